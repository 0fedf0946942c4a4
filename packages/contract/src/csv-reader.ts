/**
 * The shop's one reader of the CSV files people give it (the catalogue import, a supply list, the
 * licence register): the server reads a whole file with it, the browser a file's headings. Zod-free.
 */

/** One record of a CSV file read back: its cells and the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Reads CSV text as csvLine writes it and spreadsheets save it: records end with CRLF or LF, a
 * quoted cell may hold commas, doubled quotes and line breaks; a byte order mark at the start is
 * skipped, blank lines are left out. A quoted cell that never ends is `{ unclosedAt: line }`.
 */
export function readCsv(
  text: string,
  /** Stop once this many records are read (a file's headings need only its first). */
  maxRecords = Number.POSITIVE_INFINITY,
): { records: CsvRecord[] } | { unclosedAt: number } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  // Runs of ordinary characters are taken whole (a 25 MB import read a character at a time took
  // seconds of the process's only thread); only quotes, commas and line ends are looked at one by one.
  const special = /[",\r\n]/g;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length && records.length < maxRecords) {
    special.lastIndex = i;
    const at = special.exec(text)?.index ?? text.length;
    cell += text.slice(i, at);
    if (at === text.length) break;
    const c = text.charAt(at);
    i = at + 1;
    if (c === '"' && cell === '') {
      // A quoted cell: up to the quote that is not doubled, line breaks and all.
      const quotedFrom = line;
      for (;;) {
        const close = text.indexOf('"', i);
        if (close === -1) return { unclosedAt: quotedFrom };
        const part = text.slice(i, close);
        for (let nl = part.indexOf('\n'); nl !== -1; nl = part.indexOf('\n', nl + 1)) line++;
        cell += part;
        if (text.charAt(close + 1) !== '"') {
          i = close + 1;
          break;
        }
        cell += '"';
        i = close + 2;
      }
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || (c === '\r' && text.charAt(i) === '\n')) {
      if (c === '\r') i++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += c;
  }
  if (records.length < maxRecords && (cell !== '' || cells.length > 0)) endRecord();
  return { records };
}
