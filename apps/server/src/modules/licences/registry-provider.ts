import {
  LICENCE_REGISTRY_ANSWER_HOURS,
  LICENCE_REGISTRY_TIMEOUT_MS,
  jurisdictionKey,
  licenceNumberKey,
  type RegisterAnswer,
  type RegisterEntry,
} from '@shop/contract/licence-registry';
import { RegisterEntry as RegisterEntrySchema } from '@shop/contract/licence-registry-schemas';
import { and, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  licenceRegister,
  licenceRegisterUploads,
  licenceRegistryAnswers,
  licenceRegistryPace,
  registerEntryColumns,
} from '../../db/schema/licence-registry';
import type { LicenceRegistryConfig } from '../../config';

/**
 * Where the shop looks a licence up (issue 43, docs/decisions/059). A register is one object with
 * one method: given licences (their number and jurisdiction as the doctor registered them), answer
 * each one, in order: found with what the register holds, not found, or unavailable (the register
 * did not answer: never held against the doctor). A new register is one more file implementing this.
 */
export interface LicenceRegistry {
  readonly provider: 'file' | 'http';
  /** `at` is the shop's clock's now: what an answer kept a day is measured from. */
  lookUp(db: Db, licences: readonly LicenceLookup[], at: Date): Promise<RegisterAnswer[]>;
}

/** A licence to look up, as the doctor registered it. */
export interface LicenceLookup {
  number: string;
  jurisdiction: string;
}

/** A lookup's key, as the register is keyed: its jurisdiction and number compared loosely. */
const keyOf = (licence: LicenceLookup) => ({
  jurisdictionKey: jurisdictionKey(licence.jurisdiction),
  numberKey: licenceNumberKey(licence.number),
});
const keyText = (key: { jurisdictionKey: string; numberKey: string }) =>
  `${key.jurisdictionKey}\u0000${key.numberKey}`;

/**
 * Rows of (jurisdiction_key, number_key) matching any of `keys`, as an SQL condition on `table`: the
 * keys as two arrays joined on the key's index (a list of row values would be compared with every
 * row of the register).
 */
const keyIn = (
  table: typeof licenceRegister | typeof licenceRegistryAnswers,
  keys: readonly { jurisdictionKey: string; numberKey: string }[],
) =>
  sql`(${table.jurisdictionKey}, ${table.numberKey}) in (select * from unnest(${toArray(
    keys.map((key) => key.jurisdictionKey),
  )}::text[], ${toArray(keys.map((key) => key.numberKey))}::text[]))`;

/** A list of texts as one PostgreSQL array parameter. */
const toArray = (values: readonly string[]) => sql.param([...values]);

/**
 * The register an admin uploads as a file (`LICENCE_REGISTRY=file`): one query for a batch of
 * lookups. Until a first file is uploaded there is no register to ask: every lookup is unavailable.
 */
export const fileRegistry: LicenceRegistry = {
  provider: 'file',
  async lookUp(db, licences) {
    if (licences.length === 0) return [];
    const [uploaded] = await db
      .select({ id: licenceRegisterUploads.id })
      .from(licenceRegisterUploads)
      .limit(1);
    if (!uploaded) return licences.map(() => ({ kind: 'unavailable' }));
    const keys = licences.map(keyOf);
    const rows = await db
      .select({
        key: { jurisdictionKey: licenceRegister.jurisdictionKey, numberKey: licenceRegister.numberKey },
        entry: registerEntryColumns,
      })
      .from(licenceRegister)
      .where(keyIn(licenceRegister, keys));
    const found = new Map(rows.map((row) => [keyText(row.key), row.entry]));
    return keys.map((key): RegisterAnswer => {
      const entry = found.get(keyText(key));
      return entry ? { kind: 'found', entry } : { kind: 'not-found' };
    });
  },
};

/**
 * Waits for this request's slot at `perSecond` requests a second, counted over every process of the
 * shop: the slot is taken from licence_registry_pace in one statement, whose row lock queues the
 * takers, on the database's clock, and waited for on this machine's (the shop's machines and its
 * database keep one time, as their logs and sessions already need). The slots are 5% wider than the
 * rate's, so that a request sent a little late (a process's first, which opens the connection, is
 * some 40 ms late) does not put one more in a second as the register counts them. Never called inside a transaction, which would hold the row until it ends.
 */
export async function takeRequestSlot(db: Db, perSecond: number) {
  const gap = sql`make_interval(secs => ${(1.05 / perSecond).toFixed(6)}::float8)`;
  const [slot] = await db
    .insert(licenceRegistryPace)
    .values({ id: 1, nextSlot: sql`clock_timestamp() + ${gap}` })
    .onConflictDoUpdate({
      target: licenceRegistryPace.id,
      set: { nextSlot: sql`greatest(${licenceRegistryPace.nextSlot}, clock_timestamp()) + ${gap}` },
    })
    .returning({
      startsAt: sql`extract(epoch from ${licenceRegistryPace.nextSlot} - ${gap}) * 1000`.mapWith(Number),
    });
  // Waited for by this machine's clock from the slot's time, not for a span counted from the
  // database's now: a reply that took longer (a queue for the row, a busy pool) does not send late.
  const wait = (slot?.startsAt ?? 0) - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * The register's online lookup (`LICENCE_REGISTRY=http`): `GET {url}?number=&jurisdiction=` with
 * the licence as the doctor registered it, within LICENCE_REGISTRY_TIMEOUT_MS, at most
 * `ratePerSecond` requests a second from all the shop's processes together, its answers kept a day in
 * licence_registry_answers (found or not; an unavailable register is asked again). A batch's
 * lookups run side by side at that pace, so one slow answer holds up no other.
 */
export function httpRegistry(
  url: string,
  ratePerSecond: number,
  fetchImpl: typeof fetch = fetch,
): LicenceRegistry {
  async function ask(db: Db, licence: LicenceLookup): Promise<RegisterAnswer> {
    await takeRequestSlot(db, ratePerSecond);
    const address = new URL(url);
    address.searchParams.set('number', licence.number);
    address.searchParams.set('jurisdiction', licence.jurisdiction);
    try {
      const res = await fetchImpl(address, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(LICENCE_REGISTRY_TIMEOUT_MS),
      });
      if (res.status === 404) {
        await res.body?.cancel();
        return { kind: 'not-found' };
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        return { kind: 'unavailable' };
      }
      const entry = RegisterEntrySchema.safeParse(await res.json());
      return entry.success ? { kind: 'found', entry: entry.data } : { kind: 'unavailable' };
    } catch {
      // A timeout, a refused connection, a body that is not JSON: the register did not answer.
      return { kind: 'unavailable' };
    }
  }

  return {
    provider: 'http',
    async lookUp(db, licences, at) {
      if (licences.length === 0) return [];
      const lookups = licences.map((licence) => ({ licence, key: keyOf(licence) }));
      const since = new Date(at.getTime() - LICENCE_REGISTRY_ANSWER_HOURS * 3_600_000);
      const kept = await db
        .select({
          jurisdictionKey: licenceRegistryAnswers.jurisdictionKey,
          numberKey: licenceRegistryAnswers.numberKey,
          entry: licenceRegistryAnswers.entry,
        })
        .from(licenceRegistryAnswers)
        .where(
          and(
            keyIn(
              licenceRegistryAnswers,
              lookups.map((lookup) => lookup.key),
            ),
            gt(licenceRegistryAnswers.fetchedAt, since),
          ),
        );
      const known = new Map(kept.map((row) => [keyText(row), row.entry]));
      const answerOf = async ({ licence, key }: (typeof lookups)[number]): Promise<RegisterAnswer> => {
        const entry = known.get(keyText(key));
        if (entry === undefined) return ask(db, licence);
        return entry === null ? { kind: 'not-found' } : { kind: 'found', entry };
      };
      const answers = await Promise.all(lookups.map(answerOf));
      const fresh = new Map<
        string,
        { jurisdictionKey: string; numberKey: string; entry: RegisterEntry | null }
      >();
      lookups.forEach(({ key }, index) => {
        const answer = answers[index];
        if (!answer || answer.kind === 'unavailable' || known.has(keyText(key))) return;
        fresh.set(keyText(key), { ...key, entry: answer.kind === 'found' ? answer.entry : null });
      });
      if (fresh.size > 0) {
        const fetchedAt = at;
        await db
          .insert(licenceRegistryAnswers)
          .values([...fresh.values()].map((row) => ({ ...row, fetchedAt })))
          .onConflictDoUpdate({
            target: [licenceRegistryAnswers.jurisdictionKey, licenceRegistryAnswers.numberKey],
            set: { entry: sql`excluded.entry`, fetchedAt },
          });
      }
      return answers;
    },
  };
}

/** The register `LICENCE_REGISTRY` names; none for `none`, the shop's manual check. */
export function licenceRegistryOf(config: LicenceRegistryConfig): LicenceRegistry | undefined {
  if (config.provider === 'none') return undefined;
  if (config.provider === 'file') return fileRegistry;
  if (!config.url) throw new Error('LICENCE_REGISTRY=http needs LICENCE_REGISTRY_URL');
  return httpRegistry(config.url, config.ratePerSecond);
}
