/**
 * The catalogue as a spreadsheet (issue 22, docs/product.md, Catalogue import and export): the
 * columns of `GET /api/admin/products/export.csv`, in order, and how a cell holds what is not plain
 * text: yes/no, a list, the bulk tiers. The import reads the same format.
 */

export const ADMIN_PRODUCTS_EXPORT_PATH = '/api/admin/products/export.csv';

export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'gtin',
  'name',
  'description',
  'category',
  'brand',
  'price',
  'original_price',
  'in_stock',
  'track_inventory',
  'tags',
  'featured',
  'image_urls',
  'bulk_tiers',
] as const;

/** A yes/no cell. */
export const csvFlag = (value: boolean) => (value ? 'yes' : 'no');

/** Tags in one cell, as the forms take them: comma-separated. */
export const csvTags = (tags: readonly string[]) => tags.join(', ');

/** Image addresses in one cell, the main image first, separated by spaces (an address has none). */
export const csvImages = (urls: readonly string[]) => urls.join(' ');

interface TierCell {
  minQuantity: number;
  maxQuantity: number | null;
  discountPercentage: number | string;
}

/**
 * The bulk tiers in one cell, by minimum quantity: `10-49:5;50+:10` is 5% off from 10 to 49 units
 * and 10% from 50 up; empty for none.
 */
export function csvTiers(tiers: readonly TierCell[]): string {
  return [...tiers]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .map((tier) => {
      const range =
        tier.maxQuantity === null ? `${tier.minQuantity}+` : `${tier.minQuantity}-${tier.maxQuantity}`;
      return `${range}:${Number(tier.discountPercentage)}`;
    })
    .join(';');
}
