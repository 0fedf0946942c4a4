import { ApiErrorBody } from '@shop/contract/error-schemas';
import { ImageParams, ImageQuery } from '@shop/contract/image-schemas';
import { imageMessages } from '@shop/contract/images';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { findImageDelivery, readImageBytes } from './images.service';

// An image id always names the same bytes, so browsers and proxies may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

const imageBody = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/:id',
    {
      schema: {
        tags: ['images'],
        summary: 'A stored image, or a WebP copy resized to one of the fixed widths',
        params: ImageParams,
        querystring: ImageQuery,
        response: {
          200: {
            description: 'The image (WebP when resized); cacheable for a year',
            content: { 'image/webp': { schema: imageBody }, 'image/*': { schema: imageBody } },
          },
          304: z.undefined().describe('Not modified: If-None-Match matched the ETag'),
          400: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const delivery = await findImageDelivery(app.db, request.params.id, request.query.w);
      if (!delivery) throw notFound(imageMessages.notFound);
      void reply.header('cache-control', IMMUTABLE).header('etag', delivery.etag);
      if (matchesEtag(request.headers['if-none-match'], delivery.etag)) return reply.code(304).send();

      const bytes = await readImageBytes(app.db, delivery);
      if (!bytes) throw notFound(imageMessages.notFound);
      return reply.type(delivery.contentType).send(bytes);
    },
  );

  // Every other address under /images names no stored image either: a name longer than the
  // router's parameter limit (app.ts) or one with a `/` in it lands here, not on the pages' route.
  app.get('/images/*', { schema: { hide: true } }, () => {
    throw notFound(imageMessages.notFound);
  });
};
