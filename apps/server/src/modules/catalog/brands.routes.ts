import { Brand } from '@shop/contract/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listBrands } from './brands.repository';

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/brands',
    {
      config: { catalogCache: true },
      schema: { tags: ['catalog'], summary: 'All brands', response: { 200: z.array(Brand) } },
    },
    async () => listBrands(app.db),
  );
};
