/**
 * `npm run bench -- search`: the shop's search at 100,000 products when every query is new
 * (issue 21), and its answers checked against a plain scan.
 *
 * - A generated catalogue of 100,000 products in a throwaway PostgreSQL database
 *   (BENCH_DATABASE_URL, default the local one).
 * - A mix of 500 distinct terms made from the catalogue's own words, as doctors type them: two
 *   letters, the start of a word, whole words, two words, capitals and accents, the inside of a
 *   word, misspellings that match nothing (termMix).
 * - The shop as shipped (`node scripts/start.mjs`) twice: with its response cache off
 *   (RESPONSE_CACHE_ENTRIES=0, so every request is searched: the targets) and as shipped, with the
 *   cache hit rate read from its /metrics.
 * - 50 connections, each request the next term of the mix: the header's suggestions
 *   (`?search=…&limit=6`) and the listing's first page (`?search=…`).
 * - Correctness: on 1,000 other terms of the same kinds, the suggestion and the listing's first two
 *   pages equal a plain scan's (sequential, no index) under the search's rule: a case- and
 *   accent-insensitive substring of the name, the description or the category's name, name matches
 *   first (a prefix before the rest), then the category's, then the description's, each by name.
 *
 * Targets: suggestion p99 ≤ 40 ms, listing search p99 ≤ 60 ms, no failures, every answer equal.
 */
import pg from 'pg';
import type autocannon from 'autocannon';
import {
  formatNumber,
  loadAverage,
  measure,
  megabytes,
  memoryOf,
  memoryTarget,
  printTable,
  reportTargets,
  startShippedShop,
  throwawayDatabase,
  whileSampling,
  type Measurement,
  type Target,
} from './bench-support';
import { generateCatalogue, Random } from './generate-catalogue';

const PRODUCTS = 100_000;
const CONNECTIONS = 50;
const MIX_SIZE = 500;
const CHECKED_TERMS = 1_000;
const SUGGESTION_LIMIT = 6;
const PAGE_SIZE = 15;

/** Words of the catalogue's names, descriptions, categories and brands, most frequent first. */
async function vocabulary(client: pg.Client) {
  const { rows } = await client.query<{ word: string }>(
    `select word from (
       select regexp_split_to_table(lower(name || ' ' || description), '[^[:alnum:]]+') as word from products
       union all select regexp_split_to_table(lower(name), '[^[:alnum:]]+') from categories
       union all select regexp_split_to_table(lower(name), '[^[:alnum:]]+') from brands
     ) w where length(word) >= 2 group by word order by count(*) desc, word`,
  );
  const { rows: names } = await client.query<{ name: string }>(
    'select distinct name from products order by name limit 5000',
  );
  return { words: rows.map((row) => row.word), names: names.map((row) => row.name) };
}

const ACCENTED: Record<string, string> = { a: 'à', e: 'é', i: 'ï', o: 'ô', u: 'ü', c: 'ç', n: 'ñ' };

/**
 * `size` distinct search terms drawn with `seed` from the catalogue's words, in the proportions a
 * header search sees them typed: 12% two letters, 24% the start of a word, 30% whole words, 12% two
 * words of a product name, 8% with capitals or accents, 8% the inside of a word, 6% matching nothing.
 */
export function termMix(vocab: { words: string[]; names: string[] }, size: number, seed: number) {
  const r = new Random(seed, 0);
  const words = vocab.words.filter((word) => /[a-z]/.test(word));
  const longWords = words.filter((word) => word.length >= 5);
  const kinds: [number, () => string][] = [
    [12, () => r.pick(words).slice(0, 2)],
    [
      24,
      () => {
        const word = r.pick(longWords);
        return word.slice(0, r.int(3, Math.min(6, word.length - 1)));
      },
    ],
    [30, () => r.pick(words)],
    [
      12,
      () => {
        const parts = r.pick(vocab.names).toLowerCase().split(/\s+/);
        const at = r.int(0, Math.max(0, parts.length - 2));
        return parts.slice(at, at + 2).join(' ');
      },
    ],
    [
      8,
      () => {
        const word = r.pick(longWords);
        if (r.chance(0.5)) return word.charAt(0).toUpperCase() + word.slice(1);
        return word.replace(/[aeiounc]/, (c) => ACCENTED[c] ?? c);
      },
    ],
    [
      8,
      () => {
        const word = r.pick(longWords);
        const from = r.int(1, word.length - 3);
        return word.slice(from, from + r.int(3, word.length - from));
      },
    ],
    [
      6,
      () => {
        const word = r.pick(longWords);
        return `${word.slice(0, 3)}q${word.slice(3)}x`;
      },
    ],
  ];
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0);
  const terms = new Set<string>();
  for (let guard = 0; terms.size < size && guard < size * 100; guard++) {
    let roll = r.float() * total;
    const kind = kinds.find(([weight]) => (roll -= weight) < 0) ?? kinds[0];
    const term = kind?.[1]().trim() ?? '';
    if (term.length >= 2) terms.add(term);
  }
  if (terms.size < size) throw new Error(`only ${terms.size} distinct terms could be made`);
  return [...terms];
}

/** Requests that take the next term of `terms` each time, round and round. */
function rotating(terms: readonly string[], path: (term: string) => string) {
  let next = 0;
  return (request: autocannon.Request) => {
    const term = terms[next % terms.length] ?? '';
    next += 1;
    return { ...request, method: 'GET' as const, path: path(term) };
  };
}

const suggestionPath = (term: string) =>
  `/api/products?${new URLSearchParams({ search: term, limit: String(SUGGESTION_LIMIT) }).toString()}`;
const listingPath = (term: string, page = 1) =>
  `/api/products?${new URLSearchParams({ search: term, ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search's rule as a plain scan: every product read in turn (no index), its name, description
 * and category compared as search_text() leaves them, and its SKU and GTIN to the whole term,
 * ranked and ordered as the spec says. The first `limit` ids and how many match.
 */
async function plainScan(client: pg.Client, term: string, limit: number) {
  const { rows } = await client.query<{ id: number; total: number }>(
    `with matching_categories as (
       select id from categories where search_text(name) like search_text($1)
     )
     select p.id, count(*) over ()::int as total
     from products p
     where p.search_name like search_text($1) or p.search_description like search_text($1)
       or p.category_id in (select id from matching_categories)
       or search_text(p.sku) = search_text($2) or p.gtin = search_text($2)
     order by search_text(p.sku) = search_text($2) or p.gtin = search_text($2) desc,
              case strpos(p.search_name, search_text($2)) when 1 then 0
                when 0 then case when p.category_id in (select id from matching_categories) then 2 else 3 end
                else 1 end,
              p.name, p.id
     limit $3`,
    [`%${escapeLike(term)}%`, term, limit],
  );
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

interface Page {
  products: { id: number }[];
  totalCount: number;
}

/** The shop's answers for `terms` against the plain scan's; the terms where they differ. */
async function checkAnswers(client: pg.Client, base: string, terms: readonly string[], wrong: string[]) {
  await client.query('set enable_indexscan = off');
  await client.query('set enable_bitmapscan = off');
  for (const term of terms) {
    const expected = await plainScan(client, term, 2 * PAGE_SIZE);
    const asked: [string, number[]][] = [
      [suggestionPath(term), expected.ids.slice(0, SUGGESTION_LIMIT)],
      [listingPath(term), expected.ids.slice(0, PAGE_SIZE)],
      [listingPath(term, 2), expected.ids.slice(PAGE_SIZE, 2 * PAGE_SIZE)],
    ];
    for (const [path, ids] of asked) {
      const res = await fetch(`${base}${path}`);
      const page = (await res.json()) as Page;
      const answered = page.products.map((product) => product.id);
      if (!res.ok || answered.join() !== ids.join() || page.totalCount !== expected.total) {
        wrong.push(`${path}: ${answered.join()} (${page.totalCount}) ≠ ${ids.join()} (${expected.total})`);
        break;
      }
    }
  }
}

/** checkAnswers on two connections at once (the machine's two cores), half the terms each. */
async function checkAllAnswers(databaseUrl: string, base: string, terms: readonly string[]) {
  const wrong: string[] = [];
  const halves = [terms.filter((_, i) => i % 2 === 0), terms.filter((_, i) => i % 2 === 1)];
  await Promise.all(
    halves.map(async (half) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await checkAnswers(client, base, half, wrong);
      } finally {
        await client.end();
      }
    }),
  );
  return wrong;
}

/**
 * Waits until the shop's search index is built (a new shop builds it once ready): a search is
 * asked until it answers in a few milliseconds, as the index does, at most for a minute.
 */
async function waitForIndex(base: string, terms: readonly string[]) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await (await fetch(`${base}${listingPath(terms[0] ?? 'botox')}`)).arrayBuffer();
    if (performance.now() - started < 5) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The response cache's lookups so far, from the shop's /metrics. */
async function cacheLookups(base: string) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const read = (result: string) =>
    Number(
      new RegExp(`^shop_response_cache_lookups_total\\{result="${result}"\\} (\\S+)$`, 'm').exec(text)?.[1] ??
        NaN,
    );
  return { hit: read('hit'), miss: read('miss') };
}

async function measureMix(base: string, label: string, terms: readonly string[]) {
  const measured: Measurement[] = [];
  for (const [kind, path] of [
    ['suggestion', suggestionPath],
    ['listing search', listingPath],
  ] as const) {
    const before = await cacheLookups(base);
    const m = await measure(`${kind}, ${label}`, `${base}/api/products`, {
      products: PRODUCTS,
      connections: CONNECTIONS,
      setupRequest: rotating(terms, (term) => path(term)),
    });
    const after = await cacheLookups(base);
    const hits = after.hit - before.hit;
    const lookups = hits + after.miss - before.miss;
    measured.push({
      ...m,
      label: `${m.label} (cache hits ${lookups > 0 ? ((100 * hits) / lookups).toFixed(1) : '0.0'}%)`,
    });
  }
  return measured;
}

export async function benchSearch(pendingCleanups: (() => Promise<void>)[]) {
  const database = await throwawayDatabase('shop_bench_search', pendingCleanups);
  const client = new pg.Client({ connectionString: database.url });
  try {
    console.log(
      `\nSearch at ${formatNumber(PRODUCTS)} products, every query new (${CONNECTIONS} connections, ${loadAverage()})`,
    );
    const generated = await generateCatalogue({ databaseUrl: database.url, products: PRODUCTS });
    console.log(
      `  catalogue: ${formatNumber(generated.after)} products generated in ${generated.seconds.toFixed(1)} s`,
    );
    await client.connect();
    const vocab = await vocabulary(client);
    const terms = termMix(vocab, MIX_SIZE, 1);
    const checkedTerms = termMix(vocab, CHECKED_TERMS, 2);
    console.log(
      `  ${terms.length} terms, e.g. ${terms
        .slice(0, 12)
        .map((t) => `"${t}"`)
        .join(', ')}`,
    );

    const uncached = await startShippedShop(database, { RESPONSE_CACHE_ENTRIES: '0' });
    await waitForIndex(uncached.base, terms);
    const { result: targetsRun, sampledPeak } = await whileSampling(uncached.serverPid, 100, () =>
      measureMix(uncached.base, 'no cache', terms),
    );
    const memory = memoryOf(uncached.serverPid);
    await uncached.stop();
    const shipped = await startShippedShop(database);
    await waitForIndex(shipped.base, terms);
    const { result: shippedRun, sampledPeak: shippedPeak } = await whileSampling(shipped.serverPid, 100, () =>
      measureMix(shipped.base, 'as shipped', terms),
    );

    const started = performance.now();
    const wrong = await checkAllAnswers(database.url, shipped.base, checkedTerms);
    const checkSeconds = (performance.now() - started) / 1000;
    await shipped.stop();

    console.log(`\n  (${loadAverage()} at the end; the shop as shipped: node scripts/start.mjs)`);
    printTable(Math.max(...targetsRun.map((m) => m.requestsPerSecond)), [...targetsRun, ...shippedRun]);
    const peak = Math.max(sampledPeak, shippedPeak);
    console.log(
      `  shop memory under ${CONNECTIONS} connections: peak ${megabytes(sampledPeak)} RSS without the cache (${megabytes(memory.rss)} after), ${megabytes(shippedPeak)} as shipped`,
    );
    console.log(
      `  answers: ${CHECKED_TERMS - wrong.length} of ${CHECKED_TERMS} terms equal a plain scan's (suggestion and the first two pages; ${checkSeconds.toFixed(0)} s)`,
    );
    for (const line of wrong.slice(0, 10)) console.log(`    differs: ${line}`);
    const [suggestion, listing] = targetsRun;
    if (!suggestion || !listing) throw new Error('missing a measurement');
    const p99 = (name: string, m: Measurement, limitMs: number): Target => ({
      name,
      actual: `${m.p99} ms`,
      limit: `≤ ${limitMs} ms`,
      pass: m.failures === 0 && m.p99 <= limitMs,
    });
    const targets: Target[] = [
      p99('suggestion p99', suggestion, 40),
      p99('listing search p99', listing, 60),
      {
        name: 'answers = plain scan',
        actual: `${CHECKED_TERMS - wrong.length} of ${CHECKED_TERMS}`,
        limit: 'all',
        pass: wrong.length === 0,
      },
      memoryTarget('shop RSS at 100k', peak, 300),
    ];
    return reportTargets('issue 21, PostgreSQL, response cache off', targets);
  } finally {
    await client.end().catch(() => undefined);
    await database.release();
  }
}
