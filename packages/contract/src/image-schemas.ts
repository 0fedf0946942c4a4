import { z } from 'zod';
import { IMAGE_WIDTHS, imageMessages } from './images';

// Kept apart from images.ts so the web app can use its helpers without loading zod.
// Any string, so a malformed id is a 404 like an unknown one rather than a 400.
export const ImageParams = z.object({ id: z.string().max(200).describe('The image id (a UUID)') }).strict();
export const ImageId = z.uuid();

export const ImageQuery = z
  .object({
    w: z
      .string()
      .regex(/^\d{1,5}$/, imageMessages.widthNotAllowed)
      .transform(Number)
      .pipe(z.literal(IMAGE_WIDTHS, imageMessages.widthNotAllowed))
      .optional()
      .describe(`Resize to this width (WebP): ${IMAGE_WIDTHS.join(', ')}`),
  })
  .strict();
