import { CarouselItemInput, CarouselItemPatch } from '@shop/contract/admin-carousel-schemas';
import { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import { IdParams } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogueWrites, deleteByIdSchema, refusedWrite } from '../../plugins/admin-catalogue-writes';
import { userOf } from '../../plugins/guards';
import { embeddedImageRouteOptions } from '../../lib/embedded-image-route';
import { createCarouselItem, deleteCarouselItem, updateCarouselItem } from './admin-carousel.service';

/** A body that may carry an embedded image: too large (413) or not an image it can store (415). */
const withImage = { 413: ApiErrorBody, 415: ApiErrorBody };

/**
 * The hero carousel's items (docs/product.md, Hero carousel items); `GET /api/carousel` (carousel
 * routes) shows them. Every call: admins only (decision 011).
 */
export const adminCarouselRoutes: FastifyPluginAsyncZod = async (app) => {
  adminCatalogueWrites(app);

  app.post(
    '/api/carousel',
    {
      ...embeddedImageRouteOptions(app),
      schema: {
        tags: ['carousel'],
        summary:
          'Add a hero carousel item (imageUrl: an https: URL, a stored image or a data:image/…;base64, value, stored as an image)',
        body: CarouselItemInput,
        response: { 201: HeroCarouselItem, ...refusedWrite, ...withImage },
      },
    },
    async (request, reply) => {
      const item = await createCarouselItem(app.db, userOf(request).id, request.body);
      return reply.status(201).send(item);
    },
  );

  app.patch(
    '/api/carousel/:id',
    {
      ...embeddedImageRouteOptions(app),
      schema: {
        tags: ['carousel'],
        summary: "Change any of a hero carousel item's fields; the rest stay",
        params: IdParams,
        body: CarouselItemPatch,
        response: { 200: HeroCarouselItem, ...refusedWrite, 404: ApiErrorBody, ...withImage },
      },
    },
    async (request) => updateCarouselItem(app.db, userOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/carousel/:id',
    { schema: deleteByIdSchema(['carousel'], 'Delete a hero carousel item') },
    async (request) => deleteCarouselItem(app.db, userOf(request).id, request.params.id),
  );
};
