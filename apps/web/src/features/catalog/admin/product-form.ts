import {
  BulkTierInput,
  nextTierMinimum,
  overlappingTiers,
  PriceField,
  PRODUCT_TIERS_MAX,
  ProductInput,
  ProductReplace,
  type ProductValues,
} from '@shop/contract/admin-product-schemas';
import type { BulkDiscount, Product } from '@shop/contract/catalog-schemas';
import type { TaxClass } from '@shop/contract/charges';
import { adminProductMessages as m } from '@shop/contract/admin-messages';
import { discountedPrice } from '@shop/contract/pricing';
import { LOW_STOCK_THRESHOLD_DEFAULT, StockSettingsInput } from '@shop/contract/stock-schemas';
import type { z } from 'zod';
import { errorsFromIssues, numberOf, type FieldErrors } from '@/lib/form';
import type { FormCheck } from '@/lib/use-checked-form';

/**
 * The add-product page and the edit dialog as values, checked by the contract's schemas: the same
 * rules and messages the server applies (docs/product.md, Admin screens and Admin catalogue). A
 * message is keyed by its field's dotted path (`bulkDiscounts.1.discountPercentage`).
 */

/** A tier in the editor: its range is fixed once added; its discount stays editable text. */
export type EditorTier = {
  key: string;
  minQuantity: number;
  maxQuantity: number | null;
  discountPercentage: string;
};

/** The editor's next tier, as typed. */
export type TierDraft = { minQuantity: string; maxQuantity: string; discountPercentage: string };

let nextKey = 1;
const newKey = () => `tier-${nextKey++}`;

// ---------------------------------------------------------------------------------------------
// Tiers (docs/product.md, Bulk pricing)

export const sortTiers = (tiers: readonly EditorTier[]): EditorTier[] =>
  [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);

export function editorTiersFrom(tiers: readonly BulkDiscount[]): EditorTier[] {
  return sortTiers(
    tiers.map((tier) => ({
      key: newKey(),
      minQuantity: tier.minQuantity,
      maxQuantity: tier.maxQuantity,
      discountPercentage: String(tier.discountPercentage),
    })),
  );
}

/** The tiers as the API takes them, in the editor's order (sorted by minimum quantity). */
export const tierInputs = (tiers: readonly EditorTier[]): BulkTierInput[] =>
  tiers.map(({ minQuantity, maxQuantity, discountPercentage }) => ({
    minQuantity,
    maxQuantity,
    discountPercentage: numberOf(discountPercentage),
  }));

/** A new draft: its minimum follows the highest tier's maximum (blank after an open-ended tier). */
export function draftAfter(tiers: readonly EditorTier[]): TierDraft {
  const minimum = nextTierMinimum(tiers);
  return { minQuantity: minimum === null ? '' : String(minimum), maxQuantity: '', discountPercentage: '' };
}

/** The price as typed, when it is a valid price ("129.5" → "129.50"). */
export function validPrice(text: string): string | undefined {
  const parsed = PriceField.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

/** A discount as typed, when it is one the shop takes (0–100, at most two decimals). */
function validPercent(text: string): number | undefined {
  const percent = numberOf(text);
  const parsed = BulkTierInput.safeParse({ minQuantity: 1, discountPercentage: percent });
  return parsed.success ? percent : undefined;
}

/** The unit price a discount gives: price × (1 − percent / 100), rounded half-up to the cent. */
export function tierUnitPrice(price: string | undefined, percentText: string): string | undefined {
  const percent = validPercent(percentText);
  return price === undefined || percent === undefined ? undefined : discountedPrice(price, percent);
}

/** What is wrong with an added tier's discount as it is now typed, if anything. */
export function tierDiscountError(tier: EditorTier): string | undefined {
  const parsed = BulkTierInput.safeParse(tierInputs([tier])[0]);
  return parsed.success
    ? undefined
    : parsed.error.issues.find((issue) => issue.path[0] === 'discountPercentage')?.message;
}

export type DraftCheck =
  | { ok: true; tiers: EditorTier[] }
  /** Field messages keyed minQuantity, maxQuantity, discountPercentage; `range` for the tier as a whole. */
  | { ok: false; errors: FieldErrors };

/**
 * Add Tier: the draft checked by the contract's tier rule, then against the tiers already added
 * (two tiers may not share a quantity: "Tiers 1 and 3 overlap", numbered as listed, the draft last).
 * The result is kept sorted by minimum quantity.
 */
export function addDraft(tiers: readonly EditorTier[], draft: TierDraft): DraftCheck {
  if (tiers.length >= PRODUCT_TIERS_MAX) {
    return { ok: false, errors: { range: m.tooManyTiers(PRODUCT_TIERS_MAX) } };
  }
  const candidate = {
    minQuantity: numberOf(draft.minQuantity),
    maxQuantity: draft.maxQuantity.trim() === '' ? null : numberOf(draft.maxQuantity),
    discountPercentage: numberOf(draft.discountPercentage),
  };
  const parsed = BulkTierInput.safeParse(candidate);
  if (!parsed.success) return { ok: false, errors: errorsFromIssues(parsed.error.issues) };

  const sorted = sortTiers(tiers);
  const overlap = overlappingTiers([...sorted, parsed.data]).find(
    ([, second]) => second === sorted.length + 1,
  );
  if (overlap) return { ok: false, errors: { range: m.tiersOverlap(...overlap) } };

  const added: EditorTier = {
    key: newKey(),
    minQuantity: parsed.data.minQuantity,
    maxQuantity: parsed.data.maxQuantity,
    discountPercentage: draft.discountPercentage.trim(),
  };
  return { ok: true, tiers: sortTiers([...sorted, added]) };
}

// ---------------------------------------------------------------------------------------------
// The fields both screens have (product-fields.tsx draws them)

/** The fields the add-product page and the edit dialog both offer, as typed. */
export type ProductFieldValues = {
  /** As typed; kept in capitals once saved. */
  sku: string;
  /** Blank: none. */
  gtin: string;
  name: string;
  price: string;
  /** Blank: no struck-through price. */
  originalPrice: string;
  categoryId: string;
  /** A brand's id, or blank for none. */
  brandId: string;
  description: string;
  /** Comma-separated, as typed. */
  tags: string;
  featured: boolean;
  inStock: boolean;
  /** Issue 37: which of its lines are taxed, and whether it ships refrigerated. */
  taxClass: TaxClass;
  coldChain: boolean;
  /** Issue 39: a practice's buyer orders it only with a prescriber's sign-off. */
  prescriptionOnly: boolean;
  tiers: EditorTier[];
} & StockFieldValues;

/**
 * The product's stock settings as typed (issue 19): saved by their own call after the product
 * (`PUT /api/admin/products/{id}/stock-settings`), checked with the product's fields on submit.
 */
export type StockFieldValues = {
  trackInventory: boolean;
  lotTracked: boolean;
  lowStockThreshold: string;
};

/** A product's stock settings as the form starts from them. */
export const stockFieldValuesOf = (settings: StockSettingsInput): StockFieldValues => ({
  trackInventory: settings.trackInventory,
  lotTracked: settings.lotTracked,
  lowStockThreshold: String(settings.lowStockThreshold),
});

/** A new product's settings, as the server creates it: untracked, without lots, the default threshold. */
export const DEFAULT_STOCK_SETTINGS: StockSettingsInput = {
  trackInventory: false,
  lotTracked: false,
  lowStockThreshold: LOW_STOCK_THRESHOLD_DEFAULT,
};

const toStockSettings = (values: StockFieldValues) => ({
  trackInventory: values.trackInventory,
  lotTracked: values.lotTracked,
  lowStockThreshold: numberOf(values.lowStockThreshold),
});

/** The contract's rule for the settings (the threshold's message), beside the threshold field. */
function stockSettingsErrors(values: StockFieldValues): FieldErrors {
  const parsed = StockSettingsInput.safeParse(toStockSettings(values));
  return parsed.success ? {} : errorsFromIssues(parsed.error.issues);
}

/** The settings to send, once the form's check has passed (the threshold is then a valid number). */
export const stockSettingsOf = (values: StockFieldValues): StockSettingsInput =>
  StockSettingsInput.parse(toStockSettings(values));

/** Whether the settings differ from the product's: only then are they sent. */
export const stockSettingsChanged = (settings: StockSettingsInput, current: StockSettingsInput) =>
  settings.trackInventory !== current.trackInventory ||
  settings.lotTracked !== current.lotTracked ||
  settings.lowStockThreshold !== current.lowStockThreshold;

/** A form's check with the stock settings' too: the product's body, once both pass. */
function withStockSettings<Body>(values: StockFieldValues, check: FormCheck<Body>): FormCheck<Body> {
  const stockErrors = stockSettingsErrors(values);
  if (Object.keys(stockErrors).length === 0) return check;
  return { ok: false, errors: { ...(check.ok ? {} : check.errors), ...stockErrors } };
}

/** The shared fields in the shape both calls take (a blank original price or brand is none). */
function sharedFields(values: ProductFieldValues) {
  return {
    sku: values.sku,
    gtin: values.gtin.trim() === '' ? null : values.gtin,
    name: values.name,
    description: values.description,
    price: values.price,
    originalPrice: values.originalPrice.trim() === '' ? null : values.originalPrice,
    categoryId: categoryChoice(values.categoryId),
    brandId: values.brandId === '' ? null : Number(values.brandId),
    tags: values.tags,
    featured: values.featured,
    inStock: values.inStock,
    taxClass: values.taxClass,
    coldChain: values.coldChain,
    prescriptionOnly: values.prescriptionOnly,
    bulkDiscounts: tierInputs(values.tiers),
  };
}

// ---------------------------------------------------------------------------------------------
// The add-product page

export type NewProductValues = ProductFieldValues & {
  /** Uploaded images, the main one first. */
  images: string[];
};

export const emptyNewProduct = (): NewProductValues => ({
  sku: '',
  gtin: '',
  name: '',
  price: '',
  originalPrice: '',
  categoryId: '',
  brandId: '',
  description: '',
  tags: '',
  featured: false,
  inStock: true,
  taxClass: 'standard',
  coldChain: false,
  prescriptionOnly: false,
  images: [],
  tiers: [],
  ...stockFieldValuesOf(DEFAULT_STOCK_SETTINGS),
});

/** Image errors belong to the upload area, whichever image field the rule names. */
const imageFieldKey = (key: string) => (key.startsWith('imageUrl') ? 'images' : key);

export function newProductErrors(errors: FieldErrors): FieldErrors {
  const shown: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) shown[imageFieldKey(key)] ??= message;
  return shown;
}

/** The form's values in the call's shape; an unchosen category stays unchosen, so its rule's message applies. */
type WithCategoryChoice<T> = Omit<T, 'categoryId'> & { categoryId: number | undefined };

const categoryChoice = (value: string) => (value === '' ? undefined : Number(value));

export function toProductInput(values: NewProductValues): WithCategoryChoice<ProductInput> {
  const [imageUrl, ...imageUrls] = values.images;
  return { ...sharedFields(values), ...(imageUrl === undefined ? {} : { imageUrl, imageUrls }) };
}

export function validateNewProduct(values: NewProductValues): FormCheck<ProductValues> {
  const parsed = ProductInput.safeParse(toProductInput(values));
  return withStockSettings(
    values,
    parsed.success
      ? { ok: true, body: parsed.data }
      : { ok: false, errors: newProductErrors(errorsFromIssues(parsed.error.issues)) },
  );
}

// ---------------------------------------------------------------------------------------------
// The edit dialog

export type ProductEditValues = ProductFieldValues & {
  imageUrl: string;
};

/**
 * The dialog starts from the product and its stock settings (read from its stock; without them, what
 * the product says: whether it tracks its stock, no lots, the default threshold).
 */
export const editValuesFrom = (product: Product, settings?: StockSettingsInput): ProductEditValues => ({
  sku: product.sku,
  gtin: product.gtin ?? '',
  name: product.name,
  price: product.price,
  originalPrice: product.originalPrice ?? '',
  description: product.description,
  imageUrl: product.imageUrl,
  categoryId: String(product.categoryId),
  brandId: product.brand ? String(product.brand.id) : '',
  tags: product.tags,
  inStock: product.inStock,
  featured: product.featured,
  taxClass: product.taxClass,
  coldChain: product.coldChain,
  prescriptionOnly: product.prescriptionOnly,
  tiers: editorTiersFrom(product.bulkDiscounts),
  ...stockFieldValuesOf(settings ?? { ...DEFAULT_STOCK_SETTINGS, trackInventory: product.trackInventory }),
});

/** Blank original price or brand clears the product's; the other images stay. */
export function toProductReplace(values: ProductEditValues): WithCategoryChoice<ProductReplace> {
  return { ...sharedFields(values), imageUrl: values.imageUrl };
}

export function validateProductEdit(values: ProductEditValues): FormCheck<z.output<typeof ProductReplace>> {
  const parsed = ProductReplace.safeParse(toProductReplace(values));
  return withStockSettings(
    values,
    parsed.success
      ? { ok: true, body: parsed.data }
      : { ok: false, errors: errorsFromIssues(parsed.error.issues) },
  );
}
