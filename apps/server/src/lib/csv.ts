/**
 * CSV for spreadsheets (RFC 4180): the file starts with a UTF-8 byte order mark so Excel reads it as
 * UTF-8, lines end with CRLF, and a cell holding a comma, quote or line break is quoted with its
 * quotes doubled. A cell that starts with = + - @ (or a tab or carriage return) would run as a
 * formula when the file is opened (OWASP "CSV injection"): it is prefixed with a single quote. A
 * plain negative number ("-11.00") is no formula and stays a number a spreadsheet adds up.
 */

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

const startsFormula = (text: string) => FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text);

/** One cell's text, formula-safe and quoted when it must be. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && startsFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, with its CRLF. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/**
 * An export's text, batch by batch: the byte order mark and the header line first, then each
 * batch's lines. A batch is read after the last row of the one before (a keyset, no transaction: on
 * the embedded database a long one would hold every other request until the download ends), so one
 * batch is held at a time; the export ends with the first batch of fewer than `size`, counted by
 * `count` (its rows, or the orders they are lines of).
 */
export async function* keysetCsvBatches<Row, Key>(
  header: readonly string[],
  lineOf: (row: Row) => string,
  batch: {
    size: number;
    read: (after: Key | undefined) => Promise<Row[]>;
    keyOf: (last: Row) => Key;
    count?: (rows: Row[]) => number;
  },
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header);
  let after: Key | undefined;
  for (;;) {
    const rows = await batch.read(after);
    const last = rows.at(-1);
    if (last === undefined) return;
    yield rows.map(lineOf).join('');
    if ((batch.count?.(rows) ?? rows.length) < batch.size) return;
    after = batch.keyOf(last);
  }
}

export { readCsv, type CsvRecord } from '@shop/contract/csv-reader';

/**
 * A cell of an imported file as it was meant: the single quote csvCell put before a formula's
 * first character is taken off again. A cell that itself starts like a formula is `undefined`:
 * a spreadsheet would have run it, so it is not taken as text.
 */
export function importedCell(cell: string): string | undefined {
  if (startsFormula(cell)) return undefined;
  return cell.startsWith("'") && startsFormula(cell.slice(1)) ? cell.slice(1) : cell;
}
