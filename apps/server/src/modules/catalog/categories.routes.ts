import { Category, CategorySlugParams } from '@shop/contract/catalog';
import { IdParams } from '@shop/contract/common';
import { ApiErrorBody } from '@shop/contract/errors';
import { catalogMessages } from '@shop/contract/messages';
import { CategoryIconUpdate } from '@shop/contract/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { requireAdmin, userOf } from '../../plugins/guards';
import { embeddedImageRouteOptions } from '../../lib/embedded-image-route';
import { updateCategoryIcon } from './catalog-images.service';
import { findCategoryBySlug, listCategories } from './categories.repository';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'All categories with their product counts',
        response: { 200: z.array(Category) },
      },
    },
    async () => listCategories(app.db),
  );

  app.get(
    '/api/categories/:slug',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'One category by slug',
        params: CategorySlugParams,
        response: { 200: Category, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const category = await findCategoryBySlug(app.db, request.params.slug);
      if (!category) throw notFound(catalogMessages.categoryNotFound);
      return category;
    },
  );

  // By id, as every admin write names its row; the public read above is by slug.
  app.patch(
    '/api/categories/:id',
    {
      // Before the body is read: a guest or a doctor never gets a (possibly large) body parsed.
      onRequest: requireAdmin,
      ...embeddedImageRouteOptions(app),
      schema: {
        tags: ['catalog'],
        summary:
          "Set a category's icon: an https: URL, a stored image or a data:image/…;base64, value (stored as an image)",
        params: IdParams,
        body: CategoryIconUpdate,
        response: {
          200: Category,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
          413: ApiErrorBody,
          415: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const category = await updateCategoryIcon(
        app.db,
        userOf(request).id,
        request.params.id,
        request.body.icon,
      );
      // The trigger's NOTIFY empties every process's catalogue cache (decision 007); this process
      // forgets its own before answering, so a read after the answer never waits for it.
      app.responseCache.invalidate();
      return category;
    },
  );
};
