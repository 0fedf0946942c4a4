/**
 * For tests only (the server's and the browser stories'): a CSV file's records as a spreadsheet reads
 * them (RFC 4180): quoted cells may hold commas, doubled quotes and line breaks, records end with
 * CRLF. Written apart from the shop's own reader (the server's lib/csv.ts), so the exports' tests do
 * not check the shop with itself.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}
