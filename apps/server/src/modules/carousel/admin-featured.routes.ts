import { FeaturedEntryInput, FeaturedOrderInput } from '@shop/contract/admin-featured';
import { FeaturedEntry } from '@shop/contract/catalog';
import { IdParams, MessageResponse } from '@shop/contract/common';
import { ApiErrorBody } from '@shop/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, userOf } from '../../plugins/guards';
import { addFeaturedEntry, removeFeaturedEntry, reorderFeaturedEntries } from './admin-featured.service';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/**
 * The featured carousel's entries (docs/product.md, Admin catalogue); `GET /api/featured-carousel`
 * shows them. Every call: admins only (decision 011).
 */
export const adminFeaturedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  // As in admin-products.routes.ts: this process forgets its cached catalogue before answering;
  // the others hear of the change through the trigger's NOTIFY (decision 007).
  app.addHook('onSend', async (_request, reply, payload) => {
    // Only after a change: a refused call (a guest's, say) must not empty everyone's cache.
    if (reply.statusCode < 300) app.responseCache.invalidate();
    return payload;
  });

  app.post(
    '/api/admin/featured-carousel',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a product to the featured carousel at a display order (once per product)',
        body: FeaturedEntryInput,
        response: { 201: FeaturedEntry, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const entry = await addFeaturedEntry(app.db, userOf(request).id, request.body);
      return reply.status(201).send(entry);
    },
  );

  app.delete(
    '/api/admin/featured-carousel/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Take an entry out of the featured carousel (the product stays)',
        params: IdParams,
        response: { 200: MessageResponse, ...guarded, 404: ApiErrorBody },
      },
    },
    async (request) => removeFeaturedEntry(app.db, userOf(request).id, request.params.id),
  );

  app.put(
    '/api/admin/featured-carousel/order',
    {
      schema: {
        tags: ['admin'],
        summary: 'Put every featured entry in the order given (display orders 1, 2, 3…)',
        body: FeaturedOrderInput,
        response: { 200: MessageResponse, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request) => reorderFeaturedEntries(app.db, userOf(request).id, request.body),
  );
};
