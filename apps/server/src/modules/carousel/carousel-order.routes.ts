import { CarouselOrderInput } from '@shop/contract/admin-carousel-schemas';
import { FeaturedOrderInput } from '@shop/contract/admin-featured-schemas';
import { MessageResponse } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminCatalogueWrites, refusedWrite } from '../../plugins/admin-catalogue-writes';
import { userOf } from '../../plugins/guards';
import { CAROUSELS, reorderCarousel } from './carousel-order.service';

/** A reorder's schema: every id once in the body; 409 when the carousel changed since it was read. */
const orderSchema = <Body extends z.ZodType>(tags: string[], summary: string, body: Body) => ({
  tags,
  summary,
  body,
  response: {
    200: MessageResponse,
    ...refusedWrite,
    409: ApiErrorBody,
  },
});

/**
 * The two carousels' reorders, one service for both (carousel-order.service.ts): the hero
 * carousel's move up/down and the featured carousel's Arrange order. Admins only (decision 011).
 */
export const carouselOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  adminCatalogueWrites(app);

  app.put(
    '/api/carousel/order',
    {
      schema: orderSchema(
        ['carousel'],
        'Put every hero carousel item in the order given (sort orders 1, 2, 3…)',
        CarouselOrderInput,
      ),
    },
    async (request) => reorderCarousel(app.db, userOf(request).id, CAROUSELS.hero, request.body.itemIds),
  );

  app.put(
    '/api/admin/featured-carousel/order',
    {
      schema: orderSchema(
        ['admin'],
        'Put every featured entry in the order given (display orders 1, 2, 3…)',
        FeaturedOrderInput,
      ),
    },
    async (request) => reorderCarousel(app.db, userOf(request).id, CAROUSELS.featured, request.body.entryIds),
  );
};
