import { constants, inflateSync } from 'node:zlib';

/**
 * Whether a PDF someone sent (a licence scan) could run something when an admin opens it: the names
 * of JavaScript and of actions that run by themselves. Read from the file's bytes as they are, and
 * from its compressed object streams (`/Type /ObjStm`, where a PDF 1.5+ keeps its dictionaries)
 * inflated within a budget. Names are compared as PDF reads them, `#xx` escapes decoded
 * (`/J#61vaScript` is `/JavaScript`). Streams of other kinds (page contents, images, fonts) are
 * not inflated: a name in them is no action, and an encrypted file's streams are not read either.
 */

/** JavaScript, and the actions a viewer runs without a click: on opening, on a page or field event, another program. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'OpenAction', 'AA', 'Launch']);

/** What a PDF's object streams may inflate to in all; a file past it is not checked but refused. */
const INFLATE_BUDGET_BYTES = 64 * 1024 * 1024;

// A name: a solidus and the regular characters after it (PDF 32000-1, 7.2.2 and 7.3.5).
const NAME = /\/([^\s/[\]<>(){}%]*)/g;
const STREAM_START = /(?:^|[^a-zA-Z])stream\r?\n/g;

const decodeName = (name: string) =>
  name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function* namesIn(text: string) {
  for (const match of text.matchAll(NAME)) yield decodeName(match[1] ?? '');
}

const activeNameIn = (text: string) => {
  for (const name of namesIn(text)) if (ACTIVE_NAMES.has(name)) return name;
  return undefined;
};

export type PdfCheck =
  { ok: true } | { ok: false; reason: 'active'; name: string } | { ok: false; reason: 'unchecked' };

/** The first active name in the PDF, or that its object streams could not be read to look. */
export function checkPdfActions(bytes: Buffer): PdfCheck {
  const text = bytes.toString('latin1');
  const found = activeNameIn(text);
  if (found) return { ok: false, reason: 'active', name: found };

  let budget = INFLATE_BUDGET_BYTES;
  for (const match of text.matchAll(STREAM_START)) {
    const start = match.index + match[0].length;
    // The stream's dictionary: back to the `obj` keyword that opens its object.
    const objectAt = text.lastIndexOf('obj', match.index);
    const names = [...namesIn(text.slice(Math.max(objectAt, match.index - 4096), match.index))];
    if (!names.includes('ObjStm')) continue;
    const filters = names.filter((name) => name !== 'ObjStm' && name !== 'Type' && /Decode$/.test(name));
    if (filters.some((filter) => filter !== 'FlateDecode')) return { ok: false, reason: 'unchecked' };
    const end = text.indexOf('endstream', start);
    const data = bytes.subarray(start, end === -1 ? bytes.length : end);
    let inflated: Buffer;
    try {
      inflated =
        filters.length === 0
          ? data
          : inflateSync(data, {
              maxOutputLength: budget,
              finishFlush: constants.Z_SYNC_FLUSH,
            });
    } catch {
      return { ok: false, reason: 'unchecked' };
    }
    budget -= inflated.length;
    const inside = activeNameIn(inflated.toString('latin1'));
    if (inside) return { ok: false, reason: 'active', name: inside };
  }
  return { ok: true };
}
