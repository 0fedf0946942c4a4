import {
  REGISTER_FIELD_LABELS,
  REGISTER_FILE_FIELDS,
  type RegisterFileField,
  type RegisterFileMapping,
} from '@shop/contract/licence-registry';
import { readCsv } from '@shop/contract/csv-reader';

/** A heading as the server matches it to a mapping: without regard to case or surrounding spaces. */
const headingKey = (heading: string) => heading.trim().toLowerCase();

/**
 * The column headings of a CSV file, read by the shop's reader as the server reads the file
 * (contract/csv-reader.ts): the cells of its first record, trimmed, blanks left out, and each heading
 * once (the server takes the first column of a heading written twice, whatever its case). `text` may
 * be only the file's start: `complete` says whether the first record surely ended within it (a
 * second one began).
 */
export function csvHeadings(text: string): { headings: string[]; complete: boolean } {
  const read = readCsv(text, 2);
  const records = 'records' in read ? read.records : [];
  const seen = new Set<string>();
  const headings = (records[0]?.cells ?? [])
    .map((heading) => heading.trim())
    .filter((heading) => {
      const key = headingKey(heading);
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { headings, complete: records.length > 1 };
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
