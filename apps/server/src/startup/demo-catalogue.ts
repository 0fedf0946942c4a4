import { GRADIENT_PRESETS } from '@shop/contract/carousel';
import { savingsPercent } from '@shop/contract/pricing';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  brands,
  bulkDiscountTiers,
  categories,
  featuredCarouselEntries,
  heroCarouselItems,
  products,
} from '../db/schema/catalog';
import { productStock, stockLots, stockMovements } from '../db/schema/stock';
import { BRAND_PALETTES, CATEGORY_COLOURS, type BrandName } from '../db/seed/art-palettes';
import { DEMO_FEATURED_PRODUCTS, DEMO_HERO_ITEMS, type DemoHeroItem } from '../db/seed/demo-carousel';
import { DEMO_PRODUCTS, type DemoProduct } from '../db/seed/demo-products';
import { demoStockOf, monthsAfter } from '../db/seed/demo-stock';
import { brandLogoSvg, categoryIconSvg } from '../db/seed/identity-art';
import type { DeviceKind } from '../db/seed/packshot-devices';
import { heroSceneSvg, packshotSvg, type PackshotSpec, type PackshotView } from '../db/seed/product-art';
import { BRANDS, CATEGORIES, type CategorySlug } from '../db/seed/reference-data';
import { darken, mapWithConcurrency } from '../db/seed/svg-kit';
import { imageLibrary } from '../lib/image-library';
import { storeImages } from '../modules/images/images.service';

// Rendering runs on libuv's worker threads; a few jobs in flight keep both cores busy.
const RENDER_CONCURRENCY = 4;
interface RenderedImage {
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

// WebP effort 2 gives files within a few per cent of the default (4) on flat artwork at half the
// CPU, which matters because the whole demo catalogue is drawn during the first start.
async function renderSvgToWebp(svg: string, quality = 82): Promise<RenderedImage> {
  const sharp = await imageLibrary();
  const { data, info } = await sharp(Buffer.from(svg))
    .webp({ quality, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  return { data, contentType: 'image/webp', width: info.width, height: info.height };
}

// Every demo-seeding transaction takes this lock, so servers starting together on one database
// take turns and the second one finds everything already there.
const DEMO_SEED_LOCK_ID = 7_302_115_002;

const DEFAULT_STORAGE: Record<DeviceKind, string[]> = {
  vial: ['Store at 20–25 °C.', 'Protect from light.', 'Discard any unused portion.'],
  syringe: ['Store at up to 25 °C.', 'Do not freeze.', 'Single patient use.'],
  'prefilled-syringe': ['Store at 2–25 °C.', 'Do not freeze.', 'Single use only.'],
  pen: ['Before first use: 2–8 °C.', 'Do not freeze.'],
  tablets: ['Store at 20–25 °C.', 'Keep in the original package.'],
  iud: ['Store at 15–30 °C.', 'Sterile until the pouch is opened.'],
};

/**
 * Loads the demo catalogue: category icons and brand logos (only where none is set), products with
 * their images and bulk tiers, hero carousel items and featured entries. Safe to run again: anything
 * already there (products and hero items by case-insensitive name) is left alone. Returns how many
 * products it added.
 */
export async function seedDemoCatalogue(db: Db): Promise<number> {
  for (const set of DRAWN_IMAGES) await drawMissingImages(db, set);
  const added = await seedProducts(db);
  await seedHeroCarousel(db);
  await seedFeaturedCarousel(db);
  return added;
}

const nameKey = (name: string) => name.toLowerCase();
const lowerOf = (column: AnyPgColumn) => sql<string>`lower(${column})`;

function isCategorySlug(slug: string): slug is CategorySlug {
  return CATEGORIES.some((category) => category.slug === slug);
}

function isBrandName(name: string): name is BrandName {
  return BRANDS.some((brand) => brand === name);
}

async function lockDemoSeed(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_ID})`);
}

const imageOf = (row: { image: RenderedImage }) => row.image;

function renderAll<T, Image extends RenderedImage | undefined>(
  items: readonly T[],
  render: (item: T) => Promise<Image>,
) {
  return mapWithConcurrency(items, RENDER_CONCURRENCY, render);
}

/**
 * A set of images the demo draws, one for each row of `table` that has none (a category's icon, a
 * brand's logo): `draw` draws it from the row's `key`, or nothing for a key the demo does not know.
 */
interface DrawnImages {
  table: PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };
  key: AnyPgColumn<{ data: string; notNull: true }>;
  imageColumn: AnyPgColumn;
  setImage: (tx: Db, id: number, url: string) => Promise<unknown>;
  draw: (key: string) => Promise<RenderedImage | undefined>;
}

const DRAWN_IMAGES: readonly DrawnImages[] = [
  {
    table: categories,
    key: categories.slug,
    imageColumn: categories.icon,
    setImage: (tx, id, url) => tx.update(categories).set({ icon: url }).where(eq(categories.id, id)),
    draw: async (slug) => (isCategorySlug(slug) ? renderSvgToWebp(categoryIconSvg(slug)) : undefined),
  },
  {
    table: brands,
    key: brands.name,
    imageColumn: brands.imageUrl,
    setImage: (tx, id, url) => tx.update(brands).set({ imageUrl: url }).where(eq(brands.id, id)),
    draw: async (name) =>
      isBrandName(name)
        ? renderSvgToWebp(brandLogoSvg(name, BRAND_PALETTES[name], BRANDS.indexOf(name)), 88)
        : undefined,
  },
];

/**
 * Draws the missing images of a set, stores them and points the rows at them, in one transaction. A
 * row that got an image since it was read (an admin's choice) keeps it: `imageColumn` is still empty
 * only for the others.
 */
async function drawMissingImages(db: Db, set: DrawnImages) {
  const rows = await db
    .select({ id: set.table.id, key: set.key })
    .from(set.table)
    .where(isNull(set.imageColumn));
  const images = await renderAll(rows, ({ key }) => set.draw(key));
  const rendered = rows.flatMap(({ id }, i) => (images[i] ? [{ id, image: images[i] }] : []));
  if (rendered.length === 0) return;
  await db.transaction(async (tx) => {
    await lockDemoSeed(tx);
    const ids = rendered.map((row) => row.id);
    const stillEmpty = await tx
      .select({ id: set.table.id })
      .from(set.table)
      .where(and(inArray(set.table.id, ids), isNull(set.imageColumn)))
      .for('update');
    const emptyIds = new Set(stillEmpty.map((row) => row.id));
    const targets = rendered.filter((row) => emptyIds.has(row.id));
    const stored = await storeImages(tx, targets.map(imageOf));
    for (const [i, { id }] of targets.entries()) {
      const url = stored[i]?.url;
      if (url) await set.setImage(tx, id, url);
    }
  });
}

function packshotSpec(product: DemoProduct): PackshotSpec {
  const colours = CATEGORY_COLOURS[product.category];
  const { art } = product;
  const palette =
    art.palette ??
    (product.brand
      ? BRAND_PALETTES[product.brand]
      : { primary: darken(colours.from, 0.2), accent: colours.to });
  return {
    title: art.title,
    strength: art.strength,
    caption: art.caption,
    maker: art.maker ?? product.brand ?? 'Medical supply',
    device: art.device,
    deviceLabel: art.label,
    palette,
    backdrop: colours.from,
    powder: art.powder ?? false,
    storage: storageOf(product),
  };
}

const storageOf = (product: DemoProduct) => product.art.storage ?? DEFAULT_STORAGE[product.art.device];

/**
 * Cold chain: a product whose storage asks for 2–8 °C and no other range ("Store unopened vials at
 * 2–8 °C", a pen before first use), not one that may also be kept at room temperature.
 */
/** The demo catalogue's prescription-only products (issue 39): its toxins and fillers. */
const PRESCRIPTION_CATEGORIES: readonly CategorySlug[] = ['botulinum-toxins', 'dermal-fillers'];

function isColdChain(product: DemoProduct) {
  const [first = ''] = storageOf(product);
  const ranges = first.match(/\d+–\d+ °C/g) ?? [];
  return ranges.length === 1 && ranges[0] === '2–8 °C';
}

const viewsOf = (product: DemoProduct): PackshotView[] => ['front', ...(product.art.extraViews ?? [])];

async function existingProductNames(db: Db, names: readonly string[]) {
  const rows = await db
    .select({ name: products.name })
    .from(products)
    .where(inArray(lowerOf(products.name), names.map(nameKey)));
  return new Set(rows.map((row) => nameKey(row.name)));
}

async function seedProducts(db: Db): Promise<number> {
  const allNames = DEMO_PRODUCTS.map((product) => product.name);
  const present = await existingProductNames(db, allNames);
  const missing = DEMO_PRODUCTS.filter((product) => !present.has(nameKey(product.name)));
  if (missing.length === 0) return 0;

  const jobs = missing.flatMap((product) => viewsOf(product).map((view) => ({ product, view })));
  const rendered = await renderAll(jobs, ({ product, view }) =>
    renderSvgToWebp(packshotSvg(packshotSpec(product), view)),
  );
  const imagesByProduct = new Map<DemoProduct, RenderedImage[]>();
  for (const [i, { product }] of jobs.entries()) {
    const image = rendered[i];
    if (image) imagesByProduct.set(product, [...(imagesByProduct.get(product) ?? []), image]);
  }

  return db.transaction(async (tx) => {
    await lockDemoSeed(tx);
    const presentNow = await existingProductNames(tx, allNames);
    const toInsert = missing.filter((product) => !presentNow.has(nameKey(product.name)));
    if (toInsert.length === 0) return 0;

    const categoryIds = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [
        row.slug,
        row.id,
      ]),
    );
    const brandIds = new Map(
      (await tx.select({ id: brands.id, name: brands.name }).from(brands)).map((row) => [
        nameKey(row.name),
        row.id,
      ]),
    );

    const imagesPerProduct = toInsert.map((product) => imagesByProduct.get(product) ?? []);
    const stored = await storeImages(tx, imagesPerProduct.flat());
    let nextImage = 0;
    const rows = toInsert.map((product, i) => {
      const categoryId = categoryIds.get(product.category);
      if (categoryId === undefined) {
        throw new Error(`category ${product.category} is missing: seed the reference data first`);
      }
      const imageCount = imagesPerProduct[i]?.length ?? 0;
      const [imageUrl, ...imageUrls] = stored.slice(nextImage, nextImage + imageCount).map((ref) => ref.url);
      nextImage += imageCount;
      if (!imageUrl) throw new Error(`no packshot was rendered for ${product.name}`);
      return {
        name: product.name,
        description: product.description,
        price: product.price,
        originalPrice: product.originalPrice ?? null,
        imageUrl,
        imageUrls,
        tags: product.tags,
        inStock: product.inStock ?? true,
        featured: product.featured ?? false,
        categoryId,
        brandId: product.brand ? (brandIds.get(nameKey(product.brand)) ?? null) : null,
        rating: product.rating,
        taxClass: product.taxClass ?? 'standard',
        coldChain: isColdChain(product),
        prescriptionOnly: PRESCRIPTION_CATEGORIES.includes(product.category),
      };
    });
    const inserted = await tx
      .insert(products)
      .values(rows)
      .returning({ id: products.id, name: products.name });

    const idByName = new Map(inserted.map((row) => [nameKey(row.name), row.id]));
    const tiers = toInsert.flatMap((product) => {
      const productId = idByName.get(nameKey(product.name));
      return productId === undefined ? [] : (product.tiers ?? []).map((tier) => ({ productId, ...tier }));
    });
    if (tiers.length > 0) await tx.insert(bulkDiscountTiers).values(tiers);
    await seedStock(tx, toInsert, idByName);
    return inserted.length;
  });
}

/**
 * The new demo products' stock (db/seed/demo-stock.ts): tracking turned on (which makes the stock
 * row), the lots, on hand, and one ledger row per receipt, so the ledger adds up to on hand.
 */
async function seedStock(tx: Db, added: readonly DemoProduct[], idByName: Map<string, number>) {
  const firstOutOfStock = DEMO_PRODUCTS.find((product) => product.inStock === false);
  const today = new Date();
  for (const product of added) {
    const productId = idByName.get(nameKey(product.name));
    const stock = demoStockOf(product, product === firstOutOfStock);
    if (productId === undefined || stock === undefined) continue;
    await tx
      .update(products)
      .set({ trackInventory: true, lotTracked: stock.lotTracked })
      .where(eq(products.id, productId));
    if (stock.onHand === 0) continue;
    const lots =
      stock.lots.length === 0
        ? []
        : await tx
            .insert(stockLots)
            .values(
              stock.lots.map((lot) => ({
                productId,
                lotNumber: lot.lotNumber,
                expiryDate: monthsAfter(today, lot.monthsToExpiry),
                onHand: lot.onHand,
              })),
            )
            .returning({ id: stockLots.id, onHand: stockLots.onHand });
    await tx.update(productStock).set({ onHand: stock.onHand }).where(eq(productStock.productId, productId));
    const receipts = lots.length > 0 ? lots : [{ id: null, onHand: stock.onHand }];
    await tx.insert(stockMovements).values(
      receipts.map((lot) => ({
        productId,
        kind: 'receive' as const,
        quantity: lot.onHand,
        lotId: lot.id,
        reason: 'Opening stock',
      })),
    );
  }
}

const gradientOf = (item: DemoHeroItem) =>
  GRADIENT_PRESETS.find((preset) => preset.name === item.gradient) ?? GRADIENT_PRESETS[0];

function heroPicture(item: DemoHeroItem): Promise<RenderedImage> {
  const pictured = item.pictured.flatMap((name) => {
    const product = DEMO_PRODUCTS.find((candidate) => candidate.name === name);
    return product ? [packshotSpec(product)] : [];
  });
  return renderSvgToWebp(heroSceneSvg(pictured, gradientOf(item)), 80);
}

async function existingHeroTitles(db: Db) {
  const titles = DEMO_HERO_ITEMS.map((item) => nameKey(item.title));
  const rows = await db
    .select({ title: heroCarouselItems.title })
    .from(heroCarouselItems)
    .where(inArray(lowerOf(heroCarouselItems.title), titles));
  return new Set(rows.map((row) => nameKey(row.title)));
}

async function seedHeroCarousel(db: Db) {
  const present = await existingHeroTitles(db);
  const missing = DEMO_HERO_ITEMS.filter((item) => !present.has(nameKey(item.title)));
  if (missing.length === 0) return;

  const pictures = await renderAll(missing, heroPicture);
  await db.transaction(async (tx) => {
    await lockDemoSeed(tx);
    const presentNow = await existingHeroTitles(tx);
    const toInsert = missing.flatMap((item, i) => {
      const picture = pictures[i];
      return picture && !presentNow.has(nameKey(item.title)) ? [{ item, image: picture }] : [];
    });
    if (toInsert.length === 0) return;
    const stored = await storeImages(tx, toInsert.map(imageOf));
    const links = await demoLinkTargets(tx);
    const rows = toInsert.map(({ item }, i) => {
      const discountPercentage = savingsPercent(item.price, item.originalPrice) ?? 0;
      return {
        title: item.title,
        subtitle: item.subtitle,
        description: item.description,
        price: item.price,
        originalPrice: item.originalPrice,
        discount: discountPercentage > 0 ? `Save ${discountPercentage}%` : null,
        discountPercentage,
        imageUrl: stored[i]?.url ?? null,
        backgroundGradient: gradientOf(item).value,
        textColor: item.textColor,
        onSale: item.onSale,
        badgeText: item.badgeText,
        badgeColor: item.badgeColor,
        animationType: item.animationType,
        displayDuration: item.displayDuration,
        ctaText: item.ctaText,
        isActive: item.isActive,
        sortOrder: item.sortOrder,
        ...links(item),
      };
    });
    await tx.insert(heroCarouselItems).values(rows);
  });
}

/** The demo slides' links as stored: the product (by name) or category (by slug) each names. */
async function demoLinkTargets(tx: Db) {
  const productNames = DEMO_HERO_ITEMS.flatMap((item) => ('product' in item.link ? [item.link.product] : []));
  const productRows = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(lowerOf(products.name), productNames.map(nameKey)));
  const categoryRows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
  const productIds = new Map(productRows.map((row) => [nameKey(row.name), row.id]));
  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));
  return ({ link }: DemoHeroItem) =>
    'product' in link
      ? { linkProductId: productIds.get(nameKey(link.product)) ?? null }
      : { linkCategoryId: categoryIds.get(link.category) ?? null };
}

async function seedFeaturedCarousel(db: Db) {
  await db.transaction(async (tx) => {
    await lockDemoSeed(tx);
    const rows = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(lowerOf(products.name), DEMO_FEATURED_PRODUCTS.map(nameKey)));
    const idByName = new Map(rows.map((row) => [nameKey(row.name), row.id]));
    // One entry per product: an entry already there keeps the order an admin gave it.
    const listed = new Set(
      (await tx.select({ productId: featuredCarouselEntries.productId }).from(featuredCarouselEntries)).map(
        (entry) => entry.productId,
      ),
    );
    const entries = DEMO_FEATURED_PRODUCTS.flatMap((name, i) => {
      const productId = idByName.get(nameKey(name));
      return productId === undefined || listed.has(productId) ? [] : [{ productId, displayOrder: i + 1 }];
    });
    if (entries.length > 0) await tx.insert(featuredCarouselEntries).values(entries);
  });
}
