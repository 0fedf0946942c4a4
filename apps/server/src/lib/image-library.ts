import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * The image library (sharp, over libvips), loaded on first use: a process that only serves the
 * catalogue never maps libvips, about 20 MB of resident memory (docs/decisions/040-compiled-server.md).
 * Images are re-encoded on upload, resized for a variant not yet stored, and drawn for the demo
 * catalogue on a first start.
 */
export function imageLibrary(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
