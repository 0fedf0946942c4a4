import { LICENSED_ROLES } from '@shop/contract/practice-messages';
import type {
  LicenceRegistryProvider,
  RegisterEntry,
  RegisterFileMapping,
  RegistryCheckTrigger,
  RegistryResult,
} from '@shop/contract/licence-registry';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  licenceChecks,
  licenceRegister,
  licenceRegisterUploads,
  licenceRegistryRuns,
  licenceRegistryStatus,
  registerEntryColumns,
} from '../../db/schema/licence-registry';
import { sqlWords } from '../../db/schema/columns';
import { licenceRenewals } from '../../db/schema/licences';
import { practiceMembers } from '../../db/schema/practices';
import { users } from '../../db/schema/users';
import type { RegisterRow } from './register-file';

/**
 * A prescriber the nightly run checks (issue 43): an approved doctor's account, not suspended,
 * with a licence number, holding a licensed role (owner or prescriber) in their practice. For
 * queries that join `users` to another table (a query of one table leaves its columns unqualified).
 */
const activePrescriber = and(
  eq(users.role, 'doctor'),
  eq(users.status, 'approved'),
  isNull(users.disabledAt),
  isNotNull(users.licenseNumber),
  sql`exists (select 1 from ${practiceMembers} as pm where pm.user_id = ${users.id}
    and pm.role in (${sqlWords(LICENSED_ROLES)}))`,
);

/** A registration (or an invitation accepted with a licence) still waiting for an admin. */
const waitingApplication = and(
  eq(users.role, 'doctor'),
  eq(users.status, 'pending'),
  isNotNull(users.licenseNumber),
);

/**
 * Whom the night checks: every active prescriber, and every registration still waiting that the
 * register has not answered: its last answer was the register's silence, or it has none (its check
 * after the registration's answer was lost to a restart, or it came while the shop had no register).
 * Each is asked again each night until it is decided. For queries that join `users` to the standing.
 */
const checkedNightly = or(
  activePrescriber,
  and(
    waitingApplication,
    or(isNull(licenceRegistryStatus.result), eq(licenceRegistryStatus.result, 'unavailable')),
  ),
);

/** A standing not checked on `day` yet. */
const uncheckedOn = (day: string) =>
  or(isNull(licenceRegistryStatus.checkedOn), lt(licenceRegistryStatus.checkedOn, day));

/**
 * Every active prescriber and every waiting application without a standing yet gets its row, so the
 * night's run can claim them.
 */
export async function addMissingStatuses(db: Db) {
  const missing = await db
    .select({ userId: users.id })
    .from(users)
    .leftJoin(licenceRegistryStatus, eq(licenceRegistryStatus.userId, users.id))
    .where(and(isNull(licenceRegistryStatus.userId), or(activePrescriber, waitingApplication)));
  for (let at = 0; at < missing.length; at += 10_000) {
    await db
      .insert(licenceRegistryStatus)
      .values(missing.slice(at, at + 10_000))
      .onConflictDoNothing();
  }
}

/**
 * Claims up to `limit` doctors the night checks (checkedNightly) not checked on `day` yet, after `after` by id: their
 * `checked_on` becomes the day, so no other run takes them. Rows another transaction holds are
 * skipped. Answers their ids, in order.
 */
export async function claimUnchecked(db: Db, day: string, after: number, limit: number) {
  const pick = db
    .select({ userId: licenceRegistryStatus.userId })
    .from(licenceRegistryStatus)
    .innerJoin(users, eq(users.id, licenceRegistryStatus.userId))
    .where(and(gt(licenceRegistryStatus.userId, after), uncheckedOn(day), checkedNightly))
    .orderBy(asc(licenceRegistryStatus.userId))
    .limit(limit)
    .for('update', { of: licenceRegistryStatus, skipLocked: true });
  const rows = await db
    .update(licenceRegistryStatus)
    .set({ checkedOn: day })
    .where(inArray(licenceRegistryStatus.userId, pick))
    .returning({ userId: licenceRegistryStatus.userId });
  return rows.map((row) => row.userId).sort((x, y) => x - y);
}

/** Whose licence, and the licence as the doctor registered it (its number and jurisdiction). */
const doctorLicenceColumns = {
  userId: users.id,
  fullName: users.fullName,
  email: users.email,
  licenseNumber: users.licenseNumber,
  provinceState: users.provinceState,
};

/** The doctors' licences as the shop holds them, and their standing in the register. */
export function findCheckedLicences(db: Db, userIds: readonly number[]) {
  return db
    .select({
      ...doctorLicenceColumns,
      expiryDate: users.licenseExpiryDate,
      /** Approved and not suspended: only such an account's ordering is held. */
      active: sql<boolean>`(${users.status} = 'approved' and ${users.disabledAt} is null)`,
      result: licenceRegistryStatus.result,
      holdSince: licenceRegistryStatus.holdSince,
      holdResult: licenceRegistryStatus.holdResult,
      waivedResult: licenceRegistryStatus.waivedResult,
    })
    .from(users)
    .leftJoin(licenceRegistryStatus, eq(licenceRegistryStatus.userId, users.id))
    .where(inArray(users.id, [...userIds]))
    .orderBy(asc(users.id));
}
export type CheckedLicence = Awaited<ReturnType<typeof findCheckedLicences>>[number];

export interface CheckRow {
  userId: number;
  renewalId: number | null;
  trigger: RegistryCheckTrigger;
  provider: LicenceRegistryProvider;
  licenseNumber: string;
  jurisdiction: string;
  result: RegistryResult;
  entry: RegisterEntry | null;
  checkedAt: Date;
}

/** Stores checks; answers their ids in the order given. */
export async function insertChecks(db: Db, rows: readonly CheckRow[]) {
  if (rows.length === 0) return [];
  const ids = await db
    .insert(licenceChecks)
    .values([...rows])
    .returning({ id: licenceChecks.id });
  return ids.map((row) => row.id);
}

export interface StatusChange {
  userId: number;
  result: RegistryResult;
  /** The check now current; undefined keeps the one before (a nightly result that did not change). */
  checkId: number | undefined;
  /** When it was checked; undefined for a change that is no check (an admin lifting a hold). */
  checkedAt: Date | undefined;
  /** The hold on prescription-only ordering after the change (none: null). */
  hold: { since: Date; result: RegistryResult } | null;
  waivedResult: RegistryResult | null;
}

/** Each doctor's standing after a check, in one statement for the batch. */
export async function saveStatuses(db: Db, changes: readonly StatusChange[]) {
  if (changes.length === 0) return;
  const kept = (column: 'check_id' | 'checked_at') =>
    sql.raw(`coalesce(excluded.${column}, licence_registry_status.${column})`);
  await db
    .insert(licenceRegistryStatus)
    .values(
      changes.map((change) => ({
        userId: change.userId,
        result: change.result,
        checkId: change.checkId ?? null,
        checkedAt: change.checkedAt ?? null,
        holdSince: change.hold?.since ?? null,
        holdResult: change.hold?.result ?? null,
        waivedResult: change.waivedResult,
      })),
    )
    .onConflictDoUpdate({
      target: licenceRegistryStatus.userId,
      set: {
        result: sql`excluded.result`,
        checkId: kept('check_id'),
        checkedAt: kept('checked_at'),
        holdSince: sql`excluded.hold_since`,
        holdResult: sql`excluded.hold_result`,
        waivedResult: sql`excluded.waived_result`,
      },
    });
}

/** The night's run row, created by the first process to take part. */
export async function startRun(db: Db, day: string, provider: LicenceRegistryProvider, at: Date) {
  await db.insert(licenceRegistryRuns).values({ day, provider, startedAt: at }).onConflictDoNothing();
}

/** A batch's counts added to the night's run. */
export async function addToRun(
  db: Db,
  day: string,
  counts: { checked: number; changed: number; unavailable: number },
) {
  await db
    .update(licenceRegistryRuns)
    .set({
      checked: sql`${licenceRegistryRuns.checked} + ${counts.checked}`,
      changed: sql`${licenceRegistryRuns.changed} + ${counts.changed}`,
      unavailable: sql`${licenceRegistryRuns.unavailable} + ${counts.unavailable}`,
    })
    .where(eq(licenceRegistryRuns.day, day));
}

/** The run is done once nobody the night checks is left unchecked on its day. */
export async function finishRunIfDone(db: Db, day: string, at: Date) {
  const [left] = await db
    .select({ userId: licenceRegistryStatus.userId })
    .from(licenceRegistryStatus)
    .innerJoin(users, eq(users.id, licenceRegistryStatus.userId))
    .where(and(uncheckedOn(day), checkedNightly))
    .limit(1);
  if (left) return;
  await db
    .update(licenceRegistryRuns)
    .set({ finishedAt: at })
    .where(and(eq(licenceRegistryRuns.day, day), isNull(licenceRegistryRuns.finishedAt)));
}

export async function findLastRun(db: Db) {
  const [run] = await db.select().from(licenceRegistryRuns).orderBy(desc(licenceRegistryRuns.day)).limit(1);
  return run;
}

/** The latest upload, with who made it. */
export async function findLastUpload(db: Db) {
  const [upload] = await db
    .select({
      fileName: licenceRegisterUploads.fileName,
      uploadedAt: licenceRegisterUploads.uploadedAt,
      uploadedBy: users.fullName,
      mapping: licenceRegisterUploads.mapping,
      rows: licenceRegisterUploads.rows,
      added: licenceRegisterUploads.added,
      changed: licenceRegisterUploads.changed,
      removed: licenceRegisterUploads.removed,
    })
    .from(licenceRegisterUploads)
    .leftJoin(users, eq(users.id, licenceRegisterUploads.uploadedBy))
    .orderBy(desc(licenceRegisterUploads.id))
    .limit(1);
  return upload;
}

const rowText = (row: Omit<RegisterRow, 'jurisdictionKey' | 'numberKey'>) =>
  [row.number, row.name, row.jurisdiction, row.status, row.expiresOn].join('\u0000');

/**
 * The register replaced by `rows`, in the caller's transaction, and the upload recorded with what
 * it added, changed and removed (by licence, as looked up). The table is locked first, so two
 * uploads at once replace it one after the other.
 */
export async function replaceRegister(
  tx: Db,
  rows: readonly RegisterRow[],
  upload: { uploadedBy: number; fileName: string; mapping: RegisterFileMapping },
) {
  await tx.execute(sql`lock table ${licenceRegister} in exclusive mode`);
  const before = new Map(
    (
      await tx
        .select({
          jurisdictionKey: licenceRegister.jurisdictionKey,
          numberKey: licenceRegister.numberKey,
          ...registerEntryColumns,
        })
        .from(licenceRegister)
    ).map((row) => [`${row.jurisdictionKey}\u0000${row.numberKey}`, rowText(row)]),
  );
  let added = 0;
  let changed = 0;
  for (const row of rows) {
    const was = before.get(`${row.jurisdictionKey}\u0000${row.numberKey}`);
    if (was === undefined) added += 1;
    else if (was !== rowText(row)) changed += 1;
  }
  const removed = before.size - (rows.length - added);
  await tx.delete(licenceRegister);
  // Batches well under PostgreSQL's 65,535 parameters (7 a row).
  for (let at = 0; at < rows.length; at += 5000) {
    await tx.insert(licenceRegister).values(rows.slice(at, at + 5000));
  }
  const counts = { rows: rows.length, added, changed, removed };
  await tx.insert(licenceRegisterUploads).values({ ...upload, ...counts });
  return counts;
}

/** The current check of each of these doctors (their standing's), with its time and trigger. */
export function findCurrentChecks(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: licenceRegistryStatus.userId,
      result: licenceChecks.result,
      trigger: licenceChecks.trigger,
      checkedAt: licenceChecks.checkedAt,
      entry: licenceChecks.entry,
    })
    .from(licenceRegistryStatus)
    .innerJoin(licenceChecks, eq(licenceChecks.id, licenceRegistryStatus.checkId))
    .where(inArray(licenceRegistryStatus.userId, [...userIds]));
}

/** The latest check of each of these renewals. */
export function findRenewalChecks(db: Db, renewalIds: readonly number[]) {
  if (renewalIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([licenceChecks.renewalId], {
      renewalId: licenceChecks.renewalId,
      result: licenceChecks.result,
      trigger: licenceChecks.trigger,
      checkedAt: licenceChecks.checkedAt,
      entry: licenceChecks.entry,
    })
    .from(licenceChecks)
    .where(inArray(licenceChecks.renewalId, [...renewalIds]))
    .orderBy(licenceChecks.renewalId, desc(licenceChecks.id));
}

/**
 * The renewals waiting for an admin, of these doctors, that the register has not answered yet: its
 * last check of each was `unavailable`, or there was none (sent while the shop had no register).
 */
export async function findRenewalsToAskAgain(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  const pending = await db
    .select({
      id: licenceRenewals.id,
      userId: licenceRenewals.userId,
      licenseNumber: licenceRenewals.licenseNumber,
      expiryDate: licenceRenewals.expiryDate,
    })
    .from(licenceRenewals)
    .where(and(inArray(licenceRenewals.userId, [...userIds]), eq(licenceRenewals.status, 'pending')))
    .orderBy(asc(licenceRenewals.id));
  const last = new Map(
    (
      await findRenewalChecks(
        db,
        pending.map((renewal) => renewal.id),
      )
    ).map((check) => [check.renewalId, check.result]),
  );
  return pending.filter((renewal) => (last.get(renewal.id) ?? 'unavailable') === 'unavailable');
}

/** The doctor's standing, locked (a decision on a hold, an accepted expiry date). */
export async function lockStatus(db: Db, userId: number) {
  const [row] = await db
    .select({
      result: licenceRegistryStatus.result,
      holdResult: licenceRegistryStatus.holdResult,
      holdSince: licenceRegistryStatus.holdSince,
      entry: licenceChecks.entry,
    })
    .from(licenceRegistryStatus)
    .leftJoin(licenceChecks, eq(licenceChecks.id, licenceRegistryStatus.checkId))
    .where(eq(licenceRegistryStatus.userId, userId))
    .for('update', { of: licenceRegistryStatus });
  return row;
}

/** The hold on a doctor's prescription-only ordering, if any: the result that put it there. */
export async function findHold(db: Db, userId: number) {
  const [row] = await db
    .select({ result: licenceRegistryStatus.holdResult })
    .from(licenceRegistryStatus)
    .where(and(eq(licenceRegistryStatus.userId, userId), isNotNull(licenceRegistryStatus.holdSince)));
  return row?.result ?? undefined;
}

/** Holds waiting for an admin: of accounts not suspended, oldest first. */
export function findHolds(db: Db) {
  return db
    .select({
      ...doctorLicenceColumns,
      result: licenceRegistryStatus.holdResult,
      since: licenceRegistryStatus.holdSince,
      entry: licenceChecks.entry,
    })
    .from(licenceRegistryStatus)
    .innerJoin(users, eq(users.id, licenceRegistryStatus.userId))
    .leftJoin(licenceChecks, eq(licenceChecks.id, licenceRegistryStatus.checkId))
    .where(and(isNotNull(licenceRegistryStatus.holdSince), isNull(users.disabledAt)))
    .orderBy(asc(licenceRegistryStatus.holdSince), asc(users.id));
}

/** Pending registrations and renewals, to check again against a new register. */
export function findPendingLicences(db: Db) {
  return db
    .select({ userId: users.id })
    .from(users)
    .where(and(eq(users.role, 'doctor'), eq(users.status, 'pending'), isNotNull(users.licenseNumber)));
}

/** The owners of each doctor's practice other than the doctor (who is told of a hold besides them). */
export async function findOtherOwners(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  const member = alias(practiceMembers, 'member');
  return db
    .select({ memberId: member.userId, email: users.email, fullName: users.fullName })
    .from(member)
    .innerJoin(practiceMembers, eq(practiceMembers.practiceId, member.practiceId))
    .innerJoin(users, eq(users.id, practiceMembers.userId))
    .where(
      and(
        inArray(member.userId, [...userIds]),
        eq(practiceMembers.role, 'owner'),
        sql`${practiceMembers.userId} <> ${member.userId}`,
        isNull(users.disabledAt),
      ),
    );
}

/** The register's expiry date made the licence's (an admin accepted it). */
export async function setLicenceExpiry(db: Db, userId: number, expiryDate: string) {
  await db.update(users).set({ licenseExpiryDate: expiryDate }).where(eq(users.id, userId));
}
