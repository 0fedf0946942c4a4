import {
  REGISTER_FIELD_LABELS,
  REGISTER_FILE_FIELDS,
  type RegisterFileField,
  type RegisterFileMapping,
} from '@shop/contract/licence-registry';

/** A heading as the server matches it to a mapping: without regard to case or surrounding spaces. */
const headingKey = (heading: string) => heading.trim().toLowerCase();

/**
 * The column headings of a CSV file: the cells of its first record, read as the server reads the
 * file (RFC 4180; a byte order mark skipped, a quoted cell may hold commas, doubled quotes and line
 * breaks), trimmed, blanks left out, and each heading once (the server takes the first column of a
 * heading written twice, whatever its case). `text` may be only the file's start: `complete` says
 * whether the first record ended within it.
 */
export function csvHeadings(text: string): { headings: string[]; complete: boolean } {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let complete = false;
  for (let i = text.startsWith('\uFEFF') ? 1 : 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      // A blank line before the headings is no record: the server skips it too.
      if (cells.length === 0 && cell === '') continue;
      complete = true;
      break;
    } else cell += c;
  }
  cells.push(cell);
  const seen = new Set<string>();
  const headings = cells
    .map((heading) => heading.trim())
    .filter((heading) => {
      const key = headingKey(heading);
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { headings, complete };
}

/**
 * Each field's column in a newly picked file: the last upload's heading when the file has it, else
 * the heading that reads as the field's label ("licence number" for Licence number), else none ('').
 * The file's own spelling of a heading is what is chosen.
 */
export function prefilledMapping(
  headings: readonly string[],
  last: RegisterFileMapping | undefined,
): Record<RegisterFileField, string> {
  const byKey = new Map(headings.map((heading) => [headingKey(heading), heading]));
  const find = (heading: string | undefined) =>
    heading === undefined ? undefined : byKey.get(headingKey(heading));
  return Object.fromEntries(
    REGISTER_FILE_FIELDS.map((field) => [
      field,
      find(last?.[field]) ?? find(REGISTER_FIELD_LABELS[field]) ?? '',
    ]),
  ) as Record<RegisterFileField, string>;
}

/** The mapping to send when every field has its column, else undefined. */
export function completeMapping(mapping: Record<RegisterFileField, string>): RegisterFileMapping | undefined {
  return REGISTER_FILE_FIELDS.every((field) => mapping[field] !== '') ? mapping : undefined;
}

/** How much of a picked file is read for its headings at first: the whole file only when they run past it. */
const HEAD_BYTES = 64 * 1024;

/** A picked file's column headings (csvHeadings), read in the browser without reading a large file whole. */
export async function readFileHeadings(file: Blob): Promise<string[]> {
  const head = csvHeadings(await file.slice(0, HEAD_BYTES).text());
  if (head.complete || file.size <= HEAD_BYTES) return head.headings;
  return csvHeadings(await file.text()).headings;
}
