/**
 * `npm run bench -- pages`: the pages' HTML against the listing API, on the shop as shipped
 * (`node scripts/start.mjs` on a new PostgreSQL database, which it fills with the demo catalogue),
 * 50 connections each, a first visit's request (no cookie). A page is the app's HTML with its first
 * reads' answers inlined (modules/spa/initial-data.ts). Target (issue 21): every page answers at
 * least half the requests a second the listing API does in the same run.
 */
import pg from 'pg';
import {
  loadAverage,
  measure,
  percent,
  printTable,
  reportTargets,
  startHelloWorld,
  startShippedShop,
  throwawayDatabase,
  type Measurement,
  type Target,
} from './bench-support';

const CONNECTIONS = 50;

/** One request first: the page is the app's HTML with its answers inlined, as measured. */
async function checkPage(url: string) {
  const res = await fetch(url);
  const html = await res.text();
  if (!res.ok || !html.includes('id="initial-data"')) {
    throw new Error(`${url} answered ${res.status} without its initial data`);
  }
}

export async function benchPages(pendingCleanups: (() => Promise<void>)[]) {
  const database = await throwawayDatabase('shop_bench_pages', pendingCleanups);
  const client = new pg.Client({ connectionString: database.url });
  try {
    console.log(
      `\nPages' HTML against the listing API (the shop as shipped, ${CONNECTIONS} connections, ${loadAverage()})`,
    );
    const shop = await startShippedShop(database);
    await client.connect();
    const { rows } = await client.query<{ id: number; slug: string }>(
      `select p.id, c.slug from products p join categories c on c.id = p.category_id
       where p.featured order by p.id limit 1`,
    );
    const product = rows[0];
    if (!product) throw new Error('the demo catalogue has no featured product');
    const pages = [
      '/',
      '/products',
      `/product/${product.id}`,
      `/category/${product.slug}`,
      '/products?search=botox',
    ];
    for (const page of pages) await checkPage(`${shop.base}${page}`);

    const hello = await startHelloWorld(database.children);
    const ceiling = await measure('hello-world ceiling', `http://127.0.0.1:${hello.port}/`);
    const listing = await measure('GET /api/products (listing API)', `${shop.base}/api/products`);
    const measured: Measurement[] = [];
    for (const page of pages) measured.push(await measure(`GET ${page} (HTML)`, `${shop.base}${page}`));

    console.log(`\n  (${loadAverage()} at the end)`);
    printTable(ceiling.requestsPerSecond, [ceiling, listing, ...measured]);
    const targets: Target[] = measured.map((m) => ({
      name: m.label.replace(' (HTML)', ''),
      actual: `${percent(m.requestsPerSecond, listing.requestsPerSecond)} of the API`,
      limit: '≥ 50.0% of the API',
      pass:
        m.failures === 0 && listing.failures === 0 && m.requestsPerSecond >= 0.5 * listing.requestsPerSecond,
    }));
    return reportTargets('issue 21: each page against the listing API, same run', targets);
  } finally {
    await client.end().catch(() => undefined);
    await database.release();
  }
}
