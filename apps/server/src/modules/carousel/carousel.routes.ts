import { FeaturedEntry, HeroCarouselItem } from '@shop/contract/catalog-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featuredCarousel, heroCarousel } from './carousel.service';

export const carouselRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/carousel',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['carousel'],
        summary: 'Hero carousel: active items by sortOrder (an admin also gets inactive ones)',
        response: { 200: z.array(HeroCarouselItem) },
      },
    },
    async (request) => heroCarousel(app.db, request.currentUser?.role === 'admin'),
  );

  app.get(
    '/api/featured-carousel',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['carousel'],
        summary: 'Featured products by displayOrder',
        response: { 200: z.array(FeaturedEntry) },
      },
    },
    async () => featuredCarousel(app.db),
  );
};
