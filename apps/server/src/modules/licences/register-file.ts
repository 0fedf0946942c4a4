import {
  REGISTER_FIELD_LABELS,
  REGISTER_FILE_FIELDS,
  REGISTER_STATUSES,
  jurisdictionKey,
  licenceNumberKey,
  licenceRegistryMessages as m,
  type RegisterEntry,
  type RegisterFileMapping,
  type RegisterStatus,
} from '@shop/contract/licence-registry';
import { isIsoDate } from '@shop/contract/calendar-days';
import { badRequest } from '../../lib/app-error';
import { readCsv } from '../../lib/csv';

/** A register row as stored: what the register says, with the keys it is looked up by. */
export type RegisterRow = RegisterEntry & { jurisdictionKey: string; numberKey: string };

/** A refusal of the whole file: its message, on the `file` field. */
const refused = (message: string) => badRequest(message, { file: [message] });

const isStatus = (value: string): value is RegisterStatus =>
  (REGISTER_STATUSES as readonly string[]).includes(value);

/**
 * A register file read with its columns as `mapping` names them (headings matched without regard to
 * case or surrounding spaces): one row per licence. The whole file is refused, with the first
 * problem's message, for text that is not UTF-8, a mapped heading it lacks, a row without one of the
 * fields, a status or date it cannot read, or a licence number twice in one jurisdiction (400).
 */
export function readRegisterFile(bytes: Buffer, mapping: RegisterFileMapping): RegisterRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refused(m.fileNotUtf8);
  }
  const read = readCsv(text);
  if ('unclosedAt' in read) throw refused(m.fileUnclosedQuote(read.unclosedAt));
  const [header, ...records] = read.records;
  if (!header || records.length === 0) throw refused(m.fileEmpty);
  const headings = header.cells.map((cell) => cell.trim().toLowerCase());
  const column = Object.fromEntries(
    REGISTER_FILE_FIELDS.map((field) => {
      const at = headings.indexOf(mapping[field].trim().toLowerCase());
      if (at === -1) throw refused(m.columnMissing(mapping[field]));
      return [field, at];
    }),
  ) as Record<(typeof REGISTER_FILE_FIELDS)[number], number>;

  const seen = new Map<string, number>();
  return records.map(({ line, cells }) => {
    const cell = (field: (typeof REGISTER_FILE_FIELDS)[number]) => {
      const value = (cells[column[field]] ?? '').trim();
      if (value === '') throw refused(m.cellMissing(line, REGISTER_FIELD_LABELS[field]));
      return value;
    };
    const status = cell('status').toLowerCase();
    if (!isStatus(status)) throw refused(m.statusUnknown(line, cell('status')));
    const expiresOn = cell('expiresOn');
    if (!isIsoDate(expiresOn)) throw refused(m.dateUnknown(line, expiresOn));
    const entry = {
      number: cell('number'),
      name: cell('name'),
      jurisdiction: cell('jurisdiction'),
      status,
      expiresOn,
    };
    const keys = {
      jurisdictionKey: jurisdictionKey(entry.jurisdiction),
      numberKey: licenceNumberKey(entry.number),
    };
    const key = `${keys.jurisdictionKey}\u0000${keys.numberKey}`;
    const first = seen.get(key);
    if (first !== undefined) throw refused(m.duplicateLicence(line, first));
    seen.set(key, line);
    return { ...entry, ...keys };
  });
}
