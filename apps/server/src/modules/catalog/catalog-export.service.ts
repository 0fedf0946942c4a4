import {
  csvFlag,
  csvImages,
  csvTags,
  csvTiers,
  PRODUCT_CSV_COLUMNS,
} from '@shop/contract/catalog-csv-schemas';
import type { Db } from '../../db/client';
import { csvLine, keysetCsvBatches } from '../../lib/csv';
import { streamOf } from '../../lib/download';
import { findProductExportBatch, type ProductExportRow } from './products.repository';

/** Products per read: a few MB of text, so 100,000 products are 50 short queries, one batch held at a time. */
export const PRODUCT_EXPORT_BATCH_SIZE = 2_000;

/** What a product's line is written from: an exported row, or the import's product before and after a row. */
export type ProductCsvSource = Omit<ProductExportRow, 'id' | 'tiers'> & {
  tiers: Parameters<typeof csvTiers>[0];
};

/** A product's cells in PRODUCT_CSV_COLUMNS' order, as its values are (csvLine makes a formula safe). */
export function productCsvCells(row: ProductCsvSource): (string | null)[] {
  return [
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
  ];
}

const csvLineOf = (row: ProductExportRow) => csvLine(productCsvCells(row));

/**
 * The export's text, batch by batch (keysetCsvBatches), in the order products were added: a product
 * added meanwhile may or may not be in it, one changed meanwhile is as it was when its batch was read.
 */
export const productCsvBatches = (db: Db, batchSize = PRODUCT_EXPORT_BATCH_SIZE) =>
  keysetCsvBatches(PRODUCT_CSV_COLUMNS, csvLineOf, {
    size: batchSize,
    read: (afterId: number | undefined) => findProductExportBatch(db, afterId ?? 0, batchSize),
    keyOf: (last) => last.id,
  });

/** The export as a stream that reads a batch only when the client took the previous one. */
export const exportProductsCsv = (db: Db) => streamOf(productCsvBatches(db));
