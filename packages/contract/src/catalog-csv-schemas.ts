/**
 * The catalogue as a spreadsheet (issue 22, docs/product.md, Catalogue import and export): the
 * columns of `GET /api/admin/products/export.csv`, in order, and how a cell holds what is not plain
 * text: yes/no, a list, the bulk tiers. The import reads the same format.
 */
import { z } from 'zod';
import { toCents } from './money';
import { MEGABYTE } from './upload-schemas';

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

// ---------------------------------------------------------------------------------------------
// Import (`POST /api/admin/products/import`, then `POST …/import/{token}/apply`)

export const ADMIN_PRODUCTS_IMPORT_PATH = '/api/admin/products/import';
export const adminProductsImportApplyPath = (token: string) => `${ADMIN_PRODUCTS_IMPORT_PATH}/${token}/apply`;

/** Products one file may hold. */
export const IMPORT_MAX_ROWS = 50_000;
/** A file's size at most: 50,000 products of a long description each fit. */
export const IMPORT_MAX_BYTES = 25 * MEGABYTE;
/** How long a dry run can be applied. */
export const IMPORT_TOKEN_MINUTES = 60;
/**
 * A price change by more than this share of the old price, up or down, is flagged in the dry run
 * and applied only when the admin confirms it (`confirmLargePriceChanges` on the apply).
 */
export const LARGE_PRICE_CHANGE_PERCENT = 30;

/** Whether a price moving from `from` to `to` (amounts as "129.50") moves by more than LARGE_PRICE_CHANGE_PERCENT. */
export function isLargePriceChange(from: string, to: string): boolean {
  const before = toCents(from);
  return Math.abs(toCents(to) - before) * 100 > LARGE_PRICE_CHANGE_PERCENT * before;
}

/** Each column's name for a person: the dry run's label of a changed cell. */
const COLUMN_LABELS: Record<(typeof PRODUCT_CSV_COLUMNS)[number], string> = {
  sku: 'SKU',
  gtin: 'GTIN',
  name: 'Name',
  description: 'Description',
  category: 'Category',
  brand: 'Brand',
  price: 'Price',
  original_price: 'Original price',
  in_stock: 'In stock',
  track_inventory: 'Track inventory',
  tags: 'Tags',
  featured: 'Featured',
  image_urls: 'Images',
  bulk_tiers: 'Bulk tiers',
};

export const catalogImportMessages = {
  notUtf8: 'The file is not UTF-8 text: save it from the spreadsheet as CSV UTF-8',
  nulCharacter: (line: number) =>
    `Line ${line} holds a NUL character, which a CSV cannot hold: save the file from the spreadsheet as CSV UTF-8`,
  empty: 'The file holds no header line',
  header: (expected: readonly string[]) => `The header must be the export's columns: ${expected.join(',')}`,
  noRows: 'The file holds no products',
  tooManyRows: (max: number) => `A file can hold at most ${max.toLocaleString('en-US')} products`,
  tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB`,
  unclosedQuote: (line: number) => `The quoted cell that starts on line ${line} never ends`,
  cellCount: (cells: number, expected: number) => `This row has ${cells} cells; the header has ${expected}`,
  formula: 'This cell starts like a spreadsheet formula (=, +, - or @); put a single quote before it',
  duplicateSku: (row: number) => `This SKU is also on row ${row}`,
  duplicateGtin: (row: number) => `This GTIN is also on row ${row}`,
  gtinTaken: 'Another product already has this GTIN',
  flag: 'Write yes or no',
  tiers: 'Write bulk tiers as 10-49:5;50+:10: a quantity range, a colon, the discount in %',
  brandUnknown: 'This brand does not exist',
  trackInventoryChanged: "Turn stock tracking on or off in the product's stock settings",
  tokenUnknown: 'This check has expired or was applied already; check the file again',
  catalogueChanged: 'The catalogue changed after the check; check the file again',
  applied: (created: number, updated: number) =>
    `Import applied: ${created} product(s) created, ${updated} updated`,
  applyFailed: 'Import not applied',
  // The Products tab's Import CSV dialog.
  dialogTitle: 'Import products',
  dialogDescription:
    "A CSV with the export's columns: a row whose SKU the shop has updates that product, any other adds one. The file is checked first; nothing changes until you apply it.",
  fileLabel: 'CSV file',
  checking: 'Checking every row…',
  summary: (counts: { create: number; update: number; unchanged: number; refused: number }) =>
    `${counts.create} to create, ${counts.update} to update, ${counts.unchanged} unchanged, ${counts.refused} refused`,
  refusedNote:
    'Refused rows are left out when you apply; fix them in the file and check it again to add them.',
  nothingToApply: 'Nothing in this file would change the catalogue.',
  apply: (changes: number) => `Apply ${changes} change(s)`,
  // The dry run's changes (issue 38): updated and new rows first, then the refused ones.
  changesHeading: 'Changes',
  problemsHeading: 'Problems',
  moreListed: (shown: number, total: number) => `The first ${shown} of ${total} are listed.`,
  unchangedNotListed: (unchanged: number) => `${unchanged} unchanged row(s) not listed.`,
  columnLabel: COLUMN_LABELS,
  /** One changed cell of an updated row: "Price: $120.00 → $135.00". */
  fieldChange: (label: string, from: string, to: string) => `${label}: ${from} → ${to}`,
  /** An empty cell, before or after. */
  noValue: 'none',
  largePriceChange: `Price changes by more than ${LARGE_PRICE_CHANGE_PERCENT}%`,
  confirmLargePriceChanges: (rows: number) =>
    `I have checked the ${rows} price change(s) of more than ${LARGE_PRICE_CHANGE_PERCENT}% and want to apply them`,
  largePriceChangesUnconfirmed: (rows: number) =>
    `${rows} row(s) change a price by more than ${LARGE_PRICE_CHANGE_PERCENT}%: confirm them (confirmLargePriceChanges) to apply the import`,
} as const;

/** What the apply would do with one row of the file. */
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'refused'] as const;

/** One column an update changes: its cell before and after, as the export writes it (null: empty). */
export const ImportFieldChange = z.object({
  field: z.enum(PRODUCT_CSV_COLUMNS),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type ImportFieldChange = z.infer<typeof ImportFieldChange>;

export const ImportRow = z.object({
  /** The row's line in the file, the header being line 1. */
  line: z.number().int(),
  sku: z.string(),
  name: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** For an update: the fields it changes. */
  changes: z.array(z.string()).optional(),
  /** For an update: each column it changes, old and new, in the file's column order. */
  diff: z.array(ImportFieldChange).optional(),
  /** For an update: true when its price moves by more than LARGE_PRICE_CHANGE_PERCENT. */
  largePriceChange: z.boolean().optional(),
  /** For a refused row: each column's message, as the product form words them. */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ImportRow = z.infer<typeof ImportRow>;

/** A dry run: every row and what applying would do; the token applies it (none when nothing would change). */
export const ImportCheck = z.object({
  token: z.string().nullable(),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
  }),
  /** Updates whose price moves by more than LARGE_PRICE_CHANGE_PERCENT: the apply must confirm them. */
  largePriceChanges: z.number().int(),
  rows: z.array(ImportRow),
});
export type ImportCheck = z.infer<typeof ImportCheck>;

/**
 * The apply's body, optional: `confirmLargePriceChanges: true` is required when the check found
 * price changes of more than LARGE_PRICE_CHANGE_PERCENT (400 without it, nothing written). Other
 * keys are ignored, as the call took any body before it had one.
 */
export const ImportApplyBody = z.object({ confirmLargePriceChanges: z.boolean().optional() });
export type ImportApplyBody = z.infer<typeof ImportApplyBody>;

export const ImportApplied = z.object({
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type ImportApplied = z.infer<typeof ImportApplied>;

/** Parses a yes/no cell; undefined for anything else. */
export function parseFlag(cell: string): boolean | undefined {
  const value = cell.trim().toLowerCase();
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return undefined;
}

/** Parses a tiers cell (`10-49:5;50+:10`, blank for none); undefined when it does not read. */
export function parseTiers(cell: string): TierCell[] | undefined {
  const text = cell.trim();
  if (text === '') return [];
  const tiers: TierCell[] = [];
  for (const part of text.split(';')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)|(\+))\s*:\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(part);
    if (!match) return undefined;
    tiers.push({
      minQuantity: Number(match[1]),
      maxQuantity: match[3] === '+' ? null : Number(match[2]),
      discountPercentage: Number(match[4]),
    });
  }
  return tiers;
}
