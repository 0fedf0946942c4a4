import type { SignOffReason } from '@shop/contract/practice-messages';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signOffRequests, type SignOffSummary } from '../../db/schema/orders';
import { selectRequests } from '../../db/sign-off-views';

export { signOffRequestOf } from '../../db/sign-off-views';

/**
 * How long an approval's claim on a request holds (the order is placed meanwhile): a process that
 * died while placing it leaves a claim that a later approval may take over. The order's idempotency
 * key keeps that second approval from placing a second order.
 */
const CLAIM_SECONDS = 60;

export async function insertRequest(
  db: Db,
  request: {
    practiceId: number;
    requestedBy: number;
    reasons: SignOffReason[];
    idempotencyKey: string;
    idempotencyHash: string;
    submissionSecret: string;
    summary: SignOffSummary;
    totalAmount: string;
  },
) {
  const [row] = await db.insert(signOffRequests).values(request).returning({ id: signOffRequests.id });
  if (!row) throw new Error('the sign-off request was not returned');
  return findRequest(db, row.id);
}

/** One request, or undefined; with `practiceId`, only that practice's. */
export async function findRequest(db: Db, id: number, practiceId?: number) {
  const [row] = await selectRequests(db).where(
    and(
      eq(signOffRequests.id, id),
      practiceId === undefined ? undefined : eq(signOffRequests.practiceId, practiceId),
    ),
  );
  return row;
}

/** The member's request made with this checkout's Idempotency-Key, with its digest; undefined for none. */
export async function findRequestByKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select({
      id: signOffRequests.id,
      status: signOffRequests.status,
      idempotencyHash: signOffRequests.idempotencyHash,
    })
    .from(signOffRequests)
    .where(and(eq(signOffRequests.requestedBy, userId), eq(signOffRequests.idempotencyKey, key)));
  return row;
}

/** The practice's pending requests, oldest first (the first asked is the first answered). */
export function listPending(db: Db, practiceId: number) {
  return selectRequests(db)
    .where(and(eq(signOffRequests.practiceId, practiceId), eq(signOffRequests.status, 'pending')))
    .orderBy(signOffRequests.createdAt, signOffRequests.id);
}

/** The member's own requests, newest first (the last 50). */
export function listOwn(db: Db, userId: number) {
  return selectRequests(db)
    .where(eq(signOffRequests.requestedBy, userId))
    .orderBy(desc(signOffRequests.createdAt), desc(signOffRequests.id))
    .limit(50);
}

/** What an approval places the order from: the sealed submission and the key it was made with. */
export async function findSubmission(db: Db, id: number) {
  const [row] = await db
    .select({
      requestedBy: signOffRequests.requestedBy,
      idempotencyKey: signOffRequests.idempotencyKey,
      submissionSecret: signOffRequests.submissionSecret,
    })
    .from(signOffRequests)
    .where(eq(signOffRequests.id, id));
  return row;
}

/** Not decided, and not claimed by an approval under way (or claimed longer ago than a claim holds). */
const open = (now: Date) =>
  and(
    eq(signOffRequests.status, 'pending'),
    or(
      isNull(signOffRequests.decidedAt),
      lt(signOffRequests.decidedAt, new Date(now.getTime() - CLAIM_SECONDS * 1000)),
    ),
  );

/**
 * Claims a pending request for an approval: of two approvals, or an approval and a decline, at the
 * same moment, exactly one finds it open. Undefined when it is not.
 */
export async function claimRequest(db: Db, id: number, approverId: number, now: Date) {
  const [row] = await db
    .update(signOffRequests)
    .set({ decidedBy: approverId, decidedAt: now })
    .where(and(eq(signOffRequests.id, id), open(now)))
    .returning({ id: signOffRequests.id });
  return row !== undefined;
}

/** The claim given back: the order could not be placed, and the request waits again. */
export async function releaseClaim(db: Db, id: number) {
  await db
    .update(signOffRequests)
    .set({ decidedBy: null, decidedAt: null })
    .where(and(eq(signOffRequests.id, id), eq(signOffRequests.status, 'pending')));
}

/** Approved: the order it became, and the submission's secrets destroyed. */
export async function markApproved(db: Db, id: number, orderId: number) {
  await db
    .update(signOffRequests)
    .set({ status: 'approved', orderId, submissionSecret: null, idempotencyHash: null })
    .where(eq(signOffRequests.id, id));
}

/** Declines an open request with the reason, destroying its secrets; false when it was not open. */
export async function declineRequest(db: Db, id: number, deciderId: number, reason: string, now: Date) {
  const [row] = await db
    .update(signOffRequests)
    .set({
      status: 'declined',
      decidedBy: deciderId,
      decidedAt: now,
      declineReason: reason,
      submissionSecret: null,
      idempotencyHash: null,
    })
    .where(and(eq(signOffRequests.id, id), open(now)))
    .returning({ id: signOffRequests.id });
  return row !== undefined;
}
