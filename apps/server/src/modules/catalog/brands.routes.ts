import { Brand } from '@shop/contract/catalog';
import { IdParams } from '@shop/contract/common';
import { ApiErrorBody } from '@shop/contract/errors';
import { BrandImageUpdate } from '@shop/contract/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, userOf } from '../../plugins/guards';
import { embeddedImageRouteOptions } from '../../lib/embedded-image-route';
import { listBrands } from './brands.repository';
import { updateBrandImage } from './catalog-images.service';

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/brands',
    {
      config: { catalogCache: true },
      schema: { tags: ['catalog'], summary: 'All brands', response: { 200: z.array(Brand) } },
    },
    async () => listBrands(app.db),
  );

  app.patch(
    '/api/brands/:id',
    {
      // Before the body is read: a guest or a doctor never gets a (possibly large) body parsed.
      onRequest: requireAdmin,
      ...embeddedImageRouteOptions(app),
      schema: {
        tags: ['catalog'],
        summary:
          "Set a brand's image: an https: URL, a stored image or a data:image/…;base64, value (stored as an image)",
        params: IdParams,
        body: BrandImageUpdate,
        response: {
          200: Brand,
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
      const brand = await updateBrandImage(
        app.db,
        userOf(request).id,
        request.params.id,
        request.body.imageUrl,
      );
      // The trigger's NOTIFY empties every process's catalogue cache (decision 007); this process
      // forgets its own before answering, so a read after the answer never waits for it.
      app.responseCache.invalidate();
      return brand;
    },
  );
};
