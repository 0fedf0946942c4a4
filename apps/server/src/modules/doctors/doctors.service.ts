import {
  DOCTORS_PAGE_SIZE,
  type AdminDoctorListQuery,
  type AdminDoctorPage,
} from '@shop/contract/admin-doctor-schemas';
import { suspensionMessages as m } from '@shop/contract/admin-doctor-schemas';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { pagePositionOf, pageWindow } from '../../lib/paging';
import { recordAudit } from '../audit/audit.service';
import { currentChecks } from '../licences/registry.service';
import { destroyUserSessions } from '../../plugins/session-store';
import { clearSuspension, findDoctorPage, lockAccount, markSuspended } from './doctors.repository';

export async function listDoctors(db: Db, query: AdminDoctorListQuery): Promise<AdminDoctorPage> {
  const { rows, totalCount } = await findDoctorPage(
    db,
    { status: query.status, search: query.q, registry: query.registry },
    pageWindow(query.page, DOCTORS_PAGE_SIZE),
  );
  // What the licence register last said of each account listed (issue 43); a rejected one has none.
  const checks = await currentChecks(
    db,
    rows.filter((row) => row.status !== 'rejected').map((row) => row.id),
  );
  return {
    doctors: rows.map((row) => ({
      ...row,
      registry: row.status === 'rejected' ? null : (checks.get(row.id) ?? null),
      approvedAt: row.approvedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      // A subquery's or a SQL expression's timestamptz comes back as PostgreSQL's text, not a Date.
      lastOrderAt: row.lastOrderAt === null ? null : new Date(row.lastOrderAt).toISOString(),
      rejectedAt: row.rejectedAt === null ? null : new Date(row.rejectedAt).toISOString(),
      // The union's rows come back as its first side names them: a timestamp is a Date there.
      suspendedAt: row.suspendedAt === null ? null : new Date(row.suspendedAt).toISOString(),
    })),
    ...pagePositionOf(totalCount, query.page, DOCTORS_PAGE_SIZE),
  };
}

/**
 * The doctor's account, locked for a suspension (`want` active) or a reinstatement (`want`
 * suspended); a 404, 403 or 409 when there is none, it is an admin's, or it is not in that state.
 */
async function lockedDoctor(db: Db, userId: number, want: 'active' | 'suspended') {
  const account = await lockAccount(db, userId);
  if (!account) throw notFound(m.doctorNotFound);
  // An admin (the one asking included) is never suspended: the shop must keep someone to run it.
  if (account.role === 'admin') throw forbidden(m.adminNotSuspendable);
  const suspended = account.disabledAt !== null;
  if (want === 'active' && suspended) throw conflict(m.alreadySuspended);
  if (want === 'suspended' && !suspended) throw conflict(m.notSuspended);
  return account;
}

/** Who changes whose account, from which state, under which audit action. */
interface SuspensionChange {
  adminId: number;
  userId: number;
  from: 'active' | 'suspended';
  action: string;
}

/**
 * A suspension or a reinstatement, in one transaction: the account locked in the state it leaves,
 * the change, and its audit entry with the details the change answers.
 */
async function changeSuspension(
  db: Db,
  { adminId, userId, from, action }: SuspensionChange,
  change: (tx: Db, account: Awaited<ReturnType<typeof lockedDoctor>>) => Promise<Record<string, unknown>>,
) {
  await db.transaction(async (tx) => {
    const account = await lockedDoctor(tx, userId, from);
    const details = await change(tx, account);
    await recordAudit(tx, { actorUserId: adminId, action, entityType: 'user', entityId: userId, details });
  });
}

/**
 * Suspends a doctor's account (issue 20, decision 034): it cannot sign in (sign-in answers the
 * reason), its sessions end at once on every shop process (deleting them announces it on
 * `sessions_changed`, which empties each process's session cache), and nothing of it is deleted.
 * Audited with the reason, in the same transaction.
 */
export async function suspendDoctor(db: Db, adminId: number, userId: number, reason: string) {
  await changeSuspension(db, { adminId, userId, from: 'active', action: 'user.suspend' }, async (tx) => {
    await markSuspended(tx, userId, reason, adminId);
    await destroyUserSessions(tx, userId);
    return { reason };
  });
}

/** Lifts a suspension: the doctor may sign in again. Audited with the reason that ends. */
export async function reinstateDoctor(db: Db, adminId: number, userId: number) {
  await changeSuspension(
    db,
    { adminId, userId, from: 'suspended', action: 'user.reinstate' },
    async (tx, account) => {
      await clearSuspension(tx, userId);
      return { suspendedReason: { before: account.suspendedReason, after: null } };
    },
  );
}
