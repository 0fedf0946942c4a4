import { ProductListQuery, type ProductListResponse } from '@shop/contract/catalog';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, searchVersion } from '../../db/schema/catalog';
import { insertProducts, type FixtureProduct } from '../../test/catalog-fixtures';
import { createAdminTestApp, type AdminTestApp } from '../../test/test-app';
import { listProducts, type MemorySearch } from './products.service';

// The in-memory search (decision 039) against the database's, on the same catalogue: every answer
// equal, and never older than a write committed before the request.

let t: AdminTestApp;
let memory: MemorySearch;

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
];

const query = (q: Record<string, string>) => ProductListQuery.parse(q);
const shape = (page: ProductListResponse) => ({
  ids: page.products.map((p) => p.id),
  totalCount: page.totalCount,
  totalPages: page.totalPages,
});

async function currentVersion() {
  const [row] = await t.db.select({ version: searchVersion.version }).from(searchVersion);
  return row?.version ?? -1;
}

/** The index built at the current version, so the next search is answered from it. */
async function indexReady() {
  t.app.searchIndex?.at(await currentVersion());
  await t.app.searchIndex?.settled();
  expect(t.app.searchIndex?.at(await currentVersion())).toBeDefined();
}

beforeAll(async () => {
  t = await createAdminTestApp();
  await insertProducts(t.db, catalogue());
  memory = { index: t.app.searchIndex, products: t.app.productCache };
});
afterAll(() => t.close());

describe('search in memory', () => {
  it('answers every term, page and category exactly as the database does', async () => {
    await indexReady();
    const counts: number[] = [];
    for (const term of TERMS) {
      const variants: Record<string, string>[] = [
        {},
        { page: '2' },
        { limit: '6' },
        { categorySlug: 'dermal-fillers' },
        { categoryId: '1' },
      ];
      for (const extra of variants) {
        const q = query({ search: term, ...extra });
        const fromDatabase = await listProducts(t.db, q, false);
        const fromMemory = await listProducts(t.db, q, false, memory);
        expect(shape(fromMemory), `${term} ${JSON.stringify(extra)}`).toEqual(shape(fromDatabase));
        expect(fromMemory.products).toEqual(fromDatabase.products);
        counts.push(fromDatabase.totalCount);
      }
    }
    // The terms span no match, a few and more than a page.
    expect(counts).toContain(0);
    expect(counts.some((count) => count > 0 && count < 15)).toBe(true);
    expect(counts.some((count) => count > 30)).toBe(true);
    // Still current: nothing moved the version, so every answer above came from the index.
    expect(memory.index?.at(await currentVersion())).toBeDefined();
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
    expect(memory.index?.at(before)).toBeDefined();
  });

  it('finds a product an admin creates through the API at once', async () => {
    await indexReady();
    const created = await t.call('POST', '/api/admin/products', t.admin, {
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
