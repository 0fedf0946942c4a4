import type { DoctorListStatus } from '@shop/contract/admin-doctor-schemas';
import type { TaxExemption } from '@shop/contract/charges-schemas';
import type { RegistryResult } from '@shop/contract/licence-registry';
import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@shop/contract/practice-messages';
import type { Db } from '../../db/client';
import { containing } from '../../lib/like-pattern';
import { sqlWords } from '../../db/schema/columns';
import { licenceRegistryStatus } from '../../db/schema/licence-registry';
import { practiceMembers, practices } from '../../db/schema/practices';
import { orderCounts, orders } from '../../db/schema/orders';
import { rejectedRegistrations, users } from '../../db/schema/users';

export interface DoctorFilter {
  status?: DoctorListStatus;
  /** Any part of the name, e-mail, licence number or clinic, any case. */
  search?: string;
  /** The licence register's last result for the account (issue 43). */
  registry?: RegistryResult;
}

/** The same search on either table: any part of the name, e-mail, licence number or clinic. */
function searchOf(
  search: string | undefined,
  columns: { fullName: PgColumn; email: PgColumn; licenseNumber: PgColumn; practiceName: PgColumn },
): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(
    ilike(columns.fullName, pattern),
    ilike(columns.email, pattern),
    ilike(columns.licenseNumber, pattern),
    ilike(columns.practiceName, pattern),
  );
}

/**
 * Which accounts a filter lists: every status but pending (the Doctor Registrations tab's), or the
 * one asked; none for `rejected`, which only rejected_registrations holds.
 */
function accountWhere({ status, search, registry }: DoctorFilter): SQL | undefined {
  if (status === 'rejected') return sql`false`;
  const byStatus =
    status === 'suspended'
      ? isNotNull(users.disabledAt)
      : status === 'approved'
        ? and(eq(users.status, 'approved'), isNull(users.disabledAt))
        : ne(users.status, 'pending');
  return and(eq(users.role, 'doctor'), byStatus, notStaff, searchOf(search, users), registryIs(registry));
}

/** An account whose last register check said `result`; any account without one. */
const registryIs = (result: RegistryResult | undefined) =>
  result === undefined
    ? undefined
    : sql`exists (select 1 from ${licenceRegistryStatus} s where s.user_id = ${users.id} and s.result = ${result})`;

/**
 * A practice's buyers and bookkeepers (issue 39) have accounts without a licence: they are the
 * practice's staff, not doctors the shop checked, and the Doctors list leaves them out.
 */
const notStaff = sql`not exists (
  select 1 from ${practiceMembers}
  where ${practiceMembers.userId} = ${users.id} and ${practiceMembers.role} in (${sqlWords(STAFF_ROLES)})
)`;

/** Which rejected registrations a filter lists: all of them without a status or for `rejected`. */
function rejectedWhere({ status, search, registry }: DoctorFilter): SQL | undefined {
  // A rejected registration has no account, so no standing in the register either.
  if ((status && status !== 'rejected') || registry) return sql`false`;
  return searchOf(search, rejectedRegistrations);
}

/** What both sides list of a registration, in the same order (a union pairs its columns by position). */
const registeredFields = (source: typeof users | typeof rejectedRegistrations) => ({
  fullName: source.fullName,
  email: source.email,
  licenseNumber: source.licenseNumber,
  practiceName: source.practiceName,
  provinceState: source.provinceState,
  licenseExpiryDate: source.licenseExpiryDate,
});

/**
 * A listed doctor's fields from `users`: the orders count the trigger keeps (`order_counts`) and the
 * date of the last order (`orders_user_created_idx`). The status is text, as the rejected ones' is, so
 * the two selects can be one union. The rejected side names the same fields in the same order; the
 * union's rows are read as this side's fields say (so `rejectedAt` is PostgreSQL's text here).
 */
/** The tax exemption of the listed doctor's practice (issue 39), as the contract's TaxExemption, or null. */
const practiceExemption = sql<TaxExemption | null>`(
  select json_build_object('certificateNumber', p.tax_exemption_number, 'expiresOn', p.tax_exemption_expires)
  from ${practiceMembers} m join ${practices} p on p.id = m.practice_id
  where m.user_id = ${users.id} and p.tax_exemption_number is not null)`;

function accountRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: users.id,
      ...registeredFields(users),
      status: sql<DoctorListStatus>`case when ${users.disabledAt} is not null then 'suspended' else ${users.status}::text end`,
      approvedAt: users.approvedAt,
      createdAt: users.createdAt,
      ordersCount: sql<number>`coalesce(${orderCounts.count}, 0)::int`,
      lastOrderAt: sql<string | null>`(${db
        .select({ at: sql`max(${orders.createdAt})` })
        .from(orders)
        .where(eq(orders.userId, users.id))})`,
      rejectedAt: sql<string | null>`null::timestamptz`,
      suspendedAt: users.disabledAt,
      suspendedReason: users.suspendedReason,
      taxExemption: practiceExemption,
    })
    .from(users)
    .leftJoin(orderCounts, eq(orderCounts.userId, users.id))
    .where(where);
}

/** A rejected registration as a listed doctor: no account, so no orders and no approval. */
function rejectedRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: rejectedRegistrations.userId,
      ...registeredFields(rejectedRegistrations),
      status: sql<DoctorListStatus>`'rejected'::text`,
      approvedAt: sql<Date | null>`null::timestamptz`,
      createdAt: rejectedRegistrations.registeredAt,
      ordersCount: sql<number>`0`,
      lastOrderAt: sql<string | null>`null::timestamptz`,
      rejectedAt: sql<string>`${rejectedRegistrations.rejectedAt}`,
      suspendedAt: sql<Date | null>`null::timestamptz`,
      suspendedReason: sql<string | null>`null::text`,
      taxExemption: sql<TaxExemption | null>`null::json`,
    })
    .from(rejectedRegistrations)
    .where(where);
}

/**
 * A page of doctors, newest registration first, and the count of all matching: the accounts past
 * review and the rejected registrations, which have no account any more, as one `union all` ordered,
 * paged and counted in SQL (one statement for the page, one for the count, read side by side). A
 * status filter makes one side's condition `false`, which PostgreSQL drops while planning.
 */
export async function findDoctorPage(db: Db, filter: DoctorFilter, page: { limit: number; offset: number }) {
  const accounts = accountWhere(filter);
  const rejected = rejectedWhere(filter);
  const [rows, [counted]] = await Promise.all([
    unionAll(accountRows(db, accounts), rejectedRows(db, rejected))
      // A union is ordered by its own columns, named by the accounts' side. Ids never tie across the
      // sides: a rejected registration keeps its account's id, and ids are never reused.
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(
      unionAll(
        db
          .select({ one: sql`1` })
          .from(users)
          .where(accounts),
        db
          .select({ one: sql`1` })
          .from(rejectedRegistrations)
          .where(rejected),
      ).as('matching'),
    ),
  ]);
  return { rows, totalCount: counted?.n ?? 0 };
}

/** Marks an account suspended: when, why and by whom (the service checks it may be). */
export async function markSuspended(db: Db, userId: number, reason: string, adminId: number) {
  await db
    .update(users)
    .set({ disabledAt: sql`now()`, suspendedReason: reason, suspendedBy: adminId })
    .where(eq(users.id, userId));
}

/** Lifts an account's suspension. */
export async function clearSuspension(db: Db, userId: number) {
  await db
    .update(users)
    .set({ disabledAt: null, suspendedReason: null, suspendedBy: null })
    .where(eq(users.id, userId));
}

/** An account's role and suspension, locked for the decision about it. */
export async function lockAccount(db: Db, userId: number) {
  const [row] = await db
    .select({ role: users.role, disabledAt: users.disabledAt, suspendedReason: users.suspendedReason })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}
