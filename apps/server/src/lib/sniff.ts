/**
 * What a file is, judged by its first bytes, whatever it is called or claims to be (uploads, licence
 * scans): never by its name or the Content-Type a client sent.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

/** The image format the first bytes announce. SVG, HTML, PDF and every other format are undefined. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/** A document's media type: one of the image formats above, or a PDF; anything else undefined. */
export function sniffDocumentType(bytes: Uint8Array) {
  const image = sniffImageFormat(bytes);
  if (image) return `image/${image}` as const;
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf' as const;
  return undefined;
}
