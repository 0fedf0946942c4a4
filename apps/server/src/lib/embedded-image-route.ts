import { uploadMessages as m } from '@shop/contract/admin-messages';
import { EMBEDDED_IMAGE_MAX_BYTES, MEGABYTE } from '@shop/contract/upload-schemas';
import type { FastifyInstance } from 'fastify';
import { largeBodyRouteOptions } from './large-body-route';

/**
 * A JSON body holding a data URL of up to EMBEDDED_IMAGE_MAX_BYTES: base64 writes 3 bytes as 4
 * characters, and a little more room lets a file somewhat over the limit get the image's own 413
 * message from the decoder rather than the body limit's.
 */
export const EMBEDDED_IMAGE_BODY_LIMIT = Math.ceil((EMBEDDED_IMAGE_MAX_BYTES * 4) / 3) + MEGABYTE;

/**
 * Route options of a JSON route that may receive an embedded image: a body limit above the app's
 * 1 MB, and a body beyond even that answered with the image's 413 message instead of the general one.
 */
export const embeddedImageRouteOptions = (app: FastifyInstance) =>
  largeBodyRouteOptions(
    app,
    EMBEDDED_IMAGE_BODY_LIMIT,
    m.tooLarge(m.embeddedLabel, EMBEDDED_IMAGE_MAX_BYTES / MEGABYTE),
  );
