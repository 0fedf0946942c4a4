import {
  ImageChange,
  ImagesChange,
  NewProductBody,
  PriceChange,
  ProductPatch,
  ProductReplace,
  TiersReplace,
} from '@shop/contract/admin-product-schemas';
import { Product } from '@shop/contract/catalog-schemas';
import { IdParams } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogueWrites, deleteByIdSchema, refusedWrite } from '../../plugins/admin-catalogue-writes';
import { userOf } from '../../plugins/guards';
import {
  changeImages,
  changeMainImage,
  changePrice,
  changeTiers,
  createProduct,
  deleteProduct,
  patchProduct,
  replaceProduct,
} from './admin-products.service';

/** A SKU or GTIN that another product has (on its field). */
const skuOrGtinTaken = {
  description: 'The SKU or GTIN is another product’s: `fieldErrors` names the field (CONFLICT).',
  content: { 'application/json': { schema: ApiErrorBody } },
};
const edited = { 200: Product, ...refusedWrite, 404: ApiErrorBody, 409: skuOrGtinTaken };

/**
 * The admin catalogue (docs/product.md, Admin catalogue): products, their images and bulk tiers.
 * Every call: admins only (decision 011). The dashboard's product list is `GET /api/products` with
 * `limit=100` and `search` (an admin's listing is never served from the cache).
 */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  adminCatalogueWrites(app);

  app.post(
    '/api/admin/products',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Add a product with its images, tags and bulk tiers; without a SKU it gets the next MED-nnnnnn',
        body: NewProductBody,
        response: { 201: Product, ...refusedWrite, 409: skuOrGtinTaken },
      },
    },
    async (request, reply) => {
      const product = await createProduct(app.db, userOf(request).id, request.body);
      return reply.status(201).send(product);
    },
  );

  app.put(
    '/api/admin/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a product: every field of the edit dialog; other images, tags, tiers when sent',
        params: IdParams,
        body: ProductReplace,
        response: edited,
      },
    },
    async (request) => replaceProduct(app.db, userOf(request).id, request.params.id, request.body),
  );

  app.patch(
    '/api/admin/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change some of a product’s fields (name, description, price, image, …)',
        params: IdParams,
        body: ProductPatch,
        response: edited,
      },
    },
    async (request) => patchProduct(app.db, userOf(request).id, request.params.id, request.body),
  );

  app.patch(
    '/api/admin/products/:id/price',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a product’s price (and its struck-through original price)',
        params: IdParams,
        body: PriceChange,
        response: edited,
      },
    },
    async (request) => changePrice(app.db, userOf(request).id, request.params.id, request.body),
  );

  app.patch(
    '/api/admin/products/:id/image',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a product’s main image; its other images stay',
        params: IdParams,
        body: ImageChange,
        response: edited,
      },
    },
    async (request) => changeMainImage(app.db, userOf(request).id, request.params.id, request.body.imageUrl),
  );

  app.patch(
    '/api/admin/products/:id/images',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set a product’s images as one ordered set, main image first (at least one)',
        params: IdParams,
        body: ImagesChange,
        response: edited,
      },
    },
    async (request) => changeImages(app.db, userOf(request).id, request.params.id, request.body),
  );

  app.put(
    '/api/admin/products/:id/tiers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace a product’s bulk tiers (no overlaps; stored by minimum quantity)',
        params: IdParams,
        body: TiersReplace,
        response: edited,
      },
    },
    async (request) => changeTiers(app.db, userOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/products/:id',
    {
      schema: deleteByIdSchema(
        ['admin'],
        'Delete a product: it leaves listings, carts and the featured carousel; orders keep their lines',
      ),
    },
    async (request) => deleteProduct(app.db, userOf(request).id, request.params.id),
  );
};
