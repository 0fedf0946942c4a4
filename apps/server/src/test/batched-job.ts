import { expect } from 'vitest';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { createTestApp, type TestApp } from './test-app';

/** What a batched job's tests set: how many rows a batch takes, and what runs after each batch. */
export interface BatchSettings {
  batchSize: number;
  afterBatch: () => Promise<void>;
}

/**
 * Runs a batched job that stops after its first batch of two, as a crash would, and checks that it
 * stopped there: the test then looks at what that batch wrote and runs the job again.
 */
export async function runStoppingAfterFirstBatch(run: (settings: BatchSettings) => Promise<unknown>) {
  let batches = 0;
  const crashing = run({
    batchSize: 2,
    afterBatch: async () => {
      batches += 1;
      throw new Error('the process stopped');
    },
  });
  await expect(crashing).rejects.toThrow('the process stopped');
  expect(batches).toBe(1);
}

/**
 * Runs `run` with a second shop process's database: a second app on the same PostgreSQL server
 * database; on the embedded one (which is one process's), the first app's own, for a second run on
 * the same database.
 */
export async function withSecondProcess<T>(
  t: TestApp,
  run: (db: Db) => Promise<T>,
  options: { clock?: Clock } = {},
) {
  const second = t.databaseUrl
    ? await createTestApp({ shareDatabase: t.databaseUrl, clock: options.clock })
    : undefined;
  try {
    return await run(second?.db ?? t.db);
  } finally {
    await second?.close();
  }
}
