import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { generalMessages } from '@shop/contract/messages';
import { uploadMessages as m } from '@shop/contract/admin-messages';
import {
  DEFAULT_UPLOAD_CONTEXT,
  MEGABYTE,
  UPLOAD_CONTEXTS,
  UPLOAD_CONTEXT_FIELD,
  UPLOAD_FILE_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  type UploadContext,
} from '@shop/contract/upload-schemas';
import type { Db } from '../../db/client';
import { AppError, badRequest, payloadTooLarge } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { fileLabel, reencodeImageToFile, type ReencodedImage } from './image-intake';
import { storeImage } from './images.service';

/** A re-encoded image waiting in the request's scratch directory until every file has passed. */
export interface StagedImage extends ReencodedImage {
  path: string;
}

const isUploadContext = (value: unknown): value is UploadContext =>
  UPLOAD_CONTEXTS.some((context) => context === value);

/**
 * Reads one file part into memory, refusing it (413) as soon as it passes `maxBytes`; busboy stops
 * at its own limit too (`truncated`), so no part ever holds more than the limit.
 */
async function readBounded(file: MultipartFile['file'], maxBytes: number, label: string): Promise<Buffer> {
  const tooLarge = () => payloadTooLarge(m.tooLarge(label, maxBytes / MEGABYTE));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes || file.truncated) throw tooLarge();
    chunks.push(chunk);
  }
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks, size);
}

/** The multipart parser's own errors, in the shop's words; anything else it throws is unreadable input. */
function parserError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return payloadTooLarge(m.tooManyFiles(UPLOAD_MAX_FILES));
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return payloadTooLarge(m.tooManyParts);
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge(generalMessages.tooLarge);
    default:
      return badRequest(generalMessages.badRequest);
  }
}

export interface ReceiveOptions {
  /** Scratch directory of this request; the caller removes it. */
  dir: string;
  /** The context from the query string, if given (it fixes the parser's per-file limit). */
  queryContext: UploadContext | undefined;
}

/**
 * Reads the parts of an upload one at a time, as they arrive: each file is read up to its limit,
 * checked and re-encoded into `dir` before the next one is read, so a request never holds more than
 * one file's bytes in memory. A `context` field may choose the limit but must come before the files.
 * Throws the first refusal; nothing is stored here.
 */
export async function receiveImages(
  parts: AsyncIterable<Multipart>,
  { dir, queryContext }: ReceiveOptions,
): Promise<{ staged: StagedImage[]; context: UploadContext }> {
  let context: UploadContext = queryContext ?? DEFAULT_UPLOAD_CONTEXT;
  const staged: StagedImage[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== UPLOAD_CONTEXT_FIELD) {
          throw badRequest(generalMessages.unknownField, {
            [part.fieldname.slice(0, 100)]: [generalMessages.unknownField],
          });
        }
        if (staged.length > 0) throw badRequest(m.contextAfterFiles);
        const value = part.value;
        if (!isUploadContext(value)) throw badRequest(m.contextInvalid, { context: [m.contextInvalid] });
        if (queryContext !== undefined && value !== queryContext) throw badRequest(m.contextConflict);
        context = value;
        continue;
      }
      if (part.fieldname !== UPLOAD_FILE_FIELD) {
        throw badRequest(generalMessages.unknownField, {
          [part.fieldname.slice(0, 100)]: [generalMessages.unknownField],
        });
      }
      const position = staged.length + 1;
      const label = fileLabel(part.filename, position);
      const bytes = await readBounded(part.file, UPLOAD_MAX_BYTES[context], label);
      const file = path.join(dir, String(position));
      staged.push({ path: file, ...(await reencodeImageToFile(bytes, label, file)) });
    }
  } catch (error) {
    throw parserError(error);
  }
  if (staged.length === 0) throw badRequest(m.noFiles);
  return { staged, context };
}

/**
 * Stores the staged images in one transaction with the audit entry: every file of the request is
 * stored, or none. Identical bytes reuse the stored image (decision 016). URLs in the order sent.
 */
export async function storeStagedImages(
  db: Db,
  staged: readonly StagedImage[],
  actor: { userId: number; context: UploadContext },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const urls: string[] = [];
    for (const image of staged) {
      const data = await readFile(image.path);
      const stored = await storeImage(tx, {
        data,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        createdBy: actor.userId,
      });
      urls.push(stored.url);
    }
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'images.upload',
      entityType: 'stored_image',
      details: { context: actor.context, imageUrls: urls },
    });
    return urls;
  });
}
