import { IdParams, MessageResponse } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyInstance } from 'fastify';
import { guardRoutes, refusedAdmin, requireAdmin } from './guards';

/**
 * The hooks of a plugin whose routes are the admin's catalogue writes (products, the carousels,
 * brand and category images): admins only, checked before the body is read, so a guest or a doctor
 * never gets a (possibly large) body parsed (decision 011). Every write reaches every process's
 * response and product caches through the database triggers' NOTIFY (decision 007); this process
 * also forgets its own before answering, so whoever reads the catalogue after the answer never waits for it.
 */
export function adminCatalogueWrites(app: FastifyInstance) {
  guardRoutes(app, requireAdmin);
  app.addHook('onSend', async (_request, reply, payload) => {
    // Only after a change: a refused call (a guest's, say) must not empty everyone's cache.
    if (reply.statusCode < 300) {
      app.responseCache.invalidate();
      app.productCache.invalidate();
      app.guestPageCache.invalidate();
    }
    return payload;
  });
}

/** What an admin write may answer besides its success: requireAdmin's refusals (a refused body, a guest, a doctor). */
export const refusedWrite = refusedAdmin;

/** A delete by id: its message, or a 404 when the row is gone (another admin deleted it first). */
export const deleteByIdSchema = (tags: string[], summary: string) => ({
  tags,
  summary,
  params: IdParams,
  response: { 200: MessageResponse, ...refusedWrite, 404: ApiErrorBody },
});
