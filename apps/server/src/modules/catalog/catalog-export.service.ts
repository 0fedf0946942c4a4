import { Readable } from 'node:stream';
import {
  csvFlag,
  csvImages,
  csvTags,
  csvTiers,
  PRODUCT_CSV_COLUMNS,
} from '@shop/contract/catalog-csv-schemas';
import type { Db } from '../../db/client';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { findProductExportBatch, type ProductExportRow } from './products.repository';

/** Products per read: a few MB of text, so 100,000 products are 50 short queries, one batch held at a time. */
export const PRODUCT_EXPORT_BATCH_SIZE = 2_000;

function csvLineOf(row: ProductExportRow): string {
  return csvLine([
    row.sku,
    row.gtin,
    row.name,
    row.description,
    row.categorySlug,
    row.brandName,
    row.price,
    row.originalPrice,
    csvFlag(row.inStock),
    csvFlag(row.trackInventory),
    csvTags(row.tags),
    csvFlag(row.featured),
    csvImages([row.imageUrl, ...row.imageUrls]),
    csvTiers(row.tiers),
  ]);
}

/**
 * The export's text, batch by batch, in the order products were added. Each batch continues after
 * the last product read (a keyset, no transaction: a long one would hold the embedded database for
 * the whole download); a product added meanwhile may or may not be in it, one changed meanwhile is
 * as it was when its batch was read.
 */
export async function* productCsvBatches(
  db: Db,
  batchSize = PRODUCT_EXPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(PRODUCT_CSV_COLUMNS);
  let afterId = 0;
  for (;;) {
    const rows = await findProductExportBatch(db, afterId, batchSize);
    const last = rows.at(-1);
    if (last === undefined) return;
    yield rows.map(csvLineOf).join('');
    if (rows.length < batchSize) return;
    afterId = last.id;
  }
}

/** The export as a stream that reads a batch only when the client took the previous one. */
export const exportProductsCsv = (db: Db): Readable =>
  Readable.from(productCsvBatches(db), { objectMode: false });

/** The export's file name, with the day (UTC) it was taken. */
export const productExportFileName = (now: Date) => `products-${now.toISOString().slice(0, 10)}.csv`;
