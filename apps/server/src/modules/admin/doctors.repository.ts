import type { DoctorListStatus } from '@shop/contract/admin-doctors';
import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderCounts, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { readPage } from '../../lib/paging';

/** The term for a LIKE pattern, with the admin's own backslash, % and _ taken literally. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface DoctorFilter {
  status?: DoctorListStatus;
  /** Any part of the name, e-mail, licence number or clinic, any case. */
  search?: string;
}

function whereOf(filter: DoctorFilter): SQL | undefined {
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : undefined;
  return and(
    eq(users.role, 'doctor'),
    // Pending doctors are the Doctor Registrations tab's.
    filter.status ? eq(users.status, filter.status) : ne(users.status, 'pending'),
    pattern
      ? or(
          ilike(users.fullName, pattern),
          ilike(users.email, pattern),
          ilike(users.licenseNumber, pattern),
          ilike(users.practiceName, pattern),
        )
      : undefined,
  );
}

/**
 * A page of doctors, newest account first, each with the orders count the trigger keeps
 * (`order_counts`) and the date of the last order (`orders_user_created_idx`), and the count of all
 * matching.
 */
export function findDoctorPage(db: Db, filter: DoctorFilter, page: { limit: number; offset: number }) {
  return readPage(
    db,
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        status: users.status,
        licenseNumber: users.licenseNumber,
        practiceName: users.practiceName,
        provinceState: users.provinceState,
        approvedAt: users.approvedAt,
        createdAt: users.createdAt,
        ordersCount: sql<number>`coalesce(${orderCounts.count}, 0)::int`,
        lastOrderAt: sql<string | null>`(${db
          .select({ at: sql`max(${orders.createdAt})` })
          .from(orders)
          .where(eq(orders.userId, users.id))})`,
      })
      .from(users)
      .leftJoin(orderCounts, eq(orderCounts.userId, users.id))
      .$dynamic(),
    { from: users, where: whereOf(filter), orderBy: [desc(users.createdAt), desc(users.id)], ...page },
  );
}
