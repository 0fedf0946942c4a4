import { ErrorCode } from '@shop/contract/error-schemas';
import { uploadMessages as m } from '@shop/contract/admin-messages';
import {
  EMBEDDED_IMAGE_MAX_BYTES,
  MAX_IMAGE_SIDE,
  MAX_INPUT_PIXELS,
  MEGABYTE,
} from '@shop/contract/upload-schemas';
import type { Sharp } from 'sharp';
import { AppError, payloadTooLarge } from '../../lib/app-error';
import { imageLibrary } from '../../lib/image-library';
import { sniffImageFormat, type ImageFormat } from '../../lib/sniff';

/**
 * Images that come from outside (uploads, embedded data URLs) on their way into `stored_images`
 * (decision 016): judged by their bytes, decoded within a pixel budget, re-encoded without metadata.
 */

export const unsupportedMediaType = (message: string) =>
  new AppError(415, message, ErrorCode.unsupportedMediaType);

/**
 * How each accepted format is stored. JPEG stays JPEG: libjpeg-turbo re-encodes a 12-megapixel photo
 * in under a second where WebP takes several, and the `?w=` renditions are WebP anyway. Without
 * optimised Huffman tables the encoder streams instead of holding the whole image's coefficients
 * (about 80 MB resident for 4000×3000), for files about 5% larger. A GIF keeps its first frame only
 * and becomes a lossless PNG: the catalogue shows products, not animations, and every rendition is a
 * still of the first frame too.
 */
const STORED_AS: Record<ImageFormat, { contentType: string; encode: (image: Sharp) => Sharp }> = {
  jpeg: { contentType: 'image/jpeg', encode: (image) => image.jpeg({ quality: 85, optimiseCoding: false }) },
  png: { contentType: 'image/png', encode: (image) => image.png() },
  gif: { contentType: 'image/png', encode: (image) => image.png() },
  webp: { contentType: 'image/webp', encode: (image) => image.webp({ quality: 82, effort: 2 }) },
};

const DECODE_OPTIONS = {
  // Checked again by libvips while decoding; the header check below answers first, with a message.
  limitInputPixels: MAX_INPUT_PIXELS,
  // First frame only (animated GIF and WebP); sequential reads keep a large image's memory small.
  pages: 1,
  sequentialRead: true,
} as const;

export interface ReencodedImage {
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
}

function decodeError(error: unknown, label: string): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return payloadTooLarge(m.tooManyPixels(label, MAX_INPUT_PIXELS / 1e6));
  if (/unsupported image format/i.test(message)) return unsupportedMediaType(m.notAnImage(label));
  return new AppError(400, m.unreadable(label), ErrorCode.invalidData);
}

/**
 * Checks an image by its bytes and header and returns the pipeline that re-encodes it: EXIF
 * orientation applied, the longest side at most MAX_IMAGE_SIDE, every metadata block (EXIF with GPS
 * and camera, XMP, ICC, comments) left out. 415 for anything but JPEG, PNG, GIF and WebP, 413 for a
 * canvas over MAX_INPUT_PIXELS (checked before a single pixel is decoded), 400 for a damaged file.
 */
async function reencodingPipeline(input: Buffer, label: string) {
  if (input.length === 0) throw new AppError(400, m.empty(label), ErrorCode.invalidData);
  const format = sniffImageFormat(input);
  if (!format) throw unsupportedMediaType(m.notAnImage(label));

  let width: number | undefined;
  let height: number | undefined;
  try {
    const metadata = await (await imageLibrary())(input, DECODE_OPTIONS).metadata();
    // libvips must read the bytes as the format they announce: a PNG header on something else is
    // refused rather than decoded by whichever loader recognises it.
    if (metadata.format !== format) throw unsupportedMediaType(m.notAnImage(label));
    ({ width, height } = metadata);
  } catch (error) {
    throw error instanceof AppError ? error : decodeError(error, label);
  }
  if (!width || !height) throw new AppError(400, m.unreadable(label), ErrorCode.invalidData);
  if (width * height > MAX_INPUT_PIXELS) {
    throw payloadTooLarge(m.tooManyPixels(label, MAX_INPUT_PIXELS / 1e6));
  }

  const { contentType, encode } = STORED_AS[format];
  const sharp = await imageLibrary();
  const pipeline = encode(
    sharp(input, DECODE_OPTIONS)
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true }),
  );
  return { pipeline, contentType };
}

/** Re-encodes an image into memory (see `reencodingPipeline` for the checks). */
export async function reencodeImage(
  input: Buffer,
  label: string,
): Promise<ReencodedImage & { data: Buffer }> {
  const { pipeline, contentType } = await reencodingPipeline(input, label);
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, contentType, width: info.width, height: info.height, byteSize: info.size };
  } catch (error) {
    throw decodeError(error, label);
  }
}

/** Re-encodes an image into a file, so a request's images wait on disk rather than in memory. */
export async function reencodeImageToFile(
  input: Buffer,
  label: string,
  path: string,
): Promise<ReencodedImage> {
  const { pipeline, contentType } = await reencodingPipeline(input, label);
  try {
    const info = await pipeline.toFile(path);
    return { contentType, width: info.width, height: info.height, byteSize: info.size };
  } catch (error) {
    throw decodeError(error, label);
  }
}

const BASE64_PADDING = /=+$/;

/**
 * The bytes of a `data:image/…;base64,` value (its shape checked by the contract's
 * `imageAddressKind`), refused with 413 above EMBEDDED_IMAGE_MAX_BYTES before anything is decoded.
 */
export function decodeEmbeddedImage(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const decodedLength = Math.floor((base64.replace(BASE64_PADDING, '').length * 3) / 4);
  if (decodedLength > EMBEDDED_IMAGE_MAX_BYTES) {
    throw payloadTooLarge(m.tooLarge(m.embeddedLabel, EMBEDDED_IMAGE_MAX_BYTES / MEGABYTE));
  }
  return Buffer.from(base64, 'base64');
}

const CONTROL = /[\p{Cc}\p{Cf}]/gu;
const NAME_MAX = 80;

/** A file's name as error messages quote it: without control characters, clipped, never blank. */
export function fileLabel(filename: string | undefined, position: number): string {
  const clean = (filename ?? '').replace(CONTROL, '').trim();
  const name = clean === '' ? `image ${position}` : clean;
  return m.fileLabel(name.length > NAME_MAX ? `${name.slice(0, NAME_MAX)}…` : name);
}
