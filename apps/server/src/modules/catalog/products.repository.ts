import { and, asc, desc, eq, gt, gte, lte, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProductSort } from '@shop/contract/limits';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  brands,
  bulkDiscountTiers,
  categories,
  productCounts,
  products,
  searchVersion,
} from '../../db/schema/catalog';
import type { SearchSource } from './search-index';

export interface ProductFilter {
  categorySlug?: string | undefined;
  categoryId?: number | undefined;
  /** The products a search matched (search-index.ts): only these are listed. */
  matching?: number[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  excludeId?: number | undefined;
}

const tier = alias(bulkDiscountTiers, 'tier');
const matchingCategory = alias(categories, 'matching_category');

/** The id of the category with this slug, as a subquery (none matches an unknown slug). */
const categoryIdBySlug = (slug: SQL | Placeholder) =>
  sql`(select ${matchingCategory.id} from ${categories} as ${matchingCategory} where ${matchingCategory.slug} = ${slug})`;

/**
 * A product's bulk tiers as a JSON array inside the product's own row, so a page of products costs
 * one query instead of two. PostgreSQL evaluates it only for the rows the page returns.
 */
export function tiersOf(productId: typeof products.id) {
  // Qualified by hand: in a query of one table Drizzle writes a column unqualified, and inside this
  // subquery a bare "id" would be the tier's own.
  const owner = sql`${productId.table}.${sql.identifier(productId.name)}`;
  return sql<TierRow[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${tier.id},
      'minQuantity', ${tier.minQuantity},
      'maxQuantity', ${tier.maxQuantity},
      'discountPercentage', ${tier.discountPercentage}::text
    ) order by ${tier.minQuantity}, ${tier.id})
    from ${bulkDiscountTiers} as ${tier} where ${tier.productId} = ${owner}
  ), '[]'::json)`;
}

/** What an admin edits of a product, as stored; every read of a product shows them. */
export const editableProductColumns = {
  sku: products.sku,
  gtin: products.gtin,
  name: products.name,
  description: products.description,
  price: products.price,
  originalPrice: products.originalPrice,
  imageUrl: products.imageUrl,
  imageUrls: products.imageUrls,
  tags: products.tags,
  inStock: products.inStock,
  featured: products.featured,
  categoryId: products.categoryId,
  brandId: products.brandId,
};

const productColumns = {
  id: products.id,
  ...editableProductColumns,
  categoryName: categories.name,
  categorySlug: categories.slug,
  brandName: brands.name,
  rating: products.rating,
  trackInventory: products.trackInventory,
  stockLeft: products.stockLeft,
  taxClass: products.taxClass,
  coldChain: products.coldChain,
  prescriptionOnly: products.prescriptionOnly,
  tiers: tiersOf(products.id),
};

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];
export interface TierRow {
  id: number;
  minQuantity: number;
  maxQuantity: number | null;
  /** numeric(5,2) as PostgreSQL writes it, e.g. "5.00", like every other numeric column. */
  discountPercentage: string;
}

/**
 * Collects a query's values as named placeholders and spells which ones it used as a short key:
 * queries with the same key have the same SQL text, so one prepared statement serves them all.
 */
class QueryValues {
  readonly values: Record<string, unknown> = {};
  private readonly parts: string[] = [];

  /** A value bound at execution; `code` names it in the key. */
  bind(code: string, name: string, value: unknown) {
    this.parts.push(code);
    this.values[name] = value;
    return sql.placeholder(name);
  }

  /** A part of the SQL text without a value of its own. */
  mark(code: string) {
    this.parts.push(code);
  }

  get key() {
    return this.parts.join('');
  }
}

/** Conditions on `products` alone, so a count needs no join. */
function whereOf(filter: ProductFilter, v: QueryValues) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.categoryId !== undefined) {
    conditions.push(eq(products.categoryId, v.bind('c', 'categoryId', filter.categoryId)));
  }
  if (filter.categorySlug !== undefined) {
    const slug = v.bind('s', 'categorySlug', filter.categorySlug);
    conditions.push(sql`${products.categoryId} = ${categoryIdBySlug(slug)}`);
  }
  if (filter.minPrice !== undefined) {
    conditions.push(gte(products.price, v.bind('l', 'minPrice', filter.minPrice.toFixed(2))));
  }
  if (filter.maxPrice !== undefined) {
    conditions.push(lte(products.price, v.bind('h', 'maxPrice', filter.maxPrice.toFixed(2))));
  }
  if (filter.inStock) {
    v.mark('i');
    conditions.push(eq(products.inStock, true));
  }
  if (filter.excludeId !== undefined) {
    conditions.push(ne(products.id, v.bind('x', 'excludeId', filter.excludeId)));
  }
  if (filter.matching) {
    conditions.push(sql`${products.id} = any(${v.bind('m', 'matching', filter.matching)}::int[])`);
  }
  return and(...conditions);
}

/**
 * A listing narrowed by nothing but category and stock is counted from `product_counts` (kept exact
 * by triggers): a handful of rows instead of every product. These are its conditions on that table
 * (`all` when there are none), or undefined for a listing with other filters. `param` gives the
 * category's value: the prepared page's placeholder, or the value itself.
 */
function countsCondition(
  filter: ProductFilter,
  param: (name: 'categoryId' | 'categorySlug') => SQL,
): SQL | 'all' | undefined {
  const countable =
    filter.matching === undefined &&
    filter.minPrice === undefined &&
    filter.maxPrice === undefined &&
    filter.excludeId === undefined;
  if (!countable) return undefined;
  const conditions: SQL[] = [];
  if (filter.categoryId !== undefined) {
    conditions.push(sql`${productCounts.categoryId} = ${param('categoryId')}`);
  }
  if (filter.categorySlug !== undefined) {
    conditions.push(sql`${productCounts.categoryId} = ${categoryIdBySlug(param('categorySlug'))}`);
  }
  if (filter.inStock) conditions.push(sql`${productCounts.inStock}`);
  return and(...conditions) ?? 'all';
}

const countsTotal = sql<number>`coalesce(sum(${productCounts.count}), 0)::int`;

/** The order of a page: the sort asked for, else by name. */
function orderOf(sort: ProductSort | undefined): SQL[] {
  const byName = [asc(products.name), asc(products.id)];
  switch (sort) {
    case 'price_asc':
      return [asc(products.price), ...byName];
    case 'price_desc':
      return [desc(products.price), ...byName];
    case 'rating':
      return [desc(products.rating), ...byName];
    case 'name':
    case undefined:
      return byName;
  }
}

const SORT_CODES: Record<ProductSort, string> = { name: 'N', price_asc: 'A', price_desc: 'D', rating: 'R' };

function selectProducts(db: Db) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId));
}

/**
 * How a page counts its total. A search's matches are sorted whole before a page is taken, so a
 * window count over those rows costs next to nothing; a listing by category and stock only reads
 * `product_counts`; other listings read an index in order and stop after the page, so they count in
 * a subquery that runs once (its own `products` shadows the outer one, so the conditions apply).
 */
function totalCountOf(filter: ProductFilter, where: SQL | undefined) {
  if (filter.matching) return sql<number>`(count(*) over ())::int`;
  const counts = countsCondition(filter, (name) => sql`${sql.placeholder(name)}`);
  if (counts) {
    return sql<number>`(select ${countsTotal} from ${productCounts}${counts === 'all' ? sql`` : sql` where ${counts}`})`;
  }
  return sql<number>`(select count(*)::int from ${products}${where ? sql` where ${where}` : sql``})`;
}

/**
 * The page is chosen from `products` alone, carrying only ids and sort keys, and only its rows are
 * then joined to their category, brand and tiers: a search may sort thousands of matches, and
 * every column and join it does not need for sorting would be paid for each of them.
 */
function preparePage(
  db: Db,
  where: SQL | undefined,
  totalCount: SQL<number>,
  sort: ProductSort | undefined,
  key: string,
) {
  const page = db
    .select({ id: products.id, totalCount: totalCount.as('total_count') })
    .from(products)
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ ...productColumns, totalCount: page.totalCount })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .orderBy(...orderOf(sort))
    .prepare(`products_page_${key}`);
}

type PreparedPage = ReturnType<typeof preparePage>;

/**
 * Page queries by key, per database. A listing is one of a few hundred shapes at most (which
 * filters are set, which sort); preparing each once spares building its SQL on every request and
 * lets PostgreSQL reuse the statement's plan, which for a search costs more than running it.
 * This holds SQL text and plans, never data, so there is nothing to invalidate.
 */
const preparedPages = new WeakMap<Db, Map<string, PreparedPage>>();

/** One page of products and how many match in total, in one statement (a page past the end counts on its own). */
export async function findProductPage(
  db: Db,
  filter: ProductFilter,
  sort: ProductSort | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: ProductRow[]; totalCount: number }> {
  const v = new QueryValues();
  const where = whereOf(filter, v);
  v.mark(sort === undefined ? 'o' : SORT_CODES[sort]);
  let byKey = preparedPages.get(db);
  if (!byKey) {
    byKey = new Map();
    preparedPages.set(db, byKey);
  }
  let prepared = byKey.get(v.key);
  if (!prepared) {
    prepared = preparePage(db, where, totalCountOf(filter, where), sort, v.key);
    byKey.set(v.key, prepared);
  }
  const rows = await prepared.execute({ ...v.values, limit: page.limit, offset: page.offset });
  const [first] = rows;
  if (first) return { rows, totalCount: first.totalCount };
  // No row to carry the count: zero when the first page is empty, else a page past the end.
  return { rows, totalCount: page.offset === 0 ? 0 : await countProducts(db, filter) };
}

/** The ids of the products the filter keeps, in no particular order. */
export async function findProductIds(db: Db, filter: ProductFilter) {
  const v = new QueryValues();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(whereOf(filter, v))
    .execute(v.values);
  return rows.map((row) => row.id);
}

async function countProducts(db: Db, filter: ProductFilter) {
  const v = new QueryValues();
  const where = whereOf(filter, v);
  const counts = countsCondition(filter, (name) => sql`${filter[name]}`);
  if (counts) {
    const [row] = await db
      .select({ count: countsTotal })
      .from(productCounts)
      .where(counts === 'all' ? undefined : counts);
    return row?.count ?? 0;
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(where)
    .execute(v.values);
  return row?.count ?? 0;
}

export async function findProductById(db: Db, id: number) {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  return row;
}

/**
 * A checkout prices its lines with this, so it is built once and its plan kept. The ids are read
 * through a subquery: a plan made for the very ids given always looked cheaper than the generic
 * one, so PostgreSQL planned every execution anew; through the subquery every plan sees an unknown
 * list alike and the generic plan is kept after five executions.
 */
const productsByIds = preparedPerDatabase((db) =>
  selectProducts(db)
    .where(sql`${products.id} = any((select ${sql.placeholder('ids')}::int[])::int[])`)
    .prepare('products_by_ids'),
);

export async function findProductsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return productsByIds(db).execute({ ids });
}

/** The names of those of `ids` the catalogue has, by id: whether each exists, and what it is called. */
export async function findProductNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(sql`${products.id} = any(${sql.param([...ids])}::int[])`);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The products whose SKU or GTIN is one of `codes` (as the catalogue stores them), with what quick
 * order needs to judge a line: its name, whether it is sold now, counts its stock, and is
 * prescription-only.
 */
export function findProductsByCode(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      gtin: products.gtin,
      inStock: products.inStock,
      prescriptionOnly: products.prescriptionOnly,
    })
    .from(products)
    .where(
      sql`${products.sku} = any(${sql.param([...codes])}::text[]) or ${products.gtin} = any(${sql.param([...codes])}::text[])`,
    );
}

const SEARCH_SOURCE_BATCH = 10_000;

/** One batch of the catalogue's export (catalog-export.service.ts): products after `afterId`, by id. */
export function findProductExportBatch(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: products.id,
      ...editableProductColumns,
      trackInventory: products.trackInventory,
      categorySlug: categories.slug,
      brandName: brands.name,
      tiers: tiersOf(products.id),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(gt(products.id, afterId))
    .orderBy(asc(products.id))
    .limit(limit);
}
export type ProductExportRow = Awaited<ReturnType<typeof findProductExportBatch>>[number];

/**
 * What the in-memory search index is built from (search-index.ts), read in one snapshot so the
 * version belongs to these rows: every product's search text and category in the order of names
 * (the listing's own order: name, then id), and every category's.
 */
export async function readSearchSource(db: Db): Promise<SearchSource> {
  return db.transaction(
    async (tx) => {
      const [version] = await tx.select({ version: searchVersion.version }).from(searchVersion);
      // In batches, so the driver never holds the whole catalogue's rows at once.
      const rows: SearchSource['rows'] = [];
      let after: { name: string; id: number } | undefined;
      for (;;) {
        const batch = await tx
          .select({
            id: products.id,
            name: products.name,
            searchName: sql<string>`coalesce(${products.searchName}, '')`,
            searchDescription: sql<string>`coalesce(${products.searchDescription}, '')`,
            categoryId: products.categoryId,
            searchCodes: sql<
              string[]
            >`array_remove(array[search_text(${products.sku}), ${products.gtin}], null)`,
          })
          .from(products)
          .where(after && sql`(${products.name}, ${products.id}) > (${after.name}, ${after.id})`)
          .orderBy(asc(products.name), asc(products.id))
          .limit(SEARCH_SOURCE_BATCH);
        for (const { name: _name, ...row } of batch) rows.push(row);
        const last = batch.at(-1);
        if (!last || batch.length < SEARCH_SOURCE_BATCH) break;
        after = { name: last.name, id: last.id };
      }
      const categoryRows = await tx
        .select({
          id: categories.id,
          slug: categories.slug,
          searchName: sql<string>`search_text(${categories.name})`,
        })
        .from(categories);
      return { rows, categories: categoryRows, version: version?.version ?? 0 };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const searchVersionNow = preparedPerDatabase((db) =>
  db.select({ version: searchVersion.version }).from(searchVersion).prepare('search_version'),
);

const searchVersionAndText = preparedPerDatabase((db) =>
  db
    .select({
      version: searchVersion.version,
      text: sql<string>`search_text(${sql.placeholder('term')}::text)`,
    })
    .from(searchVersion)
    .prepare('search_version_and_text'),
);

/**
 * `search_version` now, and with a term the term as search_text() leaves it (lowercased, accents
 * removed): one short read before a search in memory.
 */
export async function searchVersionOf(db: Db, term?: string): Promise<{ version: number; text?: string }> {
  if (term === undefined) {
    const [row] = await searchVersionNow(db).execute();
    return { version: row?.version ?? 0 };
  }
  const [row] = await searchVersionAndText(db).execute({ term });
  return { version: row?.version ?? 0, text: row?.text ?? term };
}
