import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/documents';
import { orders } from '../../db/schema/orders';

const tax = sql.identifier('tax');
/** A field of a kept tax, named in the text (not a parameter), so GROUP BY sees the select's expression. */
const field = (name: 'name' | 'rate' | 'country' | 'region' | 'taxable' | 'amount') =>
  sql<string>`${tax}->>${sql.raw(`'${name}'`)}`;
const isInvoice = sql`${invoices.kind} = 'invoice'`;
const isCredit = sql`${invoices.kind} = 'credit_note'`;
/** A sum of one field of the taxes of one kind of document. */
const sumOf = (name: 'taxable' | 'amount', when: typeof isInvoice) =>
  sql`coalesce(sum(case when ${when} then (${field(name)})::numeric end), 0)`;
/** An amount as money ("26.00"). */
const money = (amount: ReturnType<typeof sumOf>) => sql<string>`(${amount})::numeric(14, 2)::text`;

/**
 * Each tax rate's amounts on the documents issued in `month` (YYYY-MM) of the shop's calendar
 * (`timeZone`), one row per rate (its name,
 * percent and country as the order kept them) and place: the rate's state or province, else the
 * one the order shipped to. What the invoices charged and the credit notes credited, from the taxes
 * each order keeps (orders.taxes), which are what the documents print.
 */
export function findTaxTotals(db: Db, month: string, timeZone: string) {
  // The month's bounds as instants, so the range reads issued_at as stored.
  const first = sql`(${`${month}-01`})::date`;
  const from = sql`${first}::timestamp at time zone ${timeZone}`;
  const to = sql`(${first} + interval '1 month')::timestamp at time zone ${timeZone}`;
  const region = sql<string | null>`coalesce(${field('region')}, ${orders.shipToRegion})`;
  return (
    db
      .select({
        name: field('name'),
        rate: field('rate'),
        country: field('country'),
        region,
        taxableCharged: money(sumOf('taxable', isInvoice)),
        charged: money(sumOf('amount', isInvoice)),
        taxableCredited: money(sumOf('taxable', isCredit)),
        credited: money(sumOf('amount', isCredit)),
        // What the invoices charged less what the credit notes credited.
        net: money(sql`${sumOf('amount', isInvoice)} - ${sumOf('amount', isCredit)}`),
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      // A return's credit note credits its own taxes (issue 42); the other documents, the order's.
      .innerJoin(
        sql`jsonb_array_elements(coalesce(${invoices.amounts} -> 'taxes', ${orders.taxes})) as ${tax}`,
        sql`true`,
      )
      .where(and(sql`${invoices.issuedAt} >= ${from}`, sql`${invoices.issuedAt} < ${to}`))
      .groupBy(field('name'), field('rate'), field('country'), region)
      .orderBy(asc(field('country')), sql`${region} nulls first`, asc(field('name')), asc(field('rate')))
  );
}
export type TaxTotalsRow = Awaited<ReturnType<typeof findTaxTotals>>[number];
