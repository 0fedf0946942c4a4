import { z } from 'zod';
import { TAX_CLASSES } from './charges';
import { booleanParam, pagedList, pageParam, searchParam } from './common-schemas';
import { ANIMATION_TYPES, MAX_PAGE_SIZE, SORT_OPTIONS } from './limits';
import { idParam, numberParam, wholeNumberParam } from './url-param-schemas';

/** A category (its icon is an image URL). */
export const Category = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  itemCount: z.number().int(),
});
export type Category = z.infer<typeof Category>;

/**
 * `/api/categories/:category`, one path for the one resource (the API document lists it once): its
 * read names the category by slug, as the shop's pages do; the admin's image write by id, as every
 * admin write names its row (docs/decisions/049).
 */
export const CategorySlugParams = z
  .object({ category: z.string().min(1).max(100).describe("The category's slug") })
  .strict();
export const CategoryIdParams = z.object({ category: idParam().describe("The category's id") }).strict();

export const ProductListQuery = z
  .object({
    categorySlug: z.string().trim().min(1).max(100).optional(),
    categoryId: idParam('Category id').optional(),
    search: searchParam(),
    page: pageParam(),
    limit: wholeNumberParam('Limit', { min: 1, max: MAX_PAGE_SIZE }).optional(),
    minPrice: numberParam('Minimum price', { min: 0, max: 1_000_000_000 }).optional(),
    maxPrice: numberParam('Maximum price', { min: 0, max: 1_000_000_000 }).optional(),
    inStock: booleanParam('In stock').optional(),
    sort: z.enum(SORT_OPTIONS, `Sort must be one of ${SORT_OPTIONS.join(', ')}`).optional(),
    exclude: idParam('Excluded product id').optional(),
  })
  .strict()
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'Minimum price must not exceed maximum price',
    path: ['minPrice'],
  });
export type ProductListQuery = z.input<typeof ProductListQuery>;

/** A bulk discount tier (docs/product.md, Bulk pricing). */
export const BulkDiscount = z.object({
  id: z.number().int(),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int().nullable(),
  discountPercentage: z.number(),
  discountedPrice: z.string(),
});
export type BulkDiscount = z.infer<typeof BulkDiscount>;

/** A product (tags as a comma-separated string, as listings show them). */
export const Product = z.object({
  id: z.number().int(),
  /** The shop's code for it (issue 22), in capitals; unique. */
  sku: z.string(),
  /** The GTIN on its pack (8, 12, 13 or 14 digits), when known. */
  gtin: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  originalPrice: z.string().nullable(),
  imageUrl: z.string(),
  imageUrls: z.array(z.string()),
  tags: z.string(),
  inStock: z.boolean(),
  /** Whether its stock is counted (issue 19): then it is in stock while some is available. */
  trackInventory: z.boolean(),
  /** How many are left, once few are (at or below the product's low-stock threshold); else null. */
  stockLeft: z.number().int().nullable(),
  /** Which of its lines are taxed (issue 37): only `standard` ones. */
  taxClass: z.enum(TAX_CLASSES),
  /** Stored at 2–8 °C: "Ships refrigerated", and its order pays the zone's cold-chain surcharge. */
  coldChain: z.boolean(),
  /** A toxin or filler (issue 39): "Prescription only"; a practice's buyer orders it with a sign-off. */
  prescriptionOnly: z.boolean(),
  featured: z.boolean(),
  categoryId: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  rating: z.number(),
  bulkDiscounts: z.array(BulkDiscount),
});
export type Product = z.infer<typeof Product>;

/** One page of a product listing. */
export const ProductListResponse = pagedList('products', Product).extend({ isAdmin: z.boolean() });
export type ProductListResponse = z.infer<typeof ProductListResponse>;

export const Brand = z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string().nullable() });
export type Brand = z.infer<typeof Brand>;

export const FeaturedEntry = z.object({
  id: z.number().int(),
  displayOrder: z.number().int(),
  product: Product,
});
export type FeaturedEntry = z.infer<typeof FeaturedEntry>;

/**
 * Where a hero slide's button goes (docs/product.md, Hero carousel items), as the server resolved
 * it: a product's page, a category's page or one of the shop's own pages; `href` is always a path of
 * the shop (`/product/12`, `/category/dermal-fillers`, `/products?search=botox`), and `name` names
 * the product or category for the admin's list.
 */
export const HeroSlideLink = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), productId: z.number().int(), name: z.string(), href: z.string() }),
  z.object({ kind: z.literal('category'), categoryId: z.number().int(), name: z.string(), href: z.string() }),
  z.object({ kind: z.literal('path'), path: z.string(), href: z.string() }),
]);
export type HeroSlideLink = z.infer<typeof HeroSlideLink>;

/**
 * A hero carousel item (docs/product.md, Hero carousel items). For a slide linked to a product
 * without `priceOverride`, `price` and `originalPrice` are the product's current ones.
 */
export const HeroCarouselItem = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string(),
  price: z.string(),
  originalPrice: z.string().nullable(),
  discount: z.string().nullable(),
  discountPercentage: z.number().int(),
  imageUrl: z.string().nullable(),
  backgroundGradient: z.string().nullable(),
  textColor: z.string(),
  onSale: z.boolean(),
  badgeText: z.string().nullable(),
  badgeColor: z.string(),
  animationType: z.enum(ANIMATION_TYPES),
  displayDuration: z.number().int(),
  ctaText: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  link: HeroSlideLink.nullable(),
  priceOverride: z.boolean(),
});
export type HeroCarouselItem = z.infer<typeof HeroCarouselItem>;
