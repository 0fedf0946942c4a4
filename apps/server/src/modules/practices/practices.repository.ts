import { SHOP_TIME_ZONE } from '@shop/contract/admin-order-schemas';
import type { PracticeRole } from '@shop/contract/practice-messages';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { jsonTime } from '../../db/order-shapes';
import { orders, signOffRequests } from '../../db/schema/orders';
import { selectRequests } from '../../db/sign-off-views';
import { practiceSuspended } from '../../db/practice-suspension';
import { containing } from '../../lib/like-pattern';
import { readPage } from '../../lib/paging';
import { practiceInvitations, practiceMembers, practices } from '../../db/schema/practices';
import { users } from '../../db/schema/users';
import { insertedRow } from '../../db/inserted-row';

/**
 * What a member ordered this calendar month in the shop's time zone: every order's total (shipping
 * and tax included) but those declined or cancelled, which were never owed.
 */
const spentThisMonth = (userId: typeof users.id | typeof practiceMembers.userId | SQL) => sql<string>`(
  select coalesce(sum(${orders.totalAmount}), 0)::numeric(12, 2)::text from ${orders}
  where ${orders.userId} = ${userId}
    and ${orders.status} not in ('declined', 'cancelled')
    and ${orders.createdAt} >= date_trunc('month', now() at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})
      at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}
)`;

/**
 * What the member ordered this calendar month (see spentThisMonth's SQL). The account is a
 * parameter, not a column: in a select of one table the builder leaves columns unqualified, and the
 * subquery's own table would claim them.
 */
export async function findSpentThisMonth(db: Db, userId: number) {
  const [row] = await db
    .select({ spent: spentThisMonth(sql`${userId}::int`) })
    .from(practiceMembers)
    .where(eq(practiceMembers.userId, userId));
  return row?.spent ?? '0.00';
}

export async function insertMember(
  db: Db,
  member: { userId: number; practiceId: number; role: PracticeRole; monthlyLimit: string | null },
) {
  await db.insert(practiceMembers).values(member);
}

/** A member's practice, role and limit, with what they spent this month. */
export async function findMembership(db: Db, userId: number) {
  const [row] = await db
    .select({
      practiceId: practices.id,
      practiceName: practices.name,
      poNumberRequired: practices.poNumberRequired,
      role: practiceMembers.role,
      monthlyLimit: practiceMembers.monthlyLimit,
      spentThisMonth: spentThisMonth(practiceMembers.userId),
    })
    .from(practiceMembers)
    .innerJoin(practices, eq(practices.id, practiceMembers.practiceId))
    .where(eq(practiceMembers.userId, userId));
  return row;
}

/** A member as the owner's list shows them (the contract's PracticeMember). */
const memberColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  role: practiceMembers.role,
  status: users.status,
  monthlyLimit: practiceMembers.monthlyLimit,
  ownOrdersOnly: practiceMembers.ownOrdersOnly,
  spentThisMonth: spentThisMonth(users.id),
  joinedAt: jsonTime(practiceMembers.joinedAt),
};

/** Every member of a practice, in the order they joined. */
export function listMembers(db: Db, practiceId: number) {
  return db
    .select(memberColumns)
    .from(practiceMembers)
    .innerJoin(users, eq(users.id, practiceMembers.userId))
    .where(eq(practiceMembers.practiceId, practiceId))
    .orderBy(asc(practiceMembers.joinedAt), asc(users.id));
}

/** The practice's approved, unsuspended members in `roles`, but `except` if given: name and e-mail. */
export function listActiveMembers(
  db: Db,
  practiceId: number,
  roles: readonly PracticeRole[],
  except?: number,
) {
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(practiceMembers)
    .innerJoin(users, eq(users.id, practiceMembers.userId))
    .where(
      and(
        eq(practiceMembers.practiceId, practiceId),
        inArray(practiceMembers.role, [...roles]),
        except === undefined ? undefined : ne(users.id, except),
        eq(users.status, 'approved'),
        isNull(users.disabledAt),
      ),
    )
    .orderBy(asc(users.id));
}

/** One member of a practice; undefined when the account is not one of its members. */
export async function findMember(db: Db, practiceId: number, userId: number) {
  const [row] = await db
    .select({ ...memberColumns, licensed: sql<boolean>`${users.licenseNumber} is not null` })
    .from(practiceMembers)
    .innerJoin(users, eq(users.id, practiceMembers.userId))
    .where(and(eq(practiceMembers.practiceId, practiceId), eq(practiceMembers.userId, userId)));
  return row;
}

/** Locks a practice's member rows, so two changes of its owners cannot both leave it without one. */
export async function lockMembers(db: Db, practiceId: number) {
  await db
    .select({ userId: practiceMembers.userId })
    .from(practiceMembers)
    .where(eq(practiceMembers.practiceId, practiceId))
    .for('update');
}

export async function countOwners(db: Db, practiceId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(practiceMembers)
    .where(and(eq(practiceMembers.practiceId, practiceId), eq(practiceMembers.role, 'owner')));
  return row?.count ?? 0;
}

export async function updateMember(
  db: Db,
  practiceId: number,
  userId: number,
  change: Partial<{ role: PracticeRole; monthlyLimit: string | null; ownOrdersOnly: boolean }>,
) {
  await db
    .update(practiceMembers)
    .set(change)
    .where(and(eq(practiceMembers.practiceId, practiceId), eq(practiceMembers.userId, userId)));
}

export async function updatePractice(db: Db, practiceId: number, change: { poNumberRequired: boolean }) {
  await db.update(practices).set(change).where(eq(practices.id, practiceId));
}

export async function deleteMember(db: Db, userId: number) {
  await db.delete(practiceMembers).where(eq(practiceMembers.userId, userId));
}

/** An invitation as the owner's list shows it (the contract's PracticeInvitation), at `now`. */
const invitationColumns = (now: Date) => ({
  id: practiceInvitations.id,
  email: practiceInvitations.email,
  role: practiceInvitations.role,
  monthlyLimit: practiceInvitations.monthlyLimit,
  invitedBy: users.fullName,
  createdAt: jsonTime(practiceInvitations.createdAt),
  expiresAt: jsonTime(practiceInvitations.expiresAt),
  expired: sql<boolean>`${practiceInvitations.expiresAt} <= ${now.toISOString()}::timestamptz`,
});

const isOpen = and(isNull(practiceInvitations.acceptedAt), isNull(practiceInvitations.revokedAt));

/** A practice's invitations neither accepted nor revoked (expired ones too, marked), newest first. */
export function listOpenInvitations(db: Db, practiceId: number, now: Date) {
  return db
    .select(invitationColumns(now))
    .from(practiceInvitations)
    .leftJoin(users, eq(users.id, practiceInvitations.invitedBy))
    .where(and(eq(practiceInvitations.practiceId, practiceId), isOpen))
    .orderBy(sql`${practiceInvitations.createdAt} desc`, sql`${practiceInvitations.id} desc`);
}

/**
 * Closes the practice's expired invitations to `email` (they open nothing any more), so a new one
 * may take their place.
 */
export async function closeExpiredInvitations(db: Db, practiceId: number, email: string, now: Date) {
  await db
    .update(practiceInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(practiceInvitations.practiceId, practiceId),
        sql`lower(${practiceInvitations.email}) = lower(${email})`,
        isOpen,
        lte(practiceInvitations.expiresAt, now),
      ),
    );
}

export async function insertInvitation(
  db: Db,
  invitation: typeof practiceInvitations.$inferInsert,
  now: Date,
) {
  const rows = await db
    .insert(practiceInvitations)
    .values(invitation)
    .returning({ id: practiceInvitations.id });
  const { id } = insertedRow(rows, 'the new invitation was not returned');
  const [listed] = await db
    .select(invitationColumns(now))
    .from(practiceInvitations)
    .leftJoin(users, eq(users.id, practiceInvitations.invitedBy))
    .where(eq(practiceInvitations.id, id));
  if (!listed) throw new Error('the new invitation was not found');
  return listed;
}

/** Revokes an open invitation of the practice; undefined when there is none with that id. */
export async function revokeInvitation(db: Db, practiceId: number, id: number, now: Date) {
  const [row] = await db
    .update(practiceInvitations)
    .set({ revokedAt: now })
    .where(and(eq(practiceInvitations.id, id), eq(practiceInvitations.practiceId, practiceId), isOpen))
    .returning({
      id: practiceInvitations.id,
      email: practiceInvitations.email,
      role: practiceInvitations.role,
    });
  return row;
}

/** The open, unexpired invitation a link's token hash names, with its practice; undefined otherwise. */
export async function findLiveInvitation(db: Db, tokenHash: string, now: Date, lock = false) {
  const query = db
    .select({
      id: practiceInvitations.id,
      practiceId: practiceInvitations.practiceId,
      practiceName: practices.name,
      email: practiceInvitations.email,
      role: practiceInvitations.role,
      monthlyLimit: practiceInvitations.monthlyLimit,
      invitedBy: users.fullName,
      expiresAt: jsonTime(practiceInvitations.expiresAt),
    })
    .from(practiceInvitations)
    .innerJoin(practices, eq(practices.id, practiceInvitations.practiceId))
    .leftJoin(users, eq(users.id, practiceInvitations.invitedBy))
    .where(and(eq(practiceInvitations.tokenHash, tokenHash), isOpen, gt(practiceInvitations.expiresAt, now)));
  const [row] = lock ? await query.for('update', { of: practiceInvitations }) : await query;
  return row;
}

export async function markInvitationAccepted(db: Db, id: number, userId: number, now: Date) {
  await db
    .update(practiceInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(practiceInvitations.id, id));
}

// ---------------------------------------------------------------------------------------------
// The shop's admin's view of practices

/** The practice of the row a query reads, qualified (a subquery's own tables have ids too). */
const thePractice = sql`${practices}.${sql.identifier(practices.id.name)}`;

/** A practice as the admin's list shows it (the contract's AdminPracticeSummary). */
const summaryColumns = {
  id: practices.id,
  name: practices.name,
  createdAt: jsonTime(practices.createdAt),
  owners: sql<string[]>`coalesce((select array_agg(u.full_name order by m.joined_at, u.id)
    from practice_members m join users u on u.id = m.user_id
    where m.practice_id = ${thePractice} and m.role = 'owner'), '{}')`,
  memberCount: sql<number>`(select count(*)::int from practice_members m where m.practice_id = ${thePractice})`,
  orderCount: sql<number>`(select count(*)::int from orders o where o.practice_id = ${thePractice})`,
  pendingSignOffs: sql<number>`(select count(*)::int from sign_off_requests r
    where r.practice_id = ${thePractice} and r.status = 'pending')`,
  poNumberRequired: practices.poNumberRequired,
  suspended: practiceSuspended(thePractice),
};

/** Any part of the practice's name, or of a member's name or e-mail, any case. */
const practiceSearch = (search: string | undefined) => {
  if (!search) return undefined;
  const pattern = containing(search);
  return sql`(${practices.name} ilike ${pattern} or exists (select 1 from practice_members m
    join users u on u.id = m.user_id
    where m.practice_id = ${thePractice} and (u.full_name ilike ${pattern} or u.email ilike ${pattern})))`;
};

/** A page of practices, newest first, with how many match in all. */
export function findPracticePage(
  db: Db,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  return readPage(db, db.select(summaryColumns).from(practices).$dynamic(), {
    from: practices,
    where: practiceSearch(search),
    orderBy: [sql`${practices.createdAt} desc`, sql`${practices.id} desc`],
    ...page,
  });
}

export async function findPracticeSummary(db: Db, id: number) {
  const [row] = await db.select(summaryColumns).from(practices).where(eq(practices.id, id));
  return row;
}

/** The practice's last `limit` orders, newest first, with who placed and who signed off each. */
export function listLatestOrders(db: Db, practiceId: number, limit: number) {
  const placer = alias(users, 'placer');
  const signer = alias(users, 'signer');
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: jsonTime(orders.createdAt),
      status: orders.status,
      totalAmount: orders.totalAmount,
      poNumber: orders.poNumber,
      placedBy: placer.fullName,
      signedOffBy: signer.fullName,
    })
    .from(orders)
    .leftJoin(placer, eq(placer.id, orders.userId))
    .leftJoin(signer, eq(signer.id, orders.signedOffBy))
    .where(eq(orders.practiceId, practiceId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The practice's orders waiting for a sign-off, oldest first. */
export function listWaitingSignOffs(db: Db, practiceId: number) {
  return selectRequests(db)
    .where(and(eq(signOffRequests.practiceId, practiceId), eq(signOffRequests.status, 'pending')))
    .orderBy(signOffRequests.createdAt, signOffRequests.id);
}
