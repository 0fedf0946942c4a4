/**
 * `npm run bench -- charges`: checkout and the quote with shipping and taxes configured (issue 37),
 * against the shop as shipped (`node scripts/start.mjs` on a new PostgreSQL database, as
 * `orders-shipped` runs it). The doctors' address (Toronto, Ontario) is in a zone with a rate, a
 * free-shipping threshold above the order and a cold-chain surcharge; two tax rates apply to it (a
 * country-wide one on shipping too, and the province's own); one of the three tracked lines is a
 * cold-chain product. Targets: checkout p99 ≤ 60 ms at 20 connections; the quote p99 ≤ 20 ms at 50.
 */
import pg from 'pg';
import { CHECKOUT_QUOTE_PATH } from '@shop/contract/charges-schemas';
import {
  createDoctors,
  measureCheckout,
  orderBody,
  placeCheckOrder,
  postAsDoctorsInTurn,
  type Doctor,
} from './bench-orders';
import { cpuSnapshot, demoLines, extraEnv } from './bench-shipped';
import {
  loadAverage,
  measure,
  printTable,
  reportTargets,
  startHelloWorld,
  startShippedShop,
  throwawayDatabase,
  timeTarget,
} from './bench-support';

const CHECKOUT_CONNECTIONS = 20;
const QUOTE_CONNECTIONS = 50;
const DOCTORS = 20;

/** A zone for the doctors' province and two rates on it, written as the admin's calls would leave them. */
async function configureCharges(client: pg.Client, coldChainProduct: number) {
  await client.query(
    `with zone as (
       insert into shipping_zones (name, country, rate, free_over, cold_chain_surcharge)
       values ('Ontario and Quebec', 'CA', 20.00, 1000000.00, 30.00) returning id
     )
     insert into shipping_zone_areas (area, zone_id)
     select area, zone.id from zone, unnest(array['CA-ON', 'CA-QC']) as area`,
  );
  await client.query(
    `insert into tax_rates (name, country, region, rate_percent, applies_to_shipping)
     values ('GST', 'CA', null, 5.000, true), ('PST', 'CA', 'CA-ON', 8.000, false)`,
  );
  await client.query('update products set cold_chain = true where id = $1', [coldChainProduct]);
}

/** One quote, checked: 200 with shipping and both taxes, so the figures are of real quotes. */
async function checkQuote(base: string, doctor: Doctor, body: string) {
  const res = await fetch(`${base}${CHECKOUT_QUOTE_PATH}`, {
    method: 'POST',
    headers: { cookie: doctor.cookie, 'content-type': 'application/json' },
    body,
  });
  const quote = (await res.json()) as { shipping?: string; taxes?: unknown[] };
  if (res.status !== 200 || quote.shipping !== '50.00' || quote.taxes?.length !== 2)
    throw new Error(`the quote answered ${res.status}: ${JSON.stringify(quote)}`);
}

/** The order's total as placed, with its shipping and taxes: the check that they were charged. */
async function lastOrderCharges(client: pg.Client) {
  const { rows } = await client.query<{ shipping: string; taxes: number }>(
    `select shipping_amount::text as shipping, jsonb_array_length(taxes) as taxes
       from orders order by id desc limit 1`,
  );
  return rows[0];
}

async function orderCount(client: pg.Client) {
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from orders');
  return rows[0]?.n ?? 0;
}

export async function benchCharges(pendingCleanups: (() => Promise<void>)[]) {
  const database = await throwawayDatabase('shop_bench_charges', pendingCleanups);
  console.log(
    `\nCheckout and the quote with shipping and two tax rates (node scripts/start.mjs, ${DOCTORS} approved doctors, ${loadAverage()})`,
  );
  const client = new pg.Client({ connectionString: database.url });
  try {
    const { base, serverPid } = await startShippedShop(database, extraEnv());
    await client.connect();
    const lines = await demoLines(client);
    await configureCharges(client, lines[1]?.productId ?? 0);
    const doctors = await createDoctors(client, DOCTORS);
    const body = orderBody(lines);
    const quoteBody = JSON.stringify({ items: lines, shippingAddress: { state: 'ON', country: 'Canada' } });
    // The shop forgets its kept zones and rates on the database's NOTIFY: give it a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [first] = doctors;
    if (!first) throw new Error('no doctors');
    await checkQuote(base, first, quoteBody);
    await placeCheckOrder(base, doctors, body);
    const charged = await lastOrderCharges(client);
    if (charged?.shipping !== '50.00' || charged.taxes !== 2)
      throw new Error(`the order was not charged as configured: ${JSON.stringify(charged)}`);

    const hello = await startHelloWorld(database.children);
    const ceiling = await measure('hello-world ceiling', `http://127.0.0.1:${hello.port}/`, {
      connections: CHECKOUT_CONNECTIONS,
    });
    const before = await cpuSnapshot(client, serverPid);
    const ordersBefore = await orderCount(client);
    const submit = await measureCheckout(
      'POST /api/orders, shipping + 2 taxes',
      base,
      doctors,
      body,
      CHECKOUT_CONNECTIONS,
    );
    const after = await cpuSnapshot(client, serverPid);
    const placed = (await orderCount(client)) - ordersBefore;
    let backendMs = 0;
    for (const [pid, ms] of after.backends) backendMs += ms - (before.backends.get(pid) ?? 0);
    const perOrder = (ms: number) => (placed > 0 ? (ms / placed).toFixed(2) : '?');
    const quote = await measure('POST /api/checkout/quote', `${base}${CHECKOUT_QUOTE_PATH}`, {
      connections: QUOTE_CONNECTIONS,
      ...postAsDoctorsInTurn(doctors, quoteBody),
    });
    console.log(
      `\n  (${loadAverage()} at the end; ${placed} orders in the warm-up and the run; CPU per order: shop ${perOrder(after.server - before.server)} ms, PostgreSQL ${perOrder(backendMs)} ms)`,
    );
    printTable(ceiling.requestsPerSecond, [ceiling, submit, quote]);
    // Only answers that all succeeded count: a p99 of failures is no figure.
    const targets = [
      timeTarget(`checkout p99 @${CHECKOUT_CONNECTIONS}`, submit.failures === 0 ? submit.p99 : Infinity, 60),
      timeTarget(`quote p99 @${QUOTE_CONNECTIONS}`, quote.failures === 0 ? quote.p99 : Infinity, 20),
    ];
    return reportTargets('issue 37, the shop as shipped', targets);
  } finally {
    await client.end().catch(() => undefined);
    await database.release();
  }
}
