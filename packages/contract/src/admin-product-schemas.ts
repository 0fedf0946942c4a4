import { z } from 'zod';
import { isHttpsImageAddress, STORED_IMAGE_PATH } from './images';
import { adminProductMessages as m } from './admin-messages';
import { TAX_CLASSES } from './charges';
import { patchBody } from './common-schemas';
import { fromCents, toCents } from './money';
import type { TierRule } from './pricing';
import { PLAIN_TEXT_LINE } from './text';
import { multilineText, text } from './text-field-schemas';
import { idField } from './number-field-schemas';

/**
 * The admin catalogue's inputs (docs/product.md, Admin screens and Admin catalogue): one schema per
 * form or call, used by the add-product page and the edit dialog to check what is typed and by the
 * server to check what arrives, with the same messages.
 */

export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_SKU_MAX = 40;
export const PRODUCT_DESCRIPTION_MIN = 10;
export const PRODUCT_DESCRIPTION_MAX = 1000;
export const PRODUCT_TAG_MAX = 50;
export const PRODUCT_TAGS_MAX = 30;
export const PRODUCT_IMAGES_MAX = 20;
export const PRODUCT_TIERS_MAX = 20;
/** Far beyond any cart line (999 units): a tier's bounds are quantities, not row ids. */
export const TIER_QUANTITY_MAX = 1_000_000;
/** numeric(12,2): ten digits before the point. */
const PRICE_WHOLE_DIGITS_MAX = 10;

/**
 * The image of a product that has none: the fallback image the web app serves (docs/product.md,
 * Header, carousels and toasts), so a product without images looks like one whose image failed.
 */
export const PRODUCT_PLACEHOLDER_IMAGE = '/product-fallback.svg';

// ---------------------------------------------------------------------------------------------
// Prices

export interface MoneyMessages {
  required: string;
  format: string;
  /** Zero or negative. */
  notPositive: string;
  tooLarge: string;
}

/**
 * An amount as the shop's price inputs give it: a decimal string ("129.5", " 129.50 ") or a JSON
 * number (129.5), positive, with at most two decimals; normalized to the wire form "129.50"
 * (docs/product.md, API conventions). A blank string is `blank` (required or "none"); zero is
 * refused as not positive unless `zero` is 'allowed' (a shipping rate, a surcharge).
 */
export function parseMoney(
  value: string | number | null,
  messages: MoneyMessages,
  blank: 'required',
  zero?: 'allowed',
): { amount: string } | { message: string };
export function parseMoney(
  value: string | number | null,
  messages: MoneyMessages,
  blank: 'none',
  zero?: 'allowed',
): { amount: string | null } | { message: string };
export function parseMoney(
  value: string | number | null,
  messages: MoneyMessages,
  blank: 'required' | 'none',
  zero?: 'allowed',
): { amount: string | null } | { message: string } {
  if (value === null) return blank === 'none' ? { amount: null } : { message: messages.required };
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return blank === 'none' ? { amount: null } : { message: messages.required };
  if (/^-\d+(\.\d+)?$/.test(text)) return { message: messages.notPositive };
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { message: messages.format };
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  if (whole.length > PRICE_WHOLE_DIGITS_MAX) return { message: messages.tooLarge };
  const cents = toCents(match[2] === undefined ? whole : `${whole}.${match[2]}`);
  if (cents === 0 && zero !== 'allowed') return { message: messages.notPositive };
  return { amount: fromCents(cents) };
}

/** A parsed amount as a zod transform's result: its message becomes the field's issue. */
export function amountOrIssue<T>(parsed: { amount: T } | { message: string }, ctx: z.RefinementCtx): T {
  if ('message' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.amount;
}

/**
 * A required amount of money as parseMoney reads it (zero refused unless `zero` is 'allowed'),
 * `error` for a value that is neither text nor a number; "129.50" out.
 */
export const requiredAmount = (messages: MoneyMessages, error: string, zero?: 'allowed') =>
  z
    .union([z.string(), z.number()], { error })
    .transform((value, ctx) => amountOrIssue(parseMoney(value, messages, 'required', zero), ctx));

/** An amount as requiredAmount reads it, or null (blank or absent too) for none. */
export const optionalAmount = (messages: MoneyMessages, error: string, zero?: 'allowed') =>
  z
    .union([z.string(), z.number(), z.null()], { error })
    .transform((value, ctx) => amountOrIssue(parseMoney(value, messages, 'none', zero), ctx));

const priceMessages: MoneyMessages = {
  required: m.priceRequired,
  format: m.priceFormat,
  notPositive: m.pricePositive,
  tooLarge: m.priceTooLarge,
};

/** The product price: required, positive, at most two decimals; "129.50" out. */
export const PriceField = requiredAmount(priceMessages, m.priceRequired);

const originalPriceMessages: MoneyMessages = {
  required: m.originalPriceFormat,
  format: m.originalPriceFormat,
  notPositive: m.originalPriceNotHigher,
  tooLarge: m.priceTooLarge,
};

/** The struck-through price: null, blank or absent means none; otherwise like the price. */
export const OriginalPriceField = optionalAmount(originalPriceMessages, m.originalPriceFormat);

/**
 * The original price is the one struck through beside the price, so it must be higher
 * (docs/product.md, Admin catalogue); equal or lower would show a "saving" of nothing or less.
 */
export function originalPriceIsHigher(price: string, originalPrice: string | null): boolean {
  return originalPrice === null || toCents(originalPrice) > toCents(price);
}

// ---------------------------------------------------------------------------------------------
// Tags

/**
 * Tags as typed ("botox, 100U, ,Botox") or as a list: split on commas, trimmed, inner spaces
 * collapsed, empties and repeats (any case) dropped, first spelling kept.
 */
export function splitTags(value: string | readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  const parts = (typeof value === 'string' ? [value] : value).flatMap((item) => item.split(','));
  for (const part of parts) {
    const tag = part.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

export const TagsField = z
  .union([z.string().max(5000, m.tagsFormat), z.array(z.string()).max(200, m.tagsFormat)], {
    error: m.tagsFormat,
  })
  .transform(splitTags)
  .pipe(
    z
      .array(text().max(PRODUCT_TAG_MAX, m.tagTooLong(PRODUCT_TAG_MAX)).regex(PLAIN_TEXT_LINE, m.tagsFormat))
      .max(PRODUCT_TAGS_MAX, m.tooManyTags(PRODUCT_TAGS_MAX)),
  );

// ---------------------------------------------------------------------------------------------
// Images

/**
 * An image address an admin may give a product: an `https:` URL (no credentials, no spaces), an
 * image stored by the shop (`/images/{uuid}`, decision 016) or the placeholder. Never `http:`
 * (mixed content on the shop's https pages), `data:` (uploads become stored images instead), or
 * `javascript:` and other schemes.
 */
export function isProductImageUrl(url: string): boolean {
  return url === PRODUCT_PLACEHOLDER_IMAGE || STORED_IMAGE_PATH.test(url) || isHttpsImageAddress(url);
}

export const ImageUrlField = text(m.imageUrlInvalid).trim().refine(isProductImageUrl, m.imageUrlInvalid);

const ImageUrlList = z
  .array(ImageUrlField, m.imageUrlInvalid)
  .max(PRODUCT_IMAGES_MAX, m.tooManyImages(PRODUCT_IMAGES_MAX));

/**
 * A product's images as one ordered set: the main image first, then the others, each once. The
 * placeholder counts only when there is nothing else.
 */
export function productImageSet(imageUrl: string | undefined, imageUrls: readonly string[]): string[] {
  const unique = [...new Set([...(imageUrl === undefined ? [] : [imageUrl]), ...imageUrls])];
  const real = unique.filter((url) => url !== PRODUCT_PLACEHOLDER_IMAGE);
  return real.length > 0 ? real : unique;
}

// ---------------------------------------------------------------------------------------------
// Bulk tiers (docs/product.md, Bulk pricing)

const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export const BulkTierInput = z
  .object(
    {
      minQuantity: z
        .number(m.tierMinQuantity)
        .int(m.tierMinQuantity)
        .min(1, m.tierMinQuantity)
        .max(TIER_QUANTITY_MAX, m.tierQuantityTooLarge(TIER_QUANTITY_MAX)),
      maxQuantity: z
        .number(m.tierMaxQuantity)
        .int(m.tierMaxQuantity)
        .min(1, m.tierMaxBelowMin)
        .max(TIER_QUANTITY_MAX, m.tierQuantityTooLarge(TIER_QUANTITY_MAX))
        .nullable()
        .default(null),
      discountPercentage: z
        .number(m.tierDiscount)
        .min(0, m.tierDiscount)
        .max(100, m.tierDiscount)
        .refine(hasAtMostTwoDecimals, m.tierDiscountDecimals),
    },
    m.tiersFormat,
  )
  .strict()
  .refine((tier) => tier.maxQuantity === null || tier.maxQuantity >= tier.minQuantity, {
    message: m.tierMaxBelowMin,
    path: ['maxQuantity'],
  });
export type BulkTierInput = z.input<typeof BulkTierInput>;

type TierRange = Pick<TierRule, 'minQuantity' | 'maxQuantity'>;

/**
 * Every pair of tiers whose quantity ranges share a quantity, numbered from 1 in the order given
 * (a null maximum has no upper bound). Tiers may not overlap: one quantity, one tier.
 */
export function overlappingTiers(tiers: readonly TierRange[]): [number, number][] {
  const pairs: [number, number][] = [];
  tiers.forEach((a, i) => {
    tiers.slice(i + 1).forEach((b, k) => {
      const aMax = a.maxQuantity ?? Infinity;
      const bMax = b.maxQuantity ?? Infinity;
      if (a.minQuantity <= bMax && b.minQuantity <= aMax) pairs.push([i + 1, i + k + 2]);
    });
  });
  return pairs;
}

/** The tier editor's next draft starts after the highest tier (docs/product.md, Bulk pricing). */
export function nextTierMinimum(tiers: readonly TierRange[]): number | null {
  if (tiers.length === 0) return 1;
  let last = tiers[0] as TierRange;
  for (const tier of tiers) if (tier.minQuantity > last.minQuantity) last = tier;
  return last.maxQuantity === null ? null : last.maxQuantity + 1;
}

/** A product's tiers: checked, without overlaps, sorted by minimum quantity. */
export const BulkTierList = z
  .array(BulkTierInput, m.tiersFormat)
  .max(PRODUCT_TIERS_MAX, m.tooManyTiers(PRODUCT_TIERS_MAX))
  .superRefine((tiers, ctx) => {
    for (const [first, second] of overlappingTiers(tiers)) {
      ctx.addIssue({ code: 'custom', message: m.tiersOverlap(first, second) });
    }
  })
  .transform((tiers) => [...tiers].sort((a, b) => a.minQuantity - b.minQuantity));

// ---------------------------------------------------------------------------------------------
// Products

const NameField = text(m.nameRequired)
  .trim()
  .min(1, m.nameRequired)
  .max(PRODUCT_NAME_MAX, m.nameTooLong(PRODUCT_NAME_MAX))
  .regex(PLAIN_TEXT_LINE, m.namePlainText);

const DescriptionField = multilineText(m.descriptionTooShort(PRODUCT_DESCRIPTION_MIN))
  .trim()
  .min(PRODUCT_DESCRIPTION_MIN, m.descriptionTooShort(PRODUCT_DESCRIPTION_MIN))
  .max(PRODUCT_DESCRIPTION_MAX, m.descriptionTooLong(PRODUCT_DESCRIPTION_MAX));

/**
 * A product's SKU, the shop's own code for it (issue 22): letters, digits and `. _ / -`, starting with
 * a letter or digit; kept in capitals, so "btx-100" and "BTX-100" are one SKU. Unique (the server's
 * check).
 */
const SkuField = text(m.skuRequired)
  .trim()
  .min(1, { message: m.skuRequired, abort: true })
  .max(PRODUCT_SKU_MAX, m.skuFormat(PRODUCT_SKU_MAX))
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, m.skuFormat(PRODUCT_SKU_MAX))
  .transform((sku) => sku.toUpperCase());

/** Whether `digits` (8, 12, 13 or 14 of them) end with the GS1 check digit of the others. */
export function hasValidGtinCheckDigit(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i -= 1, weight = 4 - weight) {
    sum += Number(digits[i]) * weight;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/**
 * The GTIN on the pack (EAN-8, UPC-A, EAN-13 or GTIN-14) with a valid check digit; spaces are
 * dropped, a blank or null means none. Unique among products (the server's check).
 */
const GtinField = z
  .union([z.string().max(100, m.gtinFormat), z.null()], { error: m.gtinFormat })
  .transform((value, ctx) => {
    const digits = value === null ? '' : value.replace(/\s+/g, '');
    if (digits === '') return null;
    if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: m.gtinFormat });
      return z.NEVER;
    }
    if (!hasValidGtinCheckDigit(digits)) {
      ctx.addIssue({ code: 'custom', message: m.gtinCheckDigit });
      return z.NEVER;
    }
    return digits;
  });

/** A JSON number naming a category (never "3" or true); whether it exists is the server's check. */
const CategoryIdField = idField(m.categoryRequired);

/** A JSON number naming a brand, or null for none; whether it exists is the server's check. */
const BrandIdField = idField(m.brandFormat).nullable();

const FeaturedField = z.boolean(m.featuredFormat);
const InStockField = z.boolean(m.inStockFormat);
/** Which of its lines are taxed (issue 37; docs/product.md, Shipping and taxes). */
const TaxClassField = z.enum(TAX_CLASSES, m.taxClassFormat);
/** Stored at 2–8 °C: its order pays the zone's cold-chain surcharge. */
const ColdChainField = z.boolean(m.coldChainFormat);
/** A toxin or filler (issue 39): a practice's buyer orders it only with a prescriber's sign-off. */
const PrescriptionOnlyField = z.boolean(m.prescriptionOnlyFormat);

/**
 * The price rule across two fields, of a product and of a carousel item: reported on originalPrice
 * when both are valid amounts.
 */
export function checkOriginalPrice(
  value: { price?: unknown; originalPrice?: unknown },
  ctx: z.RefinementCtx,
) {
  const { price, originalPrice } = value;
  if (typeof price !== 'string' || typeof originalPrice !== 'string') return;
  if (!originalPriceIsHigher(price, originalPrice)) {
    ctx.addIssue({ code: 'custom', message: m.originalPriceNotHigher, path: ['originalPrice'] });
  }
}

/** The image fields, merged into one set: at most PRODUCT_IMAGES_MAX. */
function checkImageCount(value: { imageUrl?: unknown; imageUrls?: unknown }, ctx: z.RefinementCtx) {
  const main = typeof value.imageUrl === 'string' ? value.imageUrl : undefined;
  const others = Array.isArray(value.imageUrls) ? (value.imageUrls as unknown[]) : [];
  if (!others.every((url): url is string => typeof url === 'string')) return;
  if (productImageSet(main, others).length > PRODUCT_IMAGES_MAX) {
    ctx.addIssue({ code: 'custom', message: m.tooManyImages(PRODUCT_IMAGES_MAX), path: ['imageUrls'] });
  }
}

/** A new product's fields and rules, its SKU as `sku` says (required or not). */
const newProduct = <Sku extends z.ZodType>(sku: Sku) =>
  z
    .object({
      name: NameField,
      sku,
      gtin: GtinField.default(null),
      description: DescriptionField,
      price: PriceField,
      originalPrice: OriginalPriceField.optional(),
      categoryId: CategoryIdField,
      brandId: BrandIdField.default(null),
      tags: TagsField.optional(),
      featured: FeaturedField.default(false),
      inStock: InStockField.default(true),
      taxClass: TaxClassField.default('standard'),
      coldChain: ColdChainField.default(false),
      prescriptionOnly: PrescriptionOnlyField.default(false),
      imageUrl: ImageUrlField.optional(),
      imageUrls: ImageUrlList.optional(),
      bulkDiscounts: BulkTierList.optional(),
    })
    .strict()
    .superRefine((value, ctx) => {
      checkOriginalPrice(value, ctx);
      checkImageCount(value, ctx);
    })
    .transform(({ imageUrl, imageUrls, originalPrice, tags, bulkDiscounts, ...rest }) => {
      const [main = PRODUCT_PLACEHOLDER_IMAGE, ...others] = productImageSet(imageUrl, imageUrls ?? []);
      return {
        ...rest,
        originalPrice: originalPrice ?? null,
        tags: tags ?? [],
        imageUrl: main,
        imageUrls: others,
        bulkDiscounts: bulkDiscounts ?? [],
      };
    });

/**
 * The add-product form and the catalogue import's rows: the SKU is required, the GTIN optional.
 * Featured is off and In Stock on unless chosen, the tax class standard and cold chain off (the
 * import's rows leave these two as the product has them); without images the product gets the
 * placeholder; brand (null: none), tags and tiers are optional.
 */
export const ProductInput = newProduct(SkuField);
export type ProductInput = z.input<typeof ProductInput>;
export type ProductValues = z.output<typeof ProductInput>;

/**
 * `POST /api/admin/products`: as ProductInput, but the SKU may be left out, as the specification's
 * add-product payload has none: the product then gets the next MED-nnnnnn, as products written
 * before SKUs did. A SKU that is sent is checked as the form checks it.
 */
export const NewProductBody = newProduct(SkuField.optional());
export type NewProductBody = z.input<typeof NewProductBody>;

/** A product's own fields, as an edit sends them (the other images and the tiers have calls of their own). */
const productFields = {
  sku: SkuField,
  gtin: GtinField,
  name: NameField,
  description: DescriptionField,
  price: PriceField,
  imageUrl: ImageUrlField,
  categoryId: CategoryIdField,
  inStock: InStockField,
  featured: FeaturedField,
  taxClass: TaxClassField,
  coldChain: ColdChainField,
  prescriptionOnly: PrescriptionOnlyField,
  brandId: BrandIdField,
  originalPrice: OriginalPriceField,
  tags: TagsField,
};

/**
 * `PUT /api/admin/products/{id}`, the edit dialog: every field it shows is required (name,
 * description, price, image URL, category, In Stock, Featured). What it does not show may come too:
 * the SKU, the GTIN (null clears it), originalPrice (null clears it), brandId (null clears it), tags,
 * the tax class, cold chain, the other images and the tiers; left out, they stay.
 */
export const ProductReplace = z
  .object(productFields)
  .partial({
    sku: true,
    gtin: true,
    taxClass: true,
    coldChain: true,
    prescriptionOnly: true,
    brandId: true,
    originalPrice: true,
    tags: true,
  })
  .extend({ imageUrls: ImageUrlList.optional(), bulkDiscounts: BulkTierList.optional() })
  .strict()
  .superRefine((value, ctx) => {
    checkOriginalPrice(value, ctx);
    checkImageCount(value, ctx);
  });
export type ProductReplace = z.input<typeof ProductReplace>;

/** `PATCH /api/admin/products/{id}`: any of the product's own fields; the rest stay. */
export const ProductPatch = patchBody(productFields, m.nothingToChange).superRefine(checkOriginalPrice);
export type ProductPatch = z.input<typeof ProductPatch>;

/** `PATCH /api/admin/products/{id}/price`: the price, and the original price when sent. */
export const PriceChange = z
  .object({ price: PriceField, originalPrice: OriginalPriceField.optional() })
  .strict()
  .superRefine(checkOriginalPrice);
export type PriceChange = z.input<typeof PriceChange>;

/** `PATCH /api/admin/products/{id}/image`: a new main image; the other images stay. */
export const ImageChange = z.object({ imageUrl: ImageUrlField }).strict();
export type ImageChange = z.input<typeof ImageChange>;

/**
 * `PATCH /api/admin/products/{id}/images`, the image manager's Save: the whole set in order, main
 * image first (imageUrl, or the first of imageUrls); at least one.
 */
export const ImagesChange = z
  .object({ imageUrl: ImageUrlField.optional(), imageUrls: ImageUrlList.default([]) })
  .strict()
  .superRefine((value, ctx) => {
    if (value.imageUrl === undefined && value.imageUrls.length === 0) {
      ctx.addIssue({ code: 'custom', message: m.imageRequired, path: ['imageUrl'] });
    }
    checkImageCount(value, ctx);
  })
  .transform(({ imageUrl, imageUrls }) => {
    const [main = PRODUCT_PLACEHOLDER_IMAGE, ...others] = productImageSet(imageUrl, imageUrls);
    return { imageUrl: main, imageUrls: others };
  });
export type ImagesChange = z.input<typeof ImagesChange>;

/** `PUT /api/admin/products/{id}/tiers`: the product's whole tier list (empty removes them all). */
export const TiersReplace = z.object({ tiers: BulkTierList }).strict();
export type TiersReplace = z.input<typeof TiersReplace>;
