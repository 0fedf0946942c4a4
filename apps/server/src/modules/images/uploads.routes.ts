import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { uploadMessages as m } from '@shop/contract/admin-messages';
import {
  MAX_IMAGE_SIDE,
  UPLOAD_CONTEXT_FIELD,
  UPLOAD_FILE_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UploadImagesQuery,
  UploadImagesResponse,
} from '@shop/contract/upload-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discardRestOfBody } from '../../lib/request-body';
import { guardRoutes, requireAdmin, userOf } from '../../plugins/guards';
import { unsupportedMediaType } from './image-intake';
import { receiveImages, storeStagedImages } from './uploads.service';

const LARGEST_FILE = Math.max(...Object.values(UPLOAD_MAX_BYTES));

/**
 * The multipart parser's bounds for this route only (the app's JSON body limit stays 1 MB): the
 * files, a `context` field, and nothing much else. The per-file limit is set again per request.
 */
const PARSER_LIMITS = {
  fileSize: LARGEST_FILE,
  files: UPLOAD_MAX_FILES,
  fields: 2,
  parts: UPLOAD_MAX_FILES + 2,
  fieldNameSize: 100,
  fieldSize: 100,
  headerPairs: 20,
};

/** `POST /api/upload/images` (docs/product.md, Admin screens; decision 016). Admins only. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is read: a guest or a doctor never gets a byte parsed.
  guardRoutes(app, requireAdmin);
  // Registered in this plugin only: no other route takes multipart bodies.
  await app.register(multipart, { limits: PARSER_LIMITS });

  app.post(
    '/api/upload/images',
    {
      schema: {
        tags: ['images'],
        summary: `Upload images (multipart/form-data, ${UPLOAD_MAX_FILES} files at most, each in a "${UPLOAD_FILE_FIELD}" field)`,
        description:
          `Each file is judged by its bytes (JPEG, PNG, GIF or WebP; anything else 415), must fit the ` +
          `limit of the screen (\`context\` query parameter or a "${UPLOAD_CONTEXT_FIELD}" field before the ` +
          `files: manager 10 MB, product-form 5 MB; 413 beyond), is re-encoded without metadata, its ` +
          `longest side at most ${MAX_IMAGE_SIDE} px, and stored; all files or none.`,
        querystring: UploadImagesQuery,
        response: {
          201: UploadImagesResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          413: ApiErrorBody,
          415: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw unsupportedMediaType(m.notMultipart);
      const queryContext = request.query.context;
      const dir = await mkdtemp(path.join(tmpdir(), 'shop-upload-'));
      let urls: string[];
      // The scratch directory is gone before the answer leaves, whatever the outcome.
      try {
        let received: Awaited<ReturnType<typeof receiveImages>>;
        try {
          const parts = request.parts({
            limits: {
              ...PARSER_LIMITS,
              fileSize: queryContext ? UPLOAD_MAX_BYTES[queryContext] : LARGEST_FILE,
            },
          });
          received = await receiveImages(parts, { dir, queryContext });
        } catch (error) {
          discardRestOfBody(request.raw);
          throw error;
        }
        urls = await storeStagedImages(app.db, received.staged, {
          userId: userOf(request).id,
          context: received.context,
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      return reply.code(201).send({ files: urls.map((imageUrl) => ({ imageUrl })) });
    },
  );
};
