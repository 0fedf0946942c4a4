/**
 * `npm run bench -- audit`: the audit trail's target (issue 20), on a PostgreSQL server
 * (BENCH_DATABASE_URL, default the local one) holding 1,000,000 audit entries over a year, with 20
 * connections signed in as the admin, beside the bare node:http ceiling: GET /api/admin/audit
 * unfiltered, by action, by actor, by subject (an order's number, a product), by a month some months
 * back and by an action within that month: p99 ≤ 30 ms each. The entries are generated in SQL (a
 * seeded stream) about 10,000 generated orders, the catalogue's products, the doctors and 20 admins,
 * then VACUUM ANALYZE, as autovacuum would leave a live shop. Each call is measured BENCH_ROUNDS
 * times (default 3), the calls taking turns; a target is judged on the median run. Then the CSV
 * export of all 1,000,000 entries, read to its end: its time, size, and the server's resident memory
 * growth while it streams (the export's bound: about one batch).
 */
import pg from 'pg';
import {
  BENCH_ADMIN,
  formatNumber,
  insertAdmin,
  loadAverage,
  megabytes,
  memoryOf,
  shopNodeFlags,
  shopPid,
  throwawayDatabase,
  whileSampling,
  type OrderBook,
} from './bench-support';
import { benchRounds, measureListCalls } from './bench-lists';
import { generateOrders } from './generate-orders';

const CONNECTIONS = 20;
const ENTRIES = 1_000_000;
const BOOK: OrderBook = { orders: 10_000, doctors: 1_000, catalogue: 1_000 };
const ADMINS = 20;
const PAGE_SIZE = 20;
const LIMIT_MS = 30;

/**
 * A year of entries ending now: 45% order status changes and 5% payment reveals (about the
 * generated orders), 30% product and stock changes, 10% registration decisions (about doctors),
 * 10% the rest (carousel, inbox, images); actors are the admins, the doctors for a few of the order
 * changes, and the shop itself (null) for 2%.
 */
const GENERATE = `
with admins as (select array_agg(id order by id) as ids from users where role = 'admin'),
  doctors as (select array_agg(id order by id) as ids from users where role = 'doctor'),
  orders_ as (select array_agg(id order by id) as ids from orders),
  products_ as (select array_agg(id order by id) as ids from products),
  draws as (
    select n, random() as kind, random() as who, random() as which,
      now() - (n::double precision / ${ENTRIES}) * interval '365 days' as at
    from generate_series(1, ${ENTRIES}) n
  )
insert into audit_log (actor_user_id, action, entity_type, entity_id, details, created_at)
select
  case when d.who < 0.02 then null
       when d.kind < 0.05 and d.who < 0.2 then doctors.ids[1 + floor(d.which * cardinality(doctors.ids))::int]
       else admins.ids[1 + floor(d.who * cardinality(admins.ids))::int] end,
  case when d.kind < 0.45 then 'order.status'
       when d.kind < 0.50 then 'order.payment_reveal'
       when d.kind < 0.60 then 'product.update'
       when d.kind < 0.65 then 'product.price'
       when d.kind < 0.70 then 'product.tiers'
       when d.kind < 0.75 then 'stock.receive'
       when d.kind < 0.80 then 'stock.adjust'
       when d.kind < 0.85 then 'registration.approve'
       when d.kind < 0.90 then 'registration.reject'
       when d.kind < 0.95 then 'carousel.update'
       else 'inbox.handled' end,
  case when d.kind < 0.50 then 'order' when d.kind < 0.80 then 'product'
       when d.kind < 0.90 then 'user' when d.kind < 0.95 then 'hero_carousel_item'
       else 'contact_message' end,
  case when d.kind < 0.50 then orders_.ids[1 + floor(d.which * cardinality(orders_.ids))::int]::text
       when d.kind < 0.80 then products_.ids[1 + floor(d.which * cardinality(products_.ids))::int]::text
       when d.kind < 0.90 then doctors.ids[1 + floor(d.which * cardinality(doctors.ids))::int]::text
       else (1 + floor(d.which * 500))::int::text end,
  case when d.kind < 0.45 then '{"status":{"before":"pending","after":"approved"}}'::jsonb
       when d.kind < 0.65 and d.kind >= 0.60 then jsonb_build_object('price', jsonb_build_object('before', '10.00', 'after', to_char(10 + d.which * 90, 'FM990.00')))
       when d.kind < 0.80 and d.kind >= 0.70 then jsonb_build_object('quantity', 1 + floor(d.which * 100)::int, 'reason', 'Counted')
       else null end,
  d.at
from draws d, admins, doctors, orders_, products_`;

/**
 * The other admins and ENTRIES audit entries (GENERATE) in a migrated shop database that holds the
 * generated orders, then VACUUM ANALYZE.
 */
export async function generateAuditEntries(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(
      `insert into users (role, status, email, password_hash, full_name, approved_at)
       select 'admin', 'approved', 'bench.admin.' || n || '@clinic.example', 'unusable', 'Bench Admin ' || n, now()
       from generate_series(2, ${ADMINS}) n`,
    );
    await client.query('select setseed(0.42)');
    await client.query(GENERATE);
    await client.query('vacuum analyze audit_log');
    const counted = await client.query<{ n: string }>('select count(*) as n from audit_log');
    return { entries: Number(counted.rows[0]?.n ?? 0), seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

interface Call {
  label: string;
  path: string;
  /** What a correct answer looks like, checked once before measuring. */
  check: (page: AuditPageBody) => string | undefined;
}

interface AuditPageBody {
  entries: {
    at: string;
    action: string;
    actor: { id: number } | null;
    subject: { type: string; id: string | null; label: string | null };
  }[];
  totalCount: number;
}

const fullPage = (page: AuditPageBody) =>
  page.entries.length === PAGE_SIZE ? undefined : `${page.entries.length} entries, expected ${PAGE_SIZE}`;

const newestFirst = (page: AuditPageBody) => {
  const times = page.entries.map((e) => Date.parse(e.at));
  return times.every((time, i) => i === 0 || time <= (times[i - 1] ?? time)) ? undefined : 'not newest first';
};

const every =
  (what: string, holds: (entry: AuditPageBody['entries'][number]) => boolean) => (page: AuditPageBody) =>
    page.entries.every(holds) ? undefined : `an entry not ${what}`;

const all =
  (...checks: ((page: AuditPageBody) => string | undefined)[]) =>
  (page: AuditPageBody) =>
    checks.map((check) => check(page)).find(Boolean);

/** A filtered call's answer: a full page, newest first, and every entry `what` the filter asks. */
const filteredPage = (what: string, holds: (entry: AuditPageBody['entries'][number]) => boolean) =>
  all(fullPage, newestFirst, every(what, holds));

/** YYYY-MM-DD of the day `days` before today (UTC, the desk's calendar). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function subjects(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The busiest order, product and actor: their pages are the fullest.
    const order = await client.query<{ number: string }>(
      `select o.order_number as number from audit_log a join orders o on o.id::text = a.entity_id
       where a.entity_type = 'order' group by o.order_number order by count(*) desc limit 1`,
    );
    const product = await client.query<{ id: string }>(
      `select entity_id as id from audit_log where entity_type = 'product' group by entity_id order by count(*) desc limit 1`,
    );
    const actor = await client.query<{ id: number }>(
      `select a.actor_user_id as id from audit_log a join users u on u.id = a.actor_user_id and u.role = 'admin'
       group by 1 order by count(*) limit 1`,
    );
    return {
      orderNumber: order.rows[0]?.number ?? '',
      productId: product.rows[0]?.id ?? '',
      actorId: actor.rows[0]?.id ?? 0,
    };
  } finally {
    await client.end();
  }
}

function callsOf(subject: Awaited<ReturnType<typeof subjects>>): Call[] {
  const month = { from: daysAgo(150), to: daysAgo(120) };
  const inMonth = (entry: AuditPageBody['entries'][number]) =>
    entry.at.slice(0, 10) >= month.from && entry.at.slice(0, 10) <= month.to;
  return [
    { label: 'unfiltered', path: '', check: all(fullPage, newestFirst) },
    {
      label: 'by action (product.price)',
      path: '?action=product.price',
      check: filteredPage('product.price', (e) => e.action === 'product.price'),
    },
    {
      label: 'by actor (the least active admin)',
      path: `?actor=${subject.actorId}`,
      check: filteredPage('by the actor', (e) => e.actor?.id === subject.actorId),
    },
    {
      label: 'by subject (an order number)',
      path: `?subjectType=order&subject=${subject.orderNumber}`,
      check: filteredPage('about the order', (e) => e.subject.label === subject.orderNumber),
    },
    {
      label: 'by subject (a product)',
      path: `?subjectType=product&subject=${subject.productId}`,
      check: filteredPage('about the product', (e) => e.subject.id === subject.productId),
    },
    {
      label: 'by date range (a month)',
      path: `?from=${month.from}&to=${month.to}`,
      check: filteredPage('in the month', inMonth),
    },
    {
      label: 'by action within a month',
      path: `?action=stock.adjust&from=${month.from}&to=${month.to}`,
      check: filteredPage(
        'a stock adjustment in the month',
        (e) => e.action === 'stock.adjust' && inMonth(e),
      ),
    },
  ];
}

/** Downloads the whole export, counting its bytes and lines without keeping it. */
async function readExport(base: string, cookie: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/audit/export.csv`, { headers: { cookie } });
  if (!res.ok || !res.body) throw new Error(`the export answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  const reader: ReadableStreamDefaultReader<Uint8Array> = res.body.getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) break;
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { ms: performance.now() - started, bytes, lines };
}

export async function benchAudit(pendingCleanups: (() => Promise<void>)[]) {
  const rounds = benchRounds();
  const { url, children, release } = await throwawayDatabase('shop_bench_audit', pendingCleanups);
  try {
    console.log(
      `\nAudit trail (${CONNECTIONS} connections, ${formatNumber(ENTRIES)} entries, ${rounds} rounds, server flags: ${shopNodeFlags().join(' ') || 'none'}, ${loadAverage()})`,
    );
    await generateOrders({ databaseUrl: url, ...BOOK });
    await insertAdmin(url, BENCH_ADMIN);
    const generated = await generateAuditEntries(url);
    console.log(
      `  entries: ${formatNumber(generated.entries)} generated in ${generated.seconds.toFixed(1)} s (with ${formatNumber(BOOK.orders)} orders, ${formatNumber(BOOK.doctors)} doctors, ${formatNumber(BOOK.catalogue)} products, ${ADMINS} admins)`,
    );

    const { base, cookie } = await measureListCalls({
      database: { url, children },
      admin: BENCH_ADMIN,
      calls: callsOf(await subjects(url)).map((call) => ({
        label: `GET /api/admin/audit ${call.label}`,
        path: `/api/admin/audit${call.path}`,
        limitMs: LIMIT_MS,
        check: (body) => call.check(body as AuditPageBody),
      })),
      rounds,
      connections: CONNECTIONS,
      title: 'audit trail, issue 20',
    });

    // The whole trail as CSV: every entry once (lines ≥ entries + header; a multi-line cell adds more).
    const pid = shopPid();
    const idle = memoryOf(pid).rss;
    const exported = await whileSampling(pid, 50, () => readExport(base, cookie));
    const growth = exported.sampledPeak - idle;
    console.log(
      `\n  export.csv of ${formatNumber(ENTRIES)} entries: ${(exported.result.ms / 1000).toFixed(1)} s, ${megabytes(exported.result.bytes)}, ${formatNumber(exported.result.lines)} lines; server RSS ${megabytes(idle)} idle, peak growth ${megabytes(growth)}`,
    );
    if (exported.result.lines < ENTRIES + 1) throw new Error('the export is missing entries');
  } finally {
    await release();
  }
}
