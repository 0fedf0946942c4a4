import { TAX_REPORT_COLUMNS } from '@shop/contract/tax-report-schemas';
import type { Db } from '../../db/client';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { streamOf } from '../../lib/download';
import { findTaxTotals, type TaxTotalsRow } from './tax-report.repository';

/**
 * The tax report of one month (docs/product.md, Shipping and taxes): what the invoices issued in it
 * charged and the credit notes issued in it credited, per rate and state or province, so it agrees
 * with the documents the bookkeeper holds and with the monthly statements. A month has a few rows
 * (one per rate and place), read at once.
 */
export async function taxReportCsv(db: Db, month: string, timeZone: string): Promise<string> {
  const rows = await findTaxTotals(db, month, timeZone);
  return CSV_BOM + csvLine(TAX_REPORT_COLUMNS) + rows.map((row) => csvLine(cellsOf(month, row))).join('');
}

function cellsOf(month: string, row: TaxTotalsRow) {
  return [
    month,
    row.name,
    row.rate,
    row.country,
    row.region ?? '',
    row.taxableCharged,
    row.charged,
    row.taxableCredited,
    row.credited,
    row.net,
  ];
}

/** The report as a download's body: read when the download starts (after its audit entry). */
export const taxReportStream = (db: Db, month: string, timeZone: string) =>
  streamOf(
    (async function* () {
      yield await taxReportCsv(db, month, timeZone);
    })(),
  );
