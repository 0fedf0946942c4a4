/**
 * CSV for spreadsheets (RFC 4180): the file starts with a UTF-8 byte order mark so Excel reads it as
 * UTF-8, lines end with CRLF, and a cell holding a comma, quote or line break is quoted with its
 * quotes doubled. A cell that starts with = + - @ (or a tab or carriage return) would run as a
 * formula when the file is opened (OWASP "CSV injection"): it is prefixed with a single quote.
 */

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell's text, formula-safe and quoted when it must be. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, with its CRLF. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;
