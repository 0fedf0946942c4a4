import { IdParams } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import {
  ADMIN_STOCK_PATH,
  ProductStock,
  ProductStockQuery,
  StockLevels,
  StockListPage,
  StockListQuery,
  StockMovementInput,
  StockSettingsInput,
} from '@shop/contract/stock-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogueWrites, refusedWrite } from '../../plugins/admin-catalogue-writes';
import { guardRoutes, refusedAdmin, requireAdmin, userOf } from '../../plugins/guards';
import { changeStockSettings, listStock, postMovement, productStock } from './stock-admin.service';

const PRODUCT_STOCK_ROUTE = '/api/admin/products/:id/stock';

/**
 * The changes of stock: movements and settings. They may change what shoppers are shown (in stock,
 * "Only N left"), so they are catalogue writes: admins only, before the body is read, and this
 * process's caches are emptied before the answer.
 */
const stockWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  adminCatalogueWrites(app);

  app.post(
    PRODUCT_STOCK_ROUTE,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Post a stock movement: receive (into a lot with its expiry date for a lot-tracked product), adjust (signed, with a reason), damage or expire; answers the product’s stock after it',
        params: IdParams,
        body: StockMovementInput,
        response: { 201: ProductStock, ...refusedWrite, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const stock = await postMovement(app.db, userOf(request).id, request.params.id, request.body);
      return reply.status(201).send(stock);
    },
  );

  app.put(
    '/api/admin/products/:id/stock-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set a product’s Track inventory, Lot-tracked and low-stock threshold',
        params: IdParams,
        body: StockSettingsInput,
        response: { 200: StockLevels, ...refusedWrite, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => changeStockSettings(app.db, userOf(request).id, request.params.id, request.body),
  );
};

/** The reads of stock: a product's levels, lots and ledger, and the list of tracked products. */
const stockReadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the query is read: a guest or a doctor learns nothing about what a valid query is.
  guardRoutes(app, requireAdmin);

  app.get(
    PRODUCT_STOCK_ROUTE,
    {
      schema: {
        tags: ['admin'],
        summary:
          'A product’s stock: on hand, reserved, available, its lots with stock (soonest expiry first) and its ledger, newest first, 20 a page',
        params: IdParams,
        querystring: ProductStockQuery,
        response: { 200: ProductStock, ...refusedAdmin, 404: ApiErrorBody },
      },
    },
    async (request) => productStock(app.db, request.params.id, request.query.page),
  );

  app.get(
    ADMIN_STOCK_PATH,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Every tracked product’s stock with its low-stock flag and nearest lot expiry, least available first, 20 a page; filtered by low stock, lots expiring within N days, or name',
        querystring: StockListQuery,
        response: { 200: StockListPage, ...refusedAdmin },
      },
    },
    async (request) => listStock(app.db, request.query),
  );
};

/** The admin's stock (issue 19). Every call: admins only (401 for a guest, 403 for a doctor). */
export const stockAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(stockWriteRoutes);
  await app.register(stockReadRoutes);
};
