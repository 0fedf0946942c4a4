import type { Multipart } from '@fastify/multipart';
import { LICENCE_DOCUMENT_MAX_BYTES, licenceMessages as m, RENEWAL_FIELDS } from '@shop/contract/licence';
import { renewalFields, type RenewalFields } from '@shop/contract/licence-schemas';
import { ErrorCode, fieldErrorsOf } from '@shop/contract/error-schemas';
import { PLAIN_TEXT_LINE } from '@shop/contract/text';
import type { FastifyReply } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import { checkPdfActions } from '../../lib/pdf-actions';
import { sniffDocumentType } from '../../lib/sniff';
import { reencodeImage } from '../images/images.service';
import type { RenewalDocument } from './licence.service';

/**
 * A renewal's multipart body (`POST /api/account/licence`): two text fields and one document. The
 * multipart parser's bounds for that route: a little over the document's limit, so a larger one is
 * seen to be larger (413) instead of silently cut.
 */
export const RENEWAL_PARSER_LIMITS = {
  fileSize: LICENCE_DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldNameSize: 100,
  fieldSize: 200,
  headerPairs: 20,
};

const tooLarge = () =>
  new AppError(413, m.documentTooLarge, ErrorCode.payloadTooLarge, {
    [RENEWAL_FIELDS.document]: [m.documentTooLarge],
  });

/** The parser's own refusals in the renewal form's words; anything else is unreadable input. */
function parserError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return badRequest(m.oneDocument, { [RENEWAL_FIELDS.document]: [m.oneDocument] });
    default:
      return badRequest(m.unknownField);
  }
}

/**
 * Whether a character may stay in a file name shown and sent back: one of a plain text line (the
 * contract's rule: no control characters, line separators or direction overrides), and not a quote
 * or a left-to-right or right-to-left mark, which would make the name read in another order.
 */
const printable = (char: string) => PLAIN_TEXT_LINE.test(char) && !/["\u200e\u200f]/u.test(char);

const EXTENSION: Record<RenewalDocument['type'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * A file name as it may be shown and sent back: its last part, printable, at most 100 characters,
 * its extension the stored type's (a PNG sent as `scan.html` is `scan.png`), never the client's.
 */
function safeFileName(name: string | undefined, type: RenewalDocument['type']): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const base = Array.from(last).filter(printable).join('').trim();
  const stem = base.replace(/\.[^.]*$/, '').trim() || 'licence';
  return `${stem.slice(-(99 - EXTENSION[type].length))}.${EXTENSION[type]}`;
}

const documentRefused = (status: number, message: string) =>
  new AppError(status, message, status === 413 ? ErrorCode.payloadTooLarge : ErrorCode.invalidData, {
    [RENEWAL_FIELDS.document]: [message],
  });

/**
 * The document as it is kept: an image decoded and re-encoded as product uploads are (the same pixel
 * budget and size, metadata left out; 413 past the budget, 400 for one that is not what its first
 * bytes say), a PDF as sent once no JavaScript or self-running action is found in it (400).
 */
async function keptDocument(data: Buffer, type: RenewalDocument['type']) {
  if (type === 'application/pdf') {
    const check = checkPdfActions(data);
    if (!check.ok) {
      throw documentRefused(400, check.reason === 'active' ? m.documentActive : m.documentUnchecked);
    }
    return { type, data };
  }
  try {
    const image = await reencodeImage(data, m.documentLabel);
    return { type: image.contentType as RenewalDocument['type'], data: image.data };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Not an image after all (HTML behind a PNG signature): the form's own words for it.
    if (error.statusCode === 415) throw documentRefused(400, m.documentType);
    throw documentRefused(error.statusCode, error.message);
  }
}

/**
 * Reads a renewal's parts, the document at most LICENCE_DOCUMENT_MAX_BYTES (413 past it) and judged
 * by its bytes (an image or a PDF), then checks the fields against `today`: 400 with field messages
 * for anything wrong, the document's first; then the document itself (keptDocument). Nothing is
 * stored here.
 */
export async function readRenewal(
  parts: AsyncIterable<Multipart>,
  today: string,
): Promise<{ fields: RenewalFields; document: RenewalDocument }> {
  const values: Record<string, string> = {};
  let file: { name: string | undefined; data: Buffer } | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== RENEWAL_FIELDS.licenseNumber && part.fieldname !== RENEWAL_FIELDS.expiryDate) {
          throw badRequest(m.unknownField, { [part.fieldname.slice(0, 100)]: [m.unknownField] });
        }
        values[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== RENEWAL_FIELDS.document) {
        throw badRequest(m.unknownField, { [part.fieldname.slice(0, 100)]: [m.unknownField] });
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      file = { name: part.filename, data };
    }
  } catch (error) {
    throw parserError(error);
  }

  const parsed = renewalFields(today).safeParse(values);
  const fieldErrors = fieldErrorsOf(parsed);
  const type = file ? sniffDocumentType(file.data) : undefined;
  if (!file || file.data.byteLength === 0) fieldErrors[RENEWAL_FIELDS.document] = [m.documentRequired];
  else if (!type) fieldErrors[RENEWAL_FIELDS.document] = [m.documentType];
  const [first] = Object.values(fieldErrors);
  if (first?.[0] || !parsed.success || !file || !type)
    throw badRequest(first?.[0] ?? m.documentRequired, fieldErrors);
  const kept = await keptDocument(file.data, type);
  return {
    fields: parsed.data,
    document: { fileName: safeFileName(file.name, kept.type), ...kept },
  };
}

/**
 * Sends a licence document to its doctor or an admin: never cached, never run as a page (a PDF is
 * a download, an image is shown inside a sandbox with nothing else allowed).
 */
export function sendDocument(reply: FastifyReply, document: RenewalDocument) {
  const disposition = document.type === 'application/pdf' ? 'attachment' : 'inline';
  const ascii = document.fileName.replace(/[^\x20-\x7e]/g, '_');
  return reply
    .header('content-type', document.type)
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
    .send(document.data);
}
