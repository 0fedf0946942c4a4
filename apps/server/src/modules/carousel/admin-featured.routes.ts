import { FeaturedEntryInput } from '@shop/contract/admin-featured-schemas';
import { FeaturedEntry } from '@shop/contract/catalog-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogueWrites, deleteByIdSchema, refusedWrite } from '../../plugins/admin-catalogue-writes';
import { userOf } from '../../plugins/guards';
import { addFeaturedEntry, removeFeaturedEntry } from './admin-featured.service';

/**
 * The featured carousel's entries (docs/product.md, Admin catalogue); `GET /api/featured-carousel`
 * shows them. Every call: admins only (decision 011).
 */
export const adminFeaturedRoutes: FastifyPluginAsyncZod = async (app) => {
  adminCatalogueWrites(app);

  app.post(
    '/api/admin/featured-carousel',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a product to the featured carousel at a display order (once per product)',
        body: FeaturedEntryInput,
        response: { 201: FeaturedEntry, ...refusedWrite, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const entry = await addFeaturedEntry(app.db, userOf(request).id, request.body);
      return reply.status(201).send(entry);
    },
  );

  app.delete(
    '/api/admin/featured-carousel/:id',
    { schema: deleteByIdSchema(['admin'], 'Take an entry out of the featured carousel (the product stays)') },
    async (request) => removeFeaturedEntry(app.db, userOf(request).id, request.params.id),
  );
};
