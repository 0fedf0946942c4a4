/**
 * `npm run bench -- receivables`: what an admin reads of the money owed on account (issue 40), on a
 * PostgreSQL server (BENCH_DATABASE_URL, default the local one) holding the order desk's book of
 * 100,000 generated orders (scripts/generate-orders.ts) put on account: every practice has Net 30
 * terms, every approved, shipped or delivered order is on account and invoiced when it was placed,
 * and each invoice that fell due more than 20 days ago is paid by a transfer of its amount, but for
 * one in thirty left unpaid (so every ageing bucket holds some), with a few of those paid in part.
 * Measured at 4 connections signed in as the admin, beside the bare node:http ceiling:
 * - GET /api/admin/receivables (the first page of every practice, with the totals), its `overdue`
 *   filter, and a search by name: p99 ≤ 100 ms each;
 * - GET /api/admin/practices/{id}/account of the practice with the most invoices: p99 ≤ 50 ms.
 * Each call is measured BENCH_ROUNDS times (default 3), the calls taking turns; a target is judged on
 * the median run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  BENCH_ADMIN,
  ORDER_DESK_BOOK,
  formatNumber,
  generateOrderBook,
  loadAverage,
  onServer,
  root,
  shopNodeFlags,
  throwawayDatabase,
} from './bench-support';
import { benchRounds, measureListCalls, type ListCall } from './bench-lists';

const CONNECTIONS = 4;
const NET_DAYS = 30;

/** The generated book on account: terms, invoices, payments. Set-based, so it takes seconds. */
const ON_ACCOUNT_SQL = [
  `insert into practice_terms (practice_id, net_days, credit_limit)
   select id, ${NET_DAYS}, 250000 from practices`,
  `update orders set payment_method = 'on_account', account_net_days = ${NET_DAYS}
    where status in ('approved', 'shipped', 'delivered') and practice_id is not null`,
  // Invoiced an hour after it was placed, numbered without gaps within each year.
  `insert into invoices (order_id, kind, year, sequence, number_text, lines, issued_at, due_on)
   select id, 'invoice', year, sequence, 'INV-' || year || '-' || lpad(sequence::text, 6, '0'), '[]'::jsonb,
          issued_at, (issued_at at time zone 'UTC')::date + ${NET_DAYS}
     from (select o.id, o.created_at + interval '1 hour' as issued_at,
                  extract(year from o.created_at)::int as year,
                  row_number() over (partition by extract(year from o.created_at) order by o.id)::int as sequence
             from orders o where o.payment_method = 'on_account') numbered`,
  // Paid in full, three days before it was due, but for one in thirty (paid in part, one in ninety).
  `with owed as (
     select i.id as invoice_id, o.practice_id, o.total_amount, i.due_on, i.id % 90 as draw
       from invoices i join orders o on o.id = i.order_id
      where i.due_on < current_date - 20 and (i.id % 30 <> 0 or i.id % 90 = 0)
   ), paid as (
     insert into account_payments (practice_id, amount, received_on, method, reference)
     select practice_id, case when draw = 0 then round(total_amount / 2, 2) else total_amount end,
            due_on - 3, 'transfer', 'BENCH-' || invoice_id
       from owed
     returning id, reference, amount
   )
   insert into payment_allocations (payment_id, invoice_id, amount)
   select paid.id, owed.invoice_id, paid.amount from paid join owed on paid.reference = 'BENCH-' || owed.invoice_id`,
];

/**
 * The invoices paid in full and the payments allocated in full, marked as the shop marks them when
 * it allocates: by migration 0052's own backfill, which marks them so for a shop that had some.
 */
function settledMarks() {
  const migration = readFileSync(
    path.join(root, 'apps/server/src/db/migrations/0052_settled_invoices_and_payments.sql'),
    'utf8',
  );
  return migration
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(--[^\n]*\n)*UPDATE/i.test(statement));
}

interface ReceivablesBody {
  practices: { practiceId: number; practiceName: string; balance: string }[];
  totalCount: number;
}

/** A page with practices on it, `expected` of them in all when given. */
const receivablesCheck =
  (expected?: number) =>
  (body: unknown): string | undefined => {
    const page = body as ReceivablesBody;
    if (page.practices.length === 0) return 'no practices';
    if (expected !== undefined && page.totalCount !== expected) return `totalCount ${page.totalCount}`;
    return undefined;
  };

export async function benchReceivables(pendingCleanups: (() => Promise<void>)[]) {
  const rounds = benchRounds();
  const { url, children, release } = await throwawayDatabase('shop_bench_receivables', pendingCleanups);
  try {
    console.log(
      `\nReceivables (${CONNECTIONS} connections, ${formatNumber(ORDER_DESK_BOOK.orders)} orders, ${rounds} rounds, server flags: ${shopNodeFlags().join(' ') || 'none'}, ${loadAverage()})`,
    );
    const generated = await generateOrderBook(url, BENCH_ADMIN, ORDER_DESK_BOOK);
    const started = performance.now();
    const marks = settledMarks();
    if (marks.length !== 2) throw new Error('migration 0052 no longer marks what is settled');
    for (const statement of [
      ...ON_ACCOUNT_SQL,
      ...marks,
      'vacuum analyze practice_terms, orders, invoices, account_payments, payment_allocations',
    ])
      await onServer(url, statement);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const facts = await client.query(
      `select (select count(*) from practice_terms)::int as practices,
              (select count(*) from invoices)::int as invoices,
              (select count(*) from account_payments)::int as payments,
              (select o.practice_id from invoices i join orders o on o.id = i.order_id
                group by o.practice_id order by count(*) desc limit 1) as busiest,
              (select p.name from invoices i join orders o on o.id = i.order_id join practices p on p.id = o.practice_id
                group by p.name order by count(*) desc limit 1) as busiest_name`,
    );
    await client.end();
    const [row] = facts.rows as {
      practices: number;
      invoices: number;
      payments: number;
      busiest: number;
      busiest_name: string;
    }[];
    if (!row) throw new Error('the book on account was not generated');
    console.log(
      `  on account: ${formatNumber(row.practices)} practices with terms, ${formatNumber(row.invoices)} invoices, ${formatNumber(row.payments)} payments, generated in ${((performance.now() - started) / 1000).toFixed(1)} s (orders: ${generated.seconds.toFixed(1)} s)`,
    );
    const word = row.busiest_name.split(' ').slice(-1)[0] ?? '';
    const calls: ListCall[] = [
      {
        label: 'GET /api/admin/receivables',
        path: '/api/admin/receivables',
        limitMs: 100,
        check: receivablesCheck(),
      },
      {
        label: 'GET /api/admin/receivables?status=overdue',
        path: '/api/admin/receivables?status=overdue',
        limitMs: 100,
        check: receivablesCheck(),
      },
      {
        label: 'GET /api/admin/receivables?q=…',
        path: `/api/admin/receivables?q=${encodeURIComponent(word)}`,
        limitMs: 100,
        check: receivablesCheck(),
      },
      {
        label: 'GET /api/admin/practices/{id}/account',
        path: `/api/admin/practices/${row.busiest}/account`,
        limitMs: 50,
        check: (body) =>
          Array.isArray((body as { openInvoices?: unknown }).openInvoices) ? undefined : 'no open invoices',
      },
    ];
    await measureListCalls({
      database: { url, children },
      admin: BENCH_ADMIN,
      calls,
      rounds,
      connections: CONNECTIONS,
      title: 'receivables',
    });
  } finally {
    await release();
  }
}
