import { Brand } from '@shop/contract/catalog-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listBrands } from './brands.repository';
import { catalogRead } from '../../plugins/response-cache';

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/brands',
    catalogRead({ summary: 'All brands', response: { 200: z.array(Brand) } }),
    async () => listBrands(app.db),
  );
};
