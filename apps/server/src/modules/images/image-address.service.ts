import { brandCategoryImageMessages, uploadMessages } from '@shop/contract/admin-messages';
import { imageAddressKind } from '@shop/contract/upload-schemas';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { decodeEmbeddedImage, reencodeImage } from './image-intake';
import { findImageInfo } from './images.repository';
import { imageUrl, storeImage, type NewImage } from './images.service';

/** An image address checked and, for an embedded image, re-encoded: ready to save in a transaction. */
export type PreparedImageAddress = { url: string } | { image: NewImage };

/**
 * Checks an image address an admin gave a brand or category (the contract's `imageAddressKind`):
 * an `https:` URL is kept as written; `/images/{id}` must name a stored image (400 otherwise); a
 * `data:image/…;base64,` value is decoded (413 above 5 MB), judged by its bytes (415 unless JPEG,
 * PNG, GIF or WebP) and re-encoded like an upload (decision 016). The slow part runs here, before
 * any transaction.
 */
export async function prepareImageAddress(
  db: Db,
  value: string,
  field: string,
): Promise<PreparedImageAddress> {
  const invalid = (message: string) => badRequest(message, { [field]: [message] });
  switch (imageAddressKind(value)) {
    case 'https':
      return { url: value };
    case 'stored': {
      const info = await findImageInfo(db, value.slice(value.lastIndexOf('/') + 1).toLowerCase());
      if (!info) throw invalid(brandCategoryImageMessages.storedImageNotFound);
      return { url: imageUrl(info.id) };
    }
    case 'embedded': {
      const reencoded = await reencodeImage(decodeEmbeddedImage(value), uploadMessages.embeddedLabel);
      return {
        image: {
          data: reencoded.data,
          contentType: reencoded.contentType,
          width: reencoded.width,
          height: reencoded.height,
        },
      };
    }
    default:
      throw invalid(brandCategoryImageMessages.addressInvalid);
  }
}

/** The URL to save: a new embedded image is stored (or found by its bytes) first; never a data URL. */
export async function saveImageAddress(
  tx: Db,
  prepared: PreparedImageAddress,
  createdBy: number,
): Promise<string> {
  if ('url' in prepared) return prepared.url;
  return (await storeImage(tx, { ...prepared.image, createdBy })).url;
}
