import { Brand, Category, CategoryIdParams } from '@shop/contract/catalog-schemas';
import { IdParams } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { BrandImageUpdate, CategoryIconUpdate } from '@shop/contract/upload-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { embeddedImageRouteOptions } from '../../lib/embedded-image-route';
import { adminCatalogueWrites, refusedWrite } from '../../plugins/admin-catalogue-writes';
import { userOf } from '../../plugins/guards';
import { brandImage, categoryIcon, updateImage } from './catalog-images.service';

/** One image PATCH's schema: the row by id, its address in the body, the row as the shop shows it. */
const imageSchema = <Params extends z.ZodType, Body extends z.ZodType, Answer extends z.ZodType>(
  summary: string,
  params: Params,
  body: Body,
  answer: Answer,
) => ({
  tags: ['catalog'],
  summary,
  params,
  body,
  response: {
    200: answer,
    ...refusedWrite,
    404: ApiErrorBody,
    413: ApiErrorBody,
    415: ApiErrorBody,
  },
});

const EMBEDDED = 'an https: URL, a stored image or a data:image/…;base64, value (stored as an image)';

/**
 * Brand and category images (docs/product.md, Admin screens): `PATCH /api/brands/{id}` {imageUrl}
 * and `PATCH /api/categories/{category}` {icon} (the path the public category read shares, by slug;
 * the write's parameter is the category's id). Admins only; one service for both (catalog-images.service.ts).
 */
export const catalogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  adminCatalogueWrites(app);

  app.patch(
    '/api/brands/:id',
    {
      ...embeddedImageRouteOptions(app),
      schema: imageSchema(`Set a brand's image: ${EMBEDDED}`, IdParams, BrandImageUpdate, Brand),
    },
    async (request) =>
      updateImage(app.db, brandImage, userOf(request).id, request.params.id, request.body.imageUrl),
  );

  app.patch(
    '/api/categories/:category',
    {
      ...embeddedImageRouteOptions(app),
      schema: imageSchema(
        `Set a category's icon: ${EMBEDDED}`,
        CategoryIdParams,
        CategoryIconUpdate,
        Category,
      ),
    },
    async (request) =>
      updateImage(app.db, categoryIcon, userOf(request).id, request.params.category, request.body.icon),
  );
};
