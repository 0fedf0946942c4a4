import { PRODUCT_CSV_COLUMNS } from './catalog-csv-schemas';

/**
 * Test data: the cells of a catalogue import file's line, shared by the server's import tests and
 * the import latency bench (scripts/bench-import-latency.ts). No app code imports this module.
 */

/** Some cells of an import file's line, by column. */
export type ImportCells = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>;

const NEW_CANNULA: Required<ImportCells> = {
  sku: 'IMP-NEW',
  gtin: '',
  name: 'Imported Cannula 27G',
  description: 'A blunt cannula for filler placement.',
  category: 'dermal-fillers',
  brand: '',
  price: '12.00',
  original_price: '',
  in_stock: 'yes',
  track_inventory: 'no',
  tags: 'cannula',
  featured: 'no',
  image_urls: '',
  bulk_tiers: '10-49:5;50+:10',
};

/** A line's cells in the export's column order: a valid new cannula unless `cells` say otherwise. */
export const importLineCells = (cells: ImportCells) =>
  PRODUCT_CSV_COLUMNS.map((column) => cells[column] ?? NEW_CANNULA[column]);
