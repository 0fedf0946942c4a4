import { createHash } from 'node:crypto';
import { ImageId } from '@shop/contract/image-schemas';
import { IMAGE_PATH_PREFIX, type ImageWidth } from '@shop/contract/images';
import type { Db } from '../../db/client';
import { imageLibrary } from '../../lib/image-library';
import {
  findImageData,
  findImageIdsBySha256,
  findImageInfo,
  findVariantData,
  insertImages,
  insertVariant,
  type NewStoredImage,
} from './images.repository';

/** An image from outside checked and re-encoded as uploads are (decision 016), for other modules' files. */
export { fileLabel, reencodeImage } from './image-intake';

export interface NewImage {
  /** Already encoded bytes; callers that accept uploads sniff and re-encode them first. */
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
  createdBy?: number | null;
}

export interface StoredImageRef {
  id: string;
  url: string;
}

const VARIANT_CONTENT_TYPE = 'image/webp';
const VARIANT_QUALITY = 80;

export const imageUrl = (id: string) => `${IMAGE_PATH_PREFIX}${id}`;

/** Stores an image, or returns the one already stored with the same bytes. */
export async function storeImage(db: Db, image: NewImage): Promise<StoredImageRef> {
  const [stored] = await storeImages(db, [image]);
  if (!stored) throw new Error('storeImages returned nothing for one image');
  return stored;
}

/** `storeImage` for many images in two statements; references come back in the same order. */
export async function storeImages(db: Db, images: readonly NewImage[]): Promise<StoredImageRef[]> {
  const hashed = images.map((image) => ({
    image,
    sha256: createHash('sha256').update(image.data).digest('hex'),
  }));
  const existing = await findImageIdsBySha256(db, [...new Set(hashed.map(({ sha256 }) => sha256))]);
  const idBySha = new Map([...existing].map(([sha256, row]) => [sha256, row.id]));

  const toInsert: NewStoredImage[] = [];
  for (const { image, sha256 } of hashed) {
    if (idBySha.has(sha256) || toInsert.some((row) => row.sha256 === sha256)) continue;
    toInsert.push({
      contentType: image.contentType,
      data: image.data,
      width: image.width,
      height: image.height,
      byteSize: image.data.byteLength,
      sha256,
      createdBy: image.createdBy ?? null,
    });
  }
  const insertedIds = await insertImages(db, toInsert);
  toInsert.forEach((row, i) => {
    const id = insertedIds[i];
    if (id) idBySha.set(row.sha256, id);
  });

  return hashed.map(({ sha256 }) => {
    const id = idBySha.get(sha256);
    if (!id) throw new Error('a stored image has no id');
    return { id, url: imageUrl(id) };
  });
}

/** What a request for an image will be answered with, known before any bytes are read. */
export interface ImageDelivery {
  imageId: string;
  contentType: string;
  etag: string;
  /** Set when a resized variant is served; never wider than the original. */
  variantWidth: ImageWidth | undefined;
}

export async function findImageDelivery(
  db: Db,
  id: string,
  requestedWidth: ImageWidth | undefined,
): Promise<ImageDelivery | undefined> {
  if (!ImageId.safeParse(id).success) return undefined;
  const info = await findImageInfo(db, id);
  if (!info) return undefined;
  // Stored bytes never change (a new image gets a new id), so the content hash is a strong validator.
  const contentTag = info.sha256.slice(0, 32);
  if (requestedWidth === undefined || requestedWidth >= info.width) {
    return {
      imageId: info.id,
      contentType: info.contentType,
      etag: `"${contentTag}"`,
      variantWidth: undefined,
    };
  }
  return {
    imageId: info.id,
    contentType: VARIANT_CONTENT_TYPE,
    etag: `"${contentTag}-w${requestedWidth}"`,
    variantWidth: requestedWidth,
  };
}

/** The bytes to send; a variant is rendered on first request and kept in `image_variants`. */
export async function readImageBytes(db: Db, delivery: ImageDelivery): Promise<Buffer | undefined> {
  const { imageId, variantWidth } = delivery;
  if (variantWidth === undefined) return findImageData(db, imageId);

  const cached = await findVariantData(db, imageId, variantWidth, VARIANT_CONTENT_TYPE);
  if (cached) return cached;
  const original = await findImageData(db, imageId);
  if (!original) return undefined;
  const sharp = await imageLibrary();
  const resized = await sharp(original)
    .resize({ width: variantWidth, withoutEnlargement: true })
    .webp({ quality: VARIANT_QUALITY })
    .toBuffer();
  await insertVariant(db, { imageId, width: variantWidth, contentType: VARIANT_CONTENT_TYPE, data: resized });
  return resized;
}
