import { TAX_CLASSES } from '@shop/contract/charges';
import { ANIMATION_TYPES } from '@shop/contract/limits';
import { LOW_STOCK_THRESHOLD_DEFAULT } from '@shop/contract/stock-schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, money, parentId, sqlWords, timestamps, weakRef } from './columns';
import { users } from './users';

export const categories = pgTable(
  'categories',
  {
    id: identityId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    check('categories_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: identityId(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('brands_name_lower_key').on(sql`lower(${t.name})`)],
);

/** Numbers the SKUs a product gets without one given (issue 22): MED-000001, MED-000002, … */
export const productSkuSequence = pgSequence('products_sku_seq');

export const products = pgTable(
  'products',
  {
    id: identityId(),
    /**
     * The shop's code for the product, in capitals, unique (issue 22). The admin gives it; a product
     * written otherwise (the demo catalogue, the generated benchmark catalogue, the migration that
     * added it) gets the next MED-nnnnnn.
     */
    sku: text('sku')
      .notNull()
      .default(sql`'MED-' || lpad(nextval('products_sku_seq')::text, 6, '0')`),
    /** The GTIN on the pack (8, 12, 13 or 14 digits with a valid check digit), unique when given. */
    gtin: text('gtin'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: money('price').notNull(),
    originalPrice: money('original_price'),
    imageUrl: text('image_url').notNull(),
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Whether it can be ordered: the admin's switch for a product that does not track its stock; for
     * one that does, `available > 0`, written by the stock triggers (db/objects/stock.sql).
     */
    inStock: boolean('in_stock').notNull().default(true),
    /** Stock settings (issue 19): the levels themselves are product_stock's. */
    trackInventory: boolean('track_inventory').notNull().default(false),
    /** Which lines are taxed (issue 37): only `standard` ones; `zero`-rated and `exempt` lines are not. */
    taxClass: text('tax_class', { enum: TAX_CLASSES }).notNull().default('standard'),
    /** Stored at 2–8 °C and shipped refrigerated: its order pays its zone's cold-chain surcharge. */
    coldChain: boolean('cold_chain').notNull().default(false),
    /** A toxin or filler (issue 39): a practice's buyer orders it only with a prescriber's sign-off. */
    prescriptionOnly: boolean('prescription_only').notNull().default(false),
    lotTracked: boolean('lot_tracked').notNull().default(false),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(LOW_STOCK_THRESHOLD_DEFAULT),
    /**
     * How many a shopper is told are left: `available` while it is at or below the threshold, else
     * null; written by the stock triggers only when it changes, so an order of a well-stocked product
     * leaves the catalogue (and its caches) alone.
     */
    stockLeft: integer('stock_left'),
    featured: boolean('featured').notNull().default(false),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brandId: weakRef('brand_id', () => brands.id),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0'),
    // What search compares: lowercased and unaccented by search_text() (db/objects/search-text.sql), stored so
    // each process's search index (modules/catalog/search-index.ts, decision 039) reads them as they are.
    searchName: text('search_name').generatedAlwaysAs(sql`search_text(name)`),
    searchDescription: text('search_description').generatedAlwaysAs(sql`search_text(description)`),
    ...timestamps(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.name),
    index('products_name_idx').on(t.name),
    index('products_price_idx').on(t.price),
    uniqueIndex('products_sku_key').on(t.sku),
    uniqueIndex('products_gtin_key').on(t.gtin),
    check('products_sku_format', sql`${t.sku} ~ '^[A-Z0-9][A-Z0-9._/-]{0,39}$'`),
    check('products_gtin_format', sql`${t.gtin} ~ '^([0-9]{8}|[0-9]{12,14})$'`),
    check('products_name_length', sql`length(trim(${t.name})) between 1 and 100`),
    check('products_description_length', sql`length(${t.description}) between 10 and 1000`),
    check('products_price_nonnegative', sql`${t.price} >= 0`),
    check('products_original_price_nonnegative', sql`${t.originalPrice} is null or ${t.originalPrice} >= 0`),
    check('products_rating_range', sql`${t.rating} between 0 and 5`),
    check('products_low_stock_threshold_range', sql`${t.lowStockThreshold} >= 0`),
    check('products_tax_class', sql`${t.taxClass} in (${sqlWords(TAX_CLASSES)})`),
  ],
);

/**
 * One row: a number every change of what a search reads moves on (the statement triggers of
 * db/objects/search-version.sql). A process's in-memory search index remembers the version it was
 * built at and answers a search only at that version (modules/catalog/search-index.ts,
 * docs/decisions/039).
 */
export const searchVersion = pgTable(
  'search_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('search_version_one_row', sql`${t.id} = 1`)],
);

/**
 * One row counting changes to what the catalogue import compares (issue 22): a product added,
 * removed or edited by an admin, a tier, a category or a brand. Moved on by statement triggers
 * (db/objects/catalogue-version.sql); a dry run remembers it, and its apply is refused once it moved.
 * Stock levels and orders leave it alone.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);

/**
 * A catalogue import's dry run (issue 22), until it is applied or an hour has passed: the file as
 * checked, the admin who checked it and the catalogue's version then. The apply checks it again.
 */
export const catalogImports = pgTable('catalog_imports', {
  token: uuid('token').primaryKey().defaultRandom(),
  adminId: integer('admin_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  csv: text('csv').notNull(),
  catalogueVersion: bigint('catalogue_version', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

/**
 * How many products each category holds, in stock and not. Kept exact by statement-level triggers
 * on `products` (db/objects/product-counts.sql), so a listing filtered by nothing but category and stock counts its
 * total in constant time, however large the catalogue (decision 006).
 */
export const productCounts = pgTable(
  'product_counts',
  {
    categoryId: parentId('category_id', () => categories.id),
    inStock: boolean('in_stock').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.inStock] }),
    check('product_counts_nonnegative', sql`${t.count} >= 0`),
  ],
);

/** A bulk discount tier (docs/product.md, Bulk pricing); discountedPrice is derived, never stored. */
export const bulkDiscountTiers = pgTable(
  'bulk_discount_tiers',
  {
    id: identityId(),
    productId: parentId('product_id', () => products.id),
    minQuantity: integer('min_quantity').notNull(),
    maxQuantity: integer('max_quantity'),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bulk_discount_tiers_product_idx').on(t.productId, t.minQuantity),
    check('bulk_discount_tiers_min_positive', sql`${t.minQuantity} >= 1`),
    check(
      'bulk_discount_tiers_min_le_max',
      sql`${t.maxQuantity} is null or ${t.minQuantity} <= ${t.maxQuantity}`,
    ),
    check(
      'bulk_discount_tiers_discount_range',
      sql`${t.discountPercentage} >= 0 and ${t.discountPercentage} <= 100`,
    ),
  ],
);

export const featuredCarouselEntries = pgTable(
  'featured_carousel_entries',
  {
    id: identityId(),
    productId: parentId('product_id', () => products.id),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('featured_carousel_entries_product_key').on(t.productId),
    index('featured_carousel_entries_order_idx').on(t.displayOrder),
  ],
);

export const carouselAnimation = pgEnum('carousel_animation', ANIMATION_TYPES);

/** A hero carousel item with its defaults and ranges (docs/product.md, Hero carousel items). */
export const heroCarouselItems = pgTable(
  'hero_carousel_items',
  {
    id: identityId(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description').notNull(),
    price: money('price').notNull(),
    originalPrice: money('original_price'),
    discount: text('discount'),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    imageUrl: text('image_url'),
    backgroundGradient: text('background_gradient'),
    textColor: text('text_color').notNull().default('#ffffff'),
    onSale: boolean('on_sale').notNull().default(false),
    badgeText: text('badge_text'),
    badgeColor: text('badge_color').notNull().default('#ef4444'),
    animationType: carouselAnimation('animation_type').notNull().default('fade'),
    displayDuration: integer('display_duration').notNull().default(5000),
    ctaText: text('cta_text'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    // Where the slide's button goes (issue 18): at most one of a product, a category or a shop path.
    // Deleting the product or category clears the link (decision 031).
    linkProductId: weakRef('link_product_id', () => products.id),
    linkCategoryId: weakRef('link_category_id', () => categories.id),
    linkPath: text('link_path'),
    // A slide linked to a product shows the product's current price unless this is on.
    priceOverride: boolean('price_override').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('hero_carousel_items_active_order_idx').on(t.isActive, t.sortOrder),
    index('hero_carousel_items_link_product_idx').on(t.linkProductId),
    index('hero_carousel_items_link_category_idx').on(t.linkCategoryId),
    check(
      'hero_carousel_items_one_link',
      sql`num_nonnulls(${t.linkProductId}, ${t.linkCategoryId}, ${t.linkPath}) <= 1`,
    ),
    check('hero_carousel_items_discount_range', sql`${t.discountPercentage} between 0 and 100`),
    check(
      'hero_carousel_items_duration_range',
      sql`${t.displayDuration} between 1000 and 10000 and ${t.displayDuration} % 500 = 0`,
    ),
    check('hero_carousel_items_text_color_hex', sql`${t.textColor} ~ '^#[0-9a-fA-F]{6}$'`),
    check('hero_carousel_items_badge_color_hex', sql`${t.badgeColor} ~ '^#[0-9a-fA-F]{6}$'`),
    check('hero_carousel_items_price_nonnegative', sql`${t.price} >= 0`),
  ],
);
