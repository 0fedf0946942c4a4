import type { Multipart } from '@fastify/multipart';
import { generalMessages } from '@shop/contract/messages';
import {
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTOS_FIELD,
  RETURN_PHOTOS_MAX,
  returnMessages as m,
} from '@shop/contract/returns';
import { AppError, badRequest, payloadTooLarge } from '../../lib/app-error';
import { fileLabel, reencodeImage } from '../images/images.service';

/**
 * A return's photos (`POST /api/orders/{id}/returns/{returnId}/photos`, multipart): the parser's
 * bounds for that route, one part a photo, a little over a photo's limit so a larger one is seen to
 * be larger (413) instead of silently cut.
 */
export const RETURN_PHOTO_PARSER_LIMITS = {
  fileSize: RETURN_PHOTO_MAX_BYTES + 1,
  files: RETURN_PHOTOS_MAX,
  fields: 0,
  parts: RETURN_PHOTOS_MAX,
  headerPairs: 20,
};

export interface ReturnPhoto {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** The parser's own refusals in the return's words; anything else is unreadable input. */
function parserError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(m.tooManyPhotos, { [RETURN_PHOTOS_FIELD]: [m.tooManyPhotos] });
    case 'FST_FIELDS_LIMIT':
      return badRequest(generalMessages.unknownField);
    default:
      return badRequest(generalMessages.badRequest);
  }
}

/**
 * Reads the photos one at a time as they arrive, each at most RETURN_PHOTO_MAX_BYTES (413 beyond),
 * judged by its bytes and re-encoded as product images are (not an image: 415; past the pixel
 * budget: 413). Throws the first refusal; nothing is stored here.
 */
export async function readReturnPhotos(parts: AsyncIterable<Multipart>): Promise<ReturnPhoto[]> {
  const photos: ReturnPhoto[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'field' || part.fieldname !== RETURN_PHOTOS_FIELD) {
        throw badRequest(generalMessages.unknownField, {
          [part.fieldname.slice(0, 100)]: [generalMessages.unknownField],
        });
      }
      const label = fileLabel(part.filename, photos.length + 1);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > RETURN_PHOTO_MAX_BYTES) throw payloadTooLarge(m.photoTooLarge(label));
        chunks.push(chunk);
      }
      if (part.file.truncated) throw payloadTooLarge(m.photoTooLarge(label));
      const { data, contentType, width, height } = await reencodeImage(Buffer.concat(chunks, size), label);
      photos.push({ data, contentType, width, height });
    }
  } catch (error) {
    throw parserError(error);
  }
  if (photos.length === 0) throw badRequest(m.noPhotos, { [RETURN_PHOTOS_FIELD]: [m.noPhotos] });
  return photos;
}
