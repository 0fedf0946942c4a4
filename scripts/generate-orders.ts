/**
 * Generates a large, realistic order book into a PostgreSQL server for benchmarks.
 *
 *   node --import tsx scripts/generate-orders.ts --database-url postgres://… --orders 100000
 *
 * The database is migrated and given a catalogue first (scripts/generate-catalogue.ts: 1,000 products
 * unless it holds more). Each run then adds `--doctors` approved doctors and `--orders` orders placed
 * by them over the last two years, in set-based SQL (generate_series), so 100,000 orders take seconds:
 * - a few clinics order far more than most (the doctor is drawn with a squared uniform);
 * - 1–5 lines each (fewer more often), distinct products, small quantities, copies of name, image,
 *   price and SKU as checkout writes them (at the product's price: no tier), the order's total the
 *   sum of its lines;
 * - the status follows the order's age, as a shop's would: the last days' orders are mostly pending
 *   or approved, last month's shipped, older ones delivered, with declines and cancellations
 *   throughout; every order has the history rows of the path it took (the doctor placed it, an admin
 *   approved, shipped and delivered it or declined it with a reason; the doctor cancelled it);
 * - masked card and bank data and sealed-looking secrets of a real secret's length (under a key no
 *   shop holds, so a reveal shows them as not provided); the card secret only while pending.
 * The count tables kept by triggers (order_counts, order_status_counts, order_day_counts) are added
 * to once per user, per status and per day and status, and checked against the orders afterwards. The random
 * stream is seeded (`--seed`), so a run on the same database state generates the same doctors, lines
 * and statuses (dated back from the moment it runs; idempotency keys are random).
 */
import pg from 'pg';
import { RECOUNT_ORDER_DAYS } from '../apps/server/src/db/schema-objects';
import { FOUND_MISSING_PRACTICES } from '../apps/server/src/db/practice-founding';
import { DEFAULT_SEED, generateCatalogue } from './generate-catalogue';
import { generatorArgs, runWhenMain } from './cli';

const MAX_ORDERS = 2_000_000;
const DEFAULT_DOCTORS = 2_000;
const DEFAULT_CATALOGUE = 1_000;
/** Orders are spread over this many days up to now. */
const DAYS = 730;

/**
 * The row triggers off while the orders go in (inside the transaction, whose lock on `orders` keeps
 * every other writer out):
 * - the two that keep the counts (migrations 0007 and 0008): with them on, a bulk load would update
 *   one count row per order, 100,000 times in one transaction, each update a new version of the same
 *   row that the next one has to step over; the counts are added once per group instead;
 * - the stock reservation's (db/objects/stock.sql), deferred to the commit: each pending order would
 *   leave an event queued, and ALTER TABLE refuses to enable the others again on a table with events
 *   queued. It has nothing to do here: only checkout writes `stock_reserved` lines.
 */
const BULK_LOAD_TRIGGERS = [
  'orders_count_insert_delete',
  'orders_status_count_insert_delete',
  'orders_reserve_stock',
];

export interface GenerateOrdersOptions {
  databaseUrl: string;
  /** How many orders to add. */
  orders: number;
  /** How many doctors to add, who place them. */
  doctors?: number;
  /** The catalogue the lines are drawn from holds at least this many products. */
  catalogue?: number;
  seed?: number;
}

export interface GenerateOrdersReport {
  orders: number;
  lines: number;
  historyRows: number;
  doctors: number;
  /** Every order in the database afterwards, per status. */
  byStatus: Record<string, number>;
  seconds: number;
}

/** One of `items`, picked by the SQL expression `draw` (a number in [0, 1)). */
const pick = (draw: string, items: readonly string[]) =>
  `(array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(', ')}])[1 + floor(${draw} * ${items.length})::int]`;

/** A sealed-looking value, `v1.<keyId>.<iv>.<ciphertext+tag>`, of a real one's length. */
const sealedLike = (seedExpr: string, md5s: number) =>
  `'v1.genorder.' || translate(encode(decode(substr(md5(${seedExpr} || 'iv'), 1, 24), 'hex'), 'base64'), '+/=', '-_')
     || '.' || translate(encode(decode(${Array.from({ length: md5s }, (_, k) => `md5(${seedExpr} || '${k}')`).join(' || ')}, 'hex'), 'base64'), '+/=', '-_')`;

/** The generated doctors, each with what they order with; ids reserved from the identity sequence. */
const DRAW_DOCTORS = `
create temp table gen_doctors on commit drop as
select rn, nextval(pg_get_serial_sequence('users', 'id'))::int as id,
       'Dr. ' || ${pick('a', ['Amelia', 'Noah', 'Olivia', 'Liam', 'Priya', 'Wei', 'Sofia', 'Mateo', 'Fatima', 'Lucas', 'Chloe', 'Hiro', 'Aisha', 'Ethan', 'Mei', 'Omar'])}
         || ' ' || ${pick('b', ['Tremblay', 'Nguyen', 'Singh', 'MacDonald', 'Roy', 'Chen', 'Patel', 'Martin', 'Gagnon', 'Wilson', 'Kim', 'Cohen', 'Haddad', 'Lee', 'Brown', 'Fraser'])}
         as full_name,
       'orders.doctor.' || rn || '.' || $2::text || '@clinic.example' as email,
       '+1 ' || ${pick('c', ['416', '604', '514', '403', '613', '902'])} || ' 555 ' || lpad((rn % 10000)::text, 4, '0') as phone,
       case when a < 0.3 then 'INST-' || lpad(rn::text, 6, '0') end as institution,
       jsonb_build_object(
         'clinicName', ${pick('b', ['Bay Street', 'Harbour', 'Maple', 'Summit', 'Riverside', 'Westend'])}
           || ' ' || ${pick('c', ['Aesthetics', 'Medical Clinic', 'Dermatology', 'Family Practice'])},
         'street', (1 + floor(a * 2000)::int) || ' ' || ${pick('c', ['King St W', 'Granville St', 'Rue Sainte-Catherine', '8 Ave SW', 'Sparks St', 'Barrington St'])},
         'city', ${pick('c', ['Toronto', 'Vancouver', 'Montréal', 'Calgary', 'Ottawa', 'Halifax'])},
         'state', ${pick('c', ['ON', 'BC', 'QC', 'AB', 'ON', 'NS'])},
         'zipCode', ${pick('c', ['M5X 1A9', 'V6C 1T2', 'H3B 2N2', 'T2P 1J9', 'K1P 5G4', 'B3J 2K9'])},
         'country', 'Canada') as address,
       ${pick('b', ['Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'])} as bank_name,
       case when c < 0.8 then 'checking' else 'savings' end as account_type,
       lpad((rn * 7919 % 10000)::text, 4, '0') as account_last4,
       case when a < 0.6 then 'Visa' when a < 0.9 then 'Mastercard' else 'American Express' end as card_type,
       lpad((rn * 104729 % 10000)::text, 4, '0') as card_last4,
       lpad((1 + floor(b * 12))::text, 2, '0') as expiry_month,
       (extract(year from now())::int + 1 + floor(c * 4)::int)::text as expiry_year
from (
  select k as rn, random() as a, random() as b, random() as c from generate_series(1, $1::int) as k
) drawn
order by rn`;

const INSERT_DOCTORS = `
insert into users (id, role, status, email, password_hash, full_name, license_number, college_name,
  practice_name, practice_address, approved_at, approved_by, created_at)
overriding system value
select id, 'doctor', 'approved', email, '!no-password', full_name, 'MD-' || lpad(rn::text, 6, '0'),
       'College of Physicians and Surgeons', address->>'clinicName', address->>'street',
       now() - interval '${DAYS + 30} days', $1, now() - interval '${DAYS + 31} days'
from gen_doctors order by rn`;

/** In the order's own years: status by age (days before now). */
const STATUS_BY_AGE = `
case
  when age < 2 then
    case when s < 0.85 then 'pending' when s < 0.95 then 'approved' else 'cancelled' end
  when age < 7 then
    case when s < 0.40 then 'pending' when s < 0.70 then 'approved' when s < 0.80 then 'processing'
         when s < 0.90 then 'shipped' when s < 0.95 then 'declined' else 'cancelled' end
  when age < 30 then
    case when s < 0.05 then 'pending' when s < 0.10 then 'approved' when s < 0.15 then 'processing'
         when s < 0.75 then 'shipped' when s < 0.90 then 'delivered' when s < 0.95 then 'declined'
         else 'cancelled' end
  else
    case when s < 0.82 then 'delivered' when s < 0.83 then 'shipped' when s < 0.92 then 'declined'
         else 'cancelled' end
end::order_status`;

/** Each order's attributes, drawn in generate_series order from the seeded stream. */
const DRAW_ORDERS = `
create temp table gen_orders on commit drop as
select o.i, o.id, o.created_at, doc.id as user_id, doc.rn as doctor_rn, o.line_count, o.product_draw,
       ${STATUS_BY_AGE} as status,
       o.x, o.y
from (
  select g.i,
         nextval(pg_get_serial_sequence('orders', 'id'))::int as id,
         -- Evenly over the days up to now, with a few minutes' jitter: ids follow the time.
         now() - make_interval(secs => ($1::int - g.i)::float8 / $1::int * $2::int * 86400 + random() * 300)
           as created_at,
         1 + floor($3::int * power(random(), 2))::int as doctor_rn,
         random() as s,
         1 + floor(5 * power(random(), 1.6))::int as line_count,
         random() as product_draw,
         random() as x,
         random() as y
  from generate_series(1, $1::int) as g(i)
) o
cross join lateral (select extract(epoch from now() - o.created_at) / 86400 as age) a
join gen_doctors doc on doc.rn = o.doctor_rn
order by o.i`;

/**
 * Lines: `line_count` distinct products from the in-stock catalogue (popular ones more often),
 * 1–20 of each (mostly 1–3), at the product's price.
 */
const DRAW_LINES = `
create temp table gen_products on commit drop as
select row_number() over (order by id)::int - 1 as k, id, sku, name, image_url, price
from products where in_stock;

create temp table gen_lines on commit drop as
select order_id, line_no, product_id, product_name, product_image_url, quantity,
       unit_price, unit_price * quantity as total_price, sku, created_at
from (
  select o.id as order_id, n as line_no, p.id as product_id, p.name as product_name,
         p.image_url as product_image_url, p.price as unit_price, p.sku, o.created_at,
         1 + floor(20 * power(random(), 5))::int as quantity
  from gen_orders o
  cross join generate_series(0, 4) as n
  cross join lateral (select count(*)::int as products from gen_products) c
  join gen_products p
    on p.k = (floor(power(o.product_draw, 2) * c.products)::int + n * (c.products / 5 + 1)) % c.products
  where n < o.line_count
  order by o.id, n
) lines`;

/** The statuses an order passed through to reach its own, in order. */
const PATHS = `
create temp table gen_paths (status order_status, variant int, step int, to_status order_status,
  steps int) on commit drop;
insert into gen_paths values
  ('pending', 0, 1, 'pending', 1),
  ('approved', 0, 1, 'pending', 2), ('approved', 0, 2, 'approved', 2),
  ('processing', 0, 1, 'pending', 3), ('processing', 0, 2, 'approved', 3),
  ('processing', 0, 3, 'processing', 3),
  ('shipped', 0, 1, 'pending', 3), ('shipped', 0, 2, 'approved', 3), ('shipped', 0, 3, 'shipped', 3),
  ('delivered', 0, 1, 'pending', 4), ('delivered', 0, 2, 'approved', 4),
  ('delivered', 0, 3, 'shipped', 4), ('delivered', 0, 4, 'delivered', 4),
  ('declined', 0, 1, 'pending', 2), ('declined', 0, 2, 'declined', 2),
  -- The doctor cancels while it is pending, or once approved.
  ('cancelled', 0, 1, 'pending', 2), ('cancelled', 0, 2, 'cancelled', 2),
  ('cancelled', 1, 1, 'pending', 3), ('cancelled', 1, 2, 'approved', 3),
  ('cancelled', 1, 3, 'cancelled', 3)`;

const DECLINE_REASONS = [
  'Payment could not be processed.',
  'Licence could not be verified.',
  'Product not available in your province.',
];

/**
 * One history row per step: the doctor places and cancels, the admin decides. Step k comes a day or
 * two after the one before, but never after now.
 */
const DRAW_HISTORY = `
create temp table gen_history on commit drop as
select o.id as order_id, p.step, prev.to_status as from_status, p.to_status,
       case when p.to_status in ('pending', 'cancelled') then o.user_id else $1::int end as changed_by,
       case when p.to_status = 'declined' then ${pick('o.x', DECLINE_REASONS)} end as reason,
       o.created_at + least(make_interval(hours => (p.step - 1) * (12 + floor(o.y * 36)::int)),
                            (now() - o.created_at) * (p.step - 1) / p.steps) as created_at
from gen_orders o
join gen_paths p on p.status = o.status
  and p.variant = case when o.status = 'cancelled' then o.i % 2 else 0 end
left join gen_paths prev on prev.status = p.status and prev.variant = p.variant and prev.step = p.step - 1
order by o.id, p.step`;

const INSERT_ORDERS = `
insert into orders (id, order_number, user_id, practice_id, idempotency_key, idempotency_hash, status, total_amount,
  subtotal_amount, doctor_name, doctor_email, doctor_phone, institution_number, shipping_address, billing_address,
  bank_name, bank_account_type, bank_account_last4, bank_secret, card_type, card_last4,
  cardholder_name, card_expiry_month, card_expiry_year, card_secret, payment_method, notes,
  decline_reason, shipping_carrier, tracking_number, shipped_on, delivered_on, created_at, updated_at)
overriding system value
select o.id,
       -- MS-<year>-<6 letters>, as checkout writes them: the id scrambled by a bijection on 30 bits.
       'MS-' || extract(year from o.created_at)::int || '-' || (
         select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
                                  ((o.id::bigint * 2654435761 % 1073741824) >> (5 * k) & 31)::int + 1, 1),
                           '' order by k)
         from generate_series(0, 5) as k),
       o.user_id, (select m.practice_id from practice_members m where m.user_id = o.user_id), gen_random_uuid()::text, encode(sha256((o.id || 'body')::bytea), 'hex'), o.status,
       l.total, l.total, doc.full_name, doc.email, doc.phone, doc.institution, doc.address, doc.address,
       doc.bank_name, doc.account_type, doc.account_last4, ${sealedLike("o.id::text || 'bank'", 4)},
       doc.card_type, doc.card_last4, doc.full_name, doc.expiry_month, doc.expiry_year,
       case when o.status = 'pending' then ${sealedLike("o.id::text || 'card'", 3)} end,
       'credit_card',
       case when o.y < 0.1 then
         ${pick('o.y * 10', ['Please deliver before noon.', 'Leave with reception.', 'Call on arrival.', 'Invoice to the clinic manager.'])}
       end,
       case when o.status = 'declined' then ${pick('o.x', DECLINE_REASONS)} end,
       case when o.status in ('shipped', 'delivered') then
         ${pick('o.x', ['Canada Post', 'Purolator', 'UPS', 'FedEx'])}
       end,
       case when o.status in ('shipped', 'delivered') then upper(substr(md5(o.id || 'tracking'), 1, 16)) end,
       (h.shipped_at at time zone 'UTC')::date, (h.delivered_at at time zone 'UTC')::date,
       o.created_at, h.updated_at
from gen_orders o
join gen_doctors doc on doc.id = o.user_id
join (select order_id, sum(total_price) as total from gen_lines group by order_id) l on l.order_id = o.id
join (select order_id, max(created_at) as updated_at,
        min(created_at) filter (where to_status = 'shipped') as shipped_at,
        min(created_at) filter (where to_status = 'delivered') as delivered_at
      from gen_history group by order_id) h
  on h.order_id = o.id
order by o.id`;

const INSERT_LINES = `
insert into order_items (order_id, product_id, product_name, product_image_url, quantity, unit_price,
  total_price, sku, tier_discount_percent, created_at)
select order_id, product_id, product_name, product_image_url, quantity, unit_price, total_price, sku, 0,
  created_at
from gen_lines order by order_id, line_no`;

const INSERT_HISTORY = `
insert into order_status_history (order_id, from_status, to_status, changed_by, reason, created_at)
select order_id, from_status, to_status, changed_by, reason, created_at
from gen_history order by order_id, step`;

const ADD_COUNTS = `
insert into order_counts (user_id, count)
select user_id, count(*) from gen_orders group by user_id
on conflict (user_id) do update set count = order_counts.count + excluded.count;

insert into order_status_counts (status, shard, count)
select status, 0, count(*) from gen_orders group by status
on conflict (status, shard) do update set count = order_status_counts.count + excluded.count;

${RECOUNT_ORDER_DAYS}`;

/** Users and statuses whose kept count differs from the orders: none, or the load is wrong. */
const COUNT_MISMATCHES = `
select
  (select count(*)::int from (select user_id, count(*)::int as n from orders where user_id is not null
                              group by user_id) actual
   full join order_counts kept using (user_id)
   where coalesce(actual.n, 0) <> coalesce(kept.count, 0)) as users,
  (select count(*)::int from (select status, count(*)::int as n from orders group by status) actual
   full join (select status, sum(count)::int as n from order_status_counts group by status) kept using (status)
   where coalesce(actual.n, 0) <> coalesce(kept.n, 0)) as statuses,
  (select count(*)::int from (select (created_at at time zone 'UTC')::date as day, status, count(*)::int as n
                              from orders group by 1, 2) actual
   full join (select day, status, sum(count)::int as n from order_day_counts group by 1, 2) kept
     using (day, status)
   where coalesce(actual.n, 0) <> coalesce(kept.n, 0)) as days`;

/**
 * Adds generated orders (with their doctors, lines and history) to a shop database, migrating it and
 * giving it a catalogue first when it has none. Ends with VACUUM ANALYZE, as autovacuum would leave
 * a live shop: the planner sees the new row counts and index-only scans an up-to-date visibility map.
 */
export async function generateOrders(options: GenerateOrdersOptions): Promise<GenerateOrdersReport> {
  const { databaseUrl, orders: count, doctors = DEFAULT_DOCTORS, seed = DEFAULT_SEED } = options;
  if (!Number.isInteger(count) || count < 1 || count > MAX_ORDERS) {
    throw new Error(`orders must be a whole number from 1 to ${MAX_ORDERS}`);
  }
  if (!Number.isInteger(doctors) || doctors < 1 || doctors > count) {
    throw new Error('doctors must be a whole number from 1 to the number of orders');
  }
  const started = performance.now();
  await generateCatalogue({ databaseUrl, products: options.catalogue ?? DEFAULT_CATALOGUE, seed });

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const run = await client.query<{ tag: string }>(
      `select to_hex(coalesce(max(id), 0) + 1) as tag from users`,
    );
    const tag = run.rows[0]?.tag ?? '0';
    let lines = 0;
    let historyRows = 0;
    await client.query('begin');
    try {
      // One process draws every value, in order, from the seeded stream.
      await client.query('set local max_parallel_workers_per_gather = 0');
      await client.query('select setseed($1)', [((seed % 1_000_000) / 1_000_000) * 2 - 1]);
      const admin = await client.query<{ id: number }>(
        `select id from users where role = 'admin' and disabled_at is null order by id limit 1`,
      );
      let adminId = admin.rows[0]?.id;
      if (adminId === undefined) {
        const created = await client.query<{ id: number }>(
          `insert into users (role, status, email, password_hash, full_name, approved_at)
           values ('admin', 'approved', $1, '!no-password', 'Generated Admin', now()) returning id`,
          [`orders.admin.${tag}@clinic.example`],
        );
        adminId = created.rows[0]?.id;
      }
      if (adminId === undefined) throw new Error('no admin to decide the generated orders');

      await client.query(DRAW_DOCTORS, [doctors, tag]);
      await client.query(INSERT_DOCTORS, [adminId]);
      await client.query(FOUND_MISSING_PRACTICES);
      await client.query(DRAW_ORDERS, [count, DAYS, doctors]);
      await client.query(DRAW_LINES);
      const productCount = await client.query<{ n: number }>('select count(*)::int as n from gen_products');
      if ((productCount.rows[0]?.n ?? 0) < 5)
        throw new Error('the catalogue has fewer than 5 products in stock');
      await client.query(PATHS);
      await client.query(DRAW_HISTORY, [adminId]);

      for (const trigger of BULK_LOAD_TRIGGERS)
        await client.query(`alter table orders disable trigger ${trigger}`);
      await client.query(INSERT_ORDERS);
      for (const trigger of BULK_LOAD_TRIGGERS)
        await client.query(`alter table orders enable trigger ${trigger}`);
      lines = (await client.query(INSERT_LINES)).rowCount ?? 0;
      historyRows = (await client.query(INSERT_HISTORY)).rowCount ?? 0;
      await client.query(ADD_COUNTS);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw err;
    }

    const mismatches = await client.query<{ users: number; statuses: number; days: number }>(
      COUNT_MISMATCHES,
    );
    const { users = -1, statuses = -1, days = -1 } = mismatches.rows[0] ?? {};
    if (users !== 0 || statuses !== 0 || days !== 0) {
      throw new Error(
        `kept order counts are wrong for ${users} user(s), ${statuses} status(es) and ${days} day and status pair(s)`,
      );
    }
    await client.query(
      'vacuum (analyze) users, orders, order_items, order_status_history, order_counts, order_status_counts',
    );
    const statusRows = await client.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from orders group by status order by status',
    );
    return {
      orders: count,
      lines,
      historyRows,
      doctors,
      byStatus: Object.fromEntries(statusRows.rows.map((row) => [row.status, row.n])),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.end();
  }
}

async function main() {
  const args = generatorArgs(
    { orders: 100_000, doctors: DEFAULT_DOCTORS, seed: DEFAULT_SEED },
    'node --import tsx scripts/generate-orders.ts --database-url postgres://… [--orders 100000] [--doctors 2000] [--seed N]',
  );
  const report = await generateOrders(args);
  console.log(
    `orders: +${report.orders} (${report.lines} lines, ${report.historyRows} history rows, ${report.doctors} new doctors) in ${report.seconds.toFixed(1)} s`,
  );
  console.log(
    `  now by status: ${Object.entries(report.byStatus)
      .map(([status, n]) => `${status} ${n}`)
      .join(', ')}`,
  );
}

await runWhenMain(import.meta.filename, main);
