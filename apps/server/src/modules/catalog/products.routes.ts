import { IdParams } from '@shop/contract/common-schemas';
import { ProductListQuery, ProductListResponse, Product } from '@shop/contract/catalog-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProduct, listProducts } from './products.service';
import { catalogRead } from '../../plugins/response-cache';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    catalogRead({
      summary: 'Products: filter, search, sort and paginate (15 a page, 50 for an admin)',
      querystring: ProductListQuery,
      response: { 200: ProductListResponse, 400: ApiErrorBody },
    }),
    async (request) =>
      listProducts(app.db, request.query, request.currentUser?.role === 'admin', {
        index: app.searchIndex,
        products: app.productCache,
      }),
  );

  app.get(
    '/api/products/:id',
    catalogRead({
      summary: 'One product with its bulk tiers',
      params: IdParams,
      response: { 200: Product, 400: ApiErrorBody, 404: ApiErrorBody },
    }),
    async (request) => getProduct(app.db, request.params.id),
  );
};
