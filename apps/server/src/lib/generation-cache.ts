import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/**
 * An in-memory cache that is right with any number of server processes: a PostgreSQL trigger
 * NOTIFYs a channel on every write that could make an entry wrong, and each process empties its
 * cache when told. Entries belong to a generation; emptying starts a new one, so a value computed
 * from data read before an invalidation is never stored after it. While the LISTEN connection is
 * down (notifications could be missed) the cache holds and answers nothing. Bounded, dropping the
 * oldest stored entry first; entries may also have a maximum age.
 */
export class GenerationCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();
  private gen = 0;
  private live = false;

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs = Infinity,
  ) {}

  get generation() {
    return this.gen;
  }

  /** Whether invalidations are being received; without them nothing is cached. */
  get enabled() {
    return this.live;
  }

  get(key: string, now = Date.now()): V | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (now - entry.storedAt >= this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Stores a value computed from data read during generation `generation`. If an invalidation came
   * meanwhile, the value may be stale and is not stored.
   */
  set(key: string, generation: number, value: V, now = Date.now()) {
    if (!this.live || generation !== this.gen || this.maxEntries === 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, storedAt: now });
  }

  /** Drops one entry (a write this process made itself), without waiting for its notification. */
  delete(key: string) {
    this.gen += 1;
    this.entries.delete(key);
  }

  invalidate() {
    this.gen += 1;
    this.entries.clear();
  }

  setLive(live: boolean) {
    this.invalidate();
    this.live = live;
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * Empties `caches` on every notification on `channel` and pauses them while notifications may be
 * missed (one LISTEN connection for all of them). Returns the function that stops listening.
 */
export function invalidateOnNotify(
  database: Database,
  channel: string,
  caches: readonly GenerationCache<unknown>[],
  log: FastifyBaseLogger,
) {
  return database.listen(channel, {
    onNotify: () => {
      for (const cache of caches) cache.invalidate();
    },
    onStateChange: (live) => {
      for (const cache of caches) cache.setLive(live);
      if (!live) log.warn({ channel }, 'change notifications lost: caching paused');
    },
  });
}
