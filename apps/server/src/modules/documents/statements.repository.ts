import { and, asc, eq, sql } from 'drizzle-orm';
import { centsOf } from '../../db/account-credit';
import type { Db } from '../../db/client';
import type { AccountMovement } from '@shop/contract/account-statement';
import { accountPayments } from '../../db/schema/credit';
import { invoices } from '../../db/schema/documents';
import { seenBy, type OrderViewer } from '../../db/order-scope';
import { orders } from '../../db/schema/orders';
import { practiceMembers, practices } from '../../db/schema/practices';
import { users } from '../../db/schema/users';

/**
 * The member a statement is made out to: the account's name and e-mail, its practice (issue 39: the
 * statement is the practice's) and the registered practice address.
 */
export async function findStatementDoctor(db: Db, doctorId: number) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      practiceId: practiceMembers.practiceId,
      role: practiceMembers.role,
      practiceName: sql<string | null>`coalesce(${practices.name}, ${users.practiceName})`,
      practiceAddress: users.practiceAddress,
    })
    .from(users)
    .leftJoin(practiceMembers, eq(practiceMembers.userId, users.id))
    .leftJoin(practices, eq(practices.id, practiceMembers.practiceId))
    .where(and(eq(users.id, doctorId), eq(users.role, 'doctor')))
    .limit(1);
  return row;
}

/** A document's amount: the order's total, or a return's credit note's own (issue 42). */
const documentAmount = sql`coalesce((${invoices.amounts} ->> 'totalAmount')::numeric, ${orders.totalAmount})`;
const documentTotal = sql<string>`${documentAmount}::text`;

/**
 * Every invoice and credit note issued on the orders `viewer` sees (their practice's, or their own:
 * db/order-scope.ts) in `month` (YYYY-MM) of the shop's calendar (`timeZone`), in the order they
 * were issued, with the amount of the order each is for.
 */
export async function findMonthDocuments(db: Db, viewer: OrderViewer, month: string, timeZone: string) {
  const issuedMonth = sql`to_char(${invoices.issuedAt} at time zone ${timeZone}, 'YYYY-MM')`;
  return db
    .select({
      kind: invoices.kind,
      numberText: invoices.numberText,
      issuedAt: invoices.issuedAt,
      orderNumber: orders.orderNumber,
      poNumber: orders.poNumber,
      totalAmount: documentTotal,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(seenBy(viewer), sql`${issuedMonth} = ${month}`))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}

/**
 * What moved a practice's account up to `lastDay` (issue 40): the invoices of its orders on account
 * (the order's total, owed from the invoice's day, due on its due date), their credit notes (the
 * same total back, or a return's own) and its payments, each on its day in the shop's calendar (`timeZone`).
 */
export async function findAccountMovements(
  db: Db,
  practiceId: number,
  lastDay: string,
  timeZone: string,
): Promise<AccountMovement[]> {
  const issuedOn = sql<string>`to_char(${invoices.issuedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const [documents, payments] = await Promise.all([
    db
      .select({
        kind: invoices.kind,
        day: issuedOn,
        cents: sql<number>`(${documentAmount} * 100)::bigint`.mapWith(Number),
        reference: invoices.numberText,
        dueOn: invoices.dueOn,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(
        and(
          eq(orders.practiceId, practiceId),
          eq(orders.paymentMethod, 'on_account'),
          sql`${issuedOn} <= ${lastDay}`,
        ),
      ),
    db
      .select({
        day: accountPayments.receivedOn,
        cents: centsOf(accountPayments.amount),
        reference: accountPayments.reference,
      })
      .from(accountPayments)
      .where(
        and(eq(accountPayments.practiceId, practiceId), sql`${accountPayments.receivedOn} <= ${lastDay}`),
      ),
  ]);
  return [
    ...documents.map((row) => ({ ...row, kind: row.kind })),
    ...payments.map((row) => ({ ...row, kind: 'payment' as const })),
  ];
}
