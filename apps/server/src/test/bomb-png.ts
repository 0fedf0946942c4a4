import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A PNG whose header says width × height 1-bit greyscale pixels, all zero: with `withPixels` the rows
 * are there, squeezed by deflate into a small file (a decompression bomb); without, no pixel data at
 * all (a header the image checks must refuse before reading any).
 */
export function bombPng(width: number, height: number, withPixels: boolean) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rows = withPixels
    ? deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * height), { level: 9 })
    : deflateSync(Buffer.alloc(0));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
