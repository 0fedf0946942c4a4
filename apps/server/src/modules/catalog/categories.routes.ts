import { Category, CategorySlugParams } from '@shop/contract/catalog-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { catalogMessages } from '@shop/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { findCategoryBySlug, listCategories } from './categories.repository';
import { catalogRead } from '../../plugins/response-cache';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    catalogRead({
      summary: 'All categories with their product counts',
      response: { 200: z.array(Category) },
    }),
    async () => listCategories(app.db),
  );

  app.get(
    '/api/categories/:category',
    catalogRead({
      summary: 'One category by slug',
      params: CategorySlugParams,
      response: { 200: Category, 404: ApiErrorBody },
    }),
    async (request) => {
      const category = await findCategoryBySlug(app.db, request.params.category);
      if (!category) throw notFound(catalogMessages.categoryNotFound);
      return category;
    },
  );
};
