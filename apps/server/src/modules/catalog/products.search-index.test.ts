import type { ProductListResponse } from '@shop/contract/catalog-schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, searchVersion } from '../../db/schema/catalog';
import { insertProducts, type FixtureProduct } from '../../test/catalog-fixtures';
import { createAdminTestApp, type AdminTestApp } from '../../test/test-app';

// The search (decision 039) against the rule written as a plain SQL scan, on the same catalogue:
// every answer equal, and never older than a write committed before the request.

let t: AdminTestApp;

const LINES = [
  'Botox Cosmetic',
  'Juvéderm Voluma',
  'Restylane Kysse',
  'Dysport',
  'Synvisc-One',
  'Ozempic',
  'Mirena',
];
const FORMS = ['Vial', 'Prefilled Syringe', 'Pen', 'Gel'];
const USES = [
  'glabellar lines',
  'lip augmentation',
  'knee osteoarthritis',
  'weight management',
  'contraception',
];
const CATEGORIES = [
  'botulinum-toxins',
  'dermal-fillers',
  'orthopedic',
  'rheumatology',
  'weightloss-gynecology',
];

/** 140 products whose names and descriptions share words, accents and numbers, as a catalogue's do. */
function catalogue(): FixtureProduct[] {
  return Array.from({ length: 140 }, (_, i) => {
    const line = LINES[i % LINES.length]!;
    return {
      name: `${line} ${[50, 100, 200][i % 3]} Units ${FORMS[i % FORMS.length]} #${i}`,
      category: CATEGORIES[(i * 3) % CATEGORIES.length]!,
      price: `${100 + i}.00`,
      description: `${line.split(' ')[0]} for ${USES[i % USES.length]}; ${i % 2 ? 'Crème' : 'Store at 2–8 °C'} 100% genuine_stock.`,
    };
  });
}

const TERMS = [
  // two characters, the start of a word, whole words, two words, capitals and accents
  'bo',
  'ox',
  'me',
  'ge',
  '°c',
  'bot',
  'juve',
  'JUVÉ',
  'juvéderm',
  'Crème',
  'creme',
  'units pen',
  '100 units',
  // the inside of a word, a category's name, literal % and _, one character, nothing
  'styl',
  'toxin',
  'filler',
  'ortho',
  '100%',
  'e_s',
  '_',
  'x',
  'é',
  'zzqq',
  'botox 999',
  // a whole SKU or GTIN (issue 22): its product first, even above names starting with it
  'btx-100',
  'BTX-100',
  'btx-10',
  '4006381333931',
  'dysport',
  '#13',
];

/**
 * The spec's search as a plain scan: the term (lowercased, accents removed by search_text()) in the
 * name, the description or the category's name, or equal to the SKU or GTIN; the SKU's or GTIN's
 * product first, then a name starting with it, then a name holding it, then the category's, then
 * the description's, each by name; `where` and `order` narrow and reorder it as the listing's
 * filters and sort do.
 */
async function plainScan(term: string, where = sql`true`, order = sql`rank, p.name, p.id`) {
  const result: unknown = await t.db.execute(sql`
    with q as (select search_text(${term}::text) as term),
    ranked as (
      select p.*, case
          when search_text(p.sku) = q.term or p.gtin = q.term then -1
          when strpos(search_text(p.name), q.term) = 1 then 0
          when strpos(search_text(p.name), q.term) > 1 then 1
          when strpos(search_text(c.name), q.term) > 0 then 2
          when strpos(search_text(p.description), q.term) > 0 then 3
        end as rank
      from products p join categories c on c.id = p.category_id, q
    )
    select p.id from ranked p where rank is not null and ${where} order by ${order}`);
  // Both drivers (node-postgres and PGlite) answer with `rows`.
  return (result as { rows: { id: number }[] }).rows.map((row) => row.id);
}

const listing = async (params: Record<string, string>) => {
  const res = await t.call('GET', `/api/products?${new URLSearchParams(params).toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductListResponse>();
};

async function currentVersion() {
  const [row] = await t.db.select({ version: searchVersion.version }).from(searchVersion);
  return row?.version ?? -1;
}

/** The index built at the current version, so the next search is answered from it. */
async function indexReady() {
  await t.app.searchIndex.at(await currentVersion());
}

beforeAll(async () => {
  t = await createAdminTestApp();
  await insertProducts(t.db, catalogue());
  // Codes of the admin's own, one a word of other products' names.
  await t.db.execute(sql`update products set sku = 'BTX-100', gtin = '4006381333931' where name like '%#7'`);
  await t.db.execute(sql`update products set sku = 'DYSPORT' where name like '%#139'`);
});
afterAll(() => t.close());

describe('search in memory', () => {
  it('answers every term, page and category exactly as the plain scan does', async () => {
    const counts: number[] = [];
    for (const term of TERMS) {
      const all = await plainScan(term);
      counts.push(all.length);
      for (const [params, expected] of [
        [{}, all.slice(0, 15)],
        [{ page: '2' }, all.slice(15, 30)],
        [{ limit: '6' }, all.slice(0, 6)],
      ] as const) {
        const page = await listing({ search: term, ...params });
        expect(
          page.products.map((p) => p.id),
          `${term} ${JSON.stringify(params)}`,
        ).toEqual(expected);
        expect(page.totalCount, term).toBe(all.length);
      }
      const fillers = await plainScan(
        term,
        sql`p.category_id = (select id from categories where slug = 'dermal-fillers')`,
      );
      const inCategory = await listing({ search: term, categorySlug: 'dermal-fillers' });
      expect(
        inCategory.products.map((p) => p.id),
        `${term} in a category`,
      ).toEqual(fillers.slice(0, 15));
      expect(inCategory.totalCount).toBe(fillers.length);
    }
    // The terms span no match, a few and more than a page.
    expect(counts).toContain(0);
    expect(counts.some((count) => count > 0 && count < 15)).toBe(true);
    expect(counts.some((count) => count > 30)).toBe(true);
  });

  it('filters and sorts a search’s matches as the listing does, best match first by default', async () => {
    await t.db
      .update(products)
      .set({ inStock: false })
      .where(sql`${products.id} % 3 = 0`);
    for (const term of ['bo', 'units', 'crème', 'toxin']) {
      const kept = sql`p.in_stock and p.price between 110 and 200`;
      const byRank = await plainScan(term, kept);
      const filtered = await listing({ search: term, inStock: 'true', minPrice: '110', maxPrice: '200' });
      expect(
        filtered.products.map((p) => p.id),
        term,
      ).toEqual(byRank.slice(0, 15));
      expect(filtered.totalCount).toBe(byRank.length);

      const byPrice = await plainScan(term, kept, sql`p.price desc, p.name, p.id`);
      const sorted = await listing({
        search: term,
        inStock: 'true',
        minPrice: '110',
        maxPrice: '200',
        sort: 'price_desc',
        page: '2',
      });
      expect(
        sorted.products.map((p) => p.id),
        term,
      ).toEqual(byPrice.slice(15, 30));
      expect(sorted.totalCount).toBe(byPrice.length);
    }
    await t.db.update(products).set({ inStock: true });
  });

  it('finds a product another process added, renamed or removed, from the next request on', async () => {
    await indexReady();
    // Written straight into the database, as another shop process would: no hook of this one runs.
    // Each search below asks a term not asked before: the response cache hears of the other
    // process's write by notification, a moment later (decision 007); the index is never behind.
    const { Quetzalcoatl: id } = await insertProducts(t.db, [
      {
        name: 'Quetzalcoatl',
        category: 'orthopedic',
        price: '10.00',
        description: 'A product to find by name.',
      },
    ]);
    const search = async (term: string) =>
      (await t.call('GET', `/api/products?search=${encodeURIComponent(term)}`)).json<ProductListResponse>();
    expect((await search('quetzal')).products.map((p) => p.id)).toEqual([id]);

    await t.db.update(products).set({ name: 'Xiuhcoatl' }).where(eq(products.id, id!));
    expect((await search('quetza')).totalCount).toBe(0);
    expect((await search('xiuhc')).products.map((p) => p.id)).toEqual([id]);
    await indexReady();
    expect((await search('xiuhco')).products.map((p) => p.id)).toEqual([id]);

    await t.db.delete(products).where(eq(products.id, id!));
    expect((await search('xiuhcoa')).totalCount).toBe(0);
  });

  it('is not rebuilt for a price or stock change, which no search reads', async () => {
    await indexReady();
    const before = await currentVersion();
    await t.db.update(products).set({ price: sql`${products.price} + 1`, inStock: false });
    expect(await currentVersion()).toBe(before);
  });

  it('finds a product an admin creates through the API at once', async () => {
    await indexReady();
    const created = await t.call('POST', '/api/admin/products', t.admin, {
      sku: 'TLC-25G',
      name: 'Tlaloc Cannula 25G',
      description: 'A blunt cannula for filler placement.',
      price: '12.00',
      categoryId: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = (await t.call('GET', '/api/products?search=tlaloc')).json<ProductListResponse>();
    expect(page.products.map((p) => p.name)).toEqual(['Tlaloc Cannula 25G']);
  });
});
