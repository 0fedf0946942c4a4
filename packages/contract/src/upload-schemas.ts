import { z } from 'zod';
import { isHttpsImageAddress, STORED_IMAGE_PATH } from './images';
import { brandCategoryImageMessages, uploadMessages } from './admin-messages';

/**
 * Image uploads (`POST /api/upload/images`) and the image addresses brands and categories accept
 * (docs/product.md, Admin screens; decision 016).
 */

export const MEGABYTE = 1024 * 1024;

/** Where an upload comes from: the dashboard's image manager or the add-product page. */
export const UPLOAD_CONTEXTS = ['manager', 'product-form'] as const;
export type UploadContext = (typeof UPLOAD_CONTEXTS)[number];
export const DEFAULT_UPLOAD_CONTEXT: UploadContext = 'manager';

/** The largest file each screen takes: 10 MB in the image manager, 5 MB on the add-product page. */
export const UPLOAD_MAX_BYTES: Record<UploadContext, number> = {
  manager: 10 * MEGABYTE,
  'product-form': 5 * MEGABYTE,
};

/** Files in one upload request. */
export const UPLOAD_MAX_FILES = 20;

/** The multipart field every file is sent in (repeated), and the optional field naming the screen. */
export const UPLOAD_FILE_FIELD = 'images';
export const UPLOAD_CONTEXT_FIELD = 'context';

/** What the server takes, judged by the bytes; also the file picker's `accept`. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** A stored image's longest side; larger images are scaled down (keeping their aspect). */
export const MAX_IMAGE_SIDE = 4000;

/**
 * The most pixels an image may declare (width × height) before it is decoded: a 48-megapixel
 * phone photo fits, a small file declaring a huge canvas (a decompression bomb) does not.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** A brand or category image picked as a local file arrives as a data URL of at most this many bytes. */
export const EMBEDDED_IMAGE_MAX_BYTES = 5 * MEGABYTE;

export const UploadImagesQuery = z
  .object({
    context: z
      .enum(UPLOAD_CONTEXTS, uploadMessages.contextInvalid)
      .optional()
      .describe(`Which screen uploads: sets the per-file limit (default ${DEFAULT_UPLOAD_CONTEXT})`),
  })
  .strict();
export type UploadImagesQuery = z.infer<typeof UploadImagesQuery>;

export const UploadedImage = z.object({
  imageUrl: z.string().describe('The stored image, `/images/{id}`; `?w=` serves WebP renditions'),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

/** The stored images, in the order the files were sent. */
export const UploadImagesResponse = z.object({ files: z.array(UploadedImage) });
export type UploadImagesResponse = z.infer<typeof UploadImagesResponse>;

// ---------------------------------------------------------------------------------------------
// Image addresses of brands and categories

const EMBEDDED_IMAGE = /^data:image\/[a-z0-9.+-]{1,40};base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type ImageAddressKind = 'https' | 'stored' | 'embedded';

/**
 * What kind of image address a value is, or undefined when it is none the shop takes:
 * - `https`: an `https:` URL with a host and no credentials, spaces or control characters (never
 *   `http:`, which would be mixed content on the shop's https pages);
 * - `stored`: an image stored by the shop, `/images/{uuid}` (decision 016);
 * - `embedded`: a `data:image/…;base64,` value, which the server decodes, checks by its bytes and
 *   stores as an image; the declared type is not trusted.
 */
export function imageAddressKind(value: string): ImageAddressKind | undefined {
  if (STORED_IMAGE_PATH.test(value)) return 'stored';
  if (EMBEDDED_IMAGE.test(value)) {
    return BASE64.test(value.slice(value.indexOf(',') + 1)) ? 'embedded' : undefined;
  }
  return isHttpsImageAddress(value) ? 'https' : undefined;
}

const ImageAddress = z
  .string(brandCategoryImageMessages.addressRequired)
  .trim()
  .min(1, brandCategoryImageMessages.addressRequired)
  // A blank value gets the `min` message only.
  .refine(
    (value) => value === '' || imageAddressKind(value) !== undefined,
    brandCategoryImageMessages.addressInvalid,
  )
  .describe(
    'An https: URL, a stored image (/images/{id}) or a data:image/…;base64, value (stored as an image)',
  );

/** `PATCH /api/brands/{id}`. */
export const BrandImageUpdate = z.object({ imageUrl: ImageAddress }).strict();
export type BrandImageUpdate = z.infer<typeof BrandImageUpdate>;

/** `PATCH /api/categories/{id}`. */
export const CategoryIconUpdate = z.object({ icon: ImageAddress }).strict();
export type CategoryIconUpdate = z.infer<typeof CategoryIconUpdate>;
