import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/documents';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

/** The doctor a statement is for: the account's name, e-mail and registered practice. */
export async function findStatementDoctor(db: Db, doctorId: number) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      practiceName: users.practiceName,
      practiceAddress: users.practiceAddress,
    })
    .from(users)
    .where(and(eq(users.id, doctorId), eq(users.role, 'doctor')))
    .limit(1);
  return row;
}

/**
 * Every invoice and credit note issued on the doctor's orders in `month` (YYYY-MM) of the shop's
 * calendar (`timeZone`), in the order they were issued, with the amount of the order each is for.
 */
export async function findMonthDocuments(db: Db, doctorId: number, month: string, timeZone: string) {
  const issuedMonth = sql`to_char(${invoices.issuedAt} at time zone ${timeZone}, 'YYYY-MM')`;
  return db
    .select({
      kind: invoices.kind,
      numberText: invoices.numberText,
      issuedAt: invoices.issuedAt,
      orderNumber: orders.orderNumber,
      totalAmount: orders.totalAmount,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(orders.userId, doctorId), sql`${issuedMonth} = ${month}`))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}
