import { IdParams, MessageResponse } from '@shop/contract/common-schemas';
import {
  BulkCartBody,
  BulkCartResponse,
  CartItem,
  StoreAddCartItem,
  StoreUpdateCartItem,
} from '@shop/contract/cart-schemas';
import { CART_BULK_PATH, QUICK_ORDER_MAX_BYTES, quickOrderMessages } from '@shop/contract/quick-order';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { cartMessages } from '@shop/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { largeBodyRouteOptions } from '../../lib/large-body-route';
import { rateLimitByAddress } from '../../lib/rate-limit';
import { requireDoctor, userOf } from '../../plugins/guards';
import { setSessionCookie, startGuestSession, type StartedSession } from '../../plugins/session';
import { addItem, readCart, removeItem, updateItem, type CartOwner } from './cart.service';
import { addQuickOrder } from './quick-order.service';
import { sessionCookie } from '../../plugins/api-document';

const lineErrors = { 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The cart's owner: the signed-in user, else the visitor's session; undefined for a new visitor. */
  const ownerOf = (request: FastifyRequest): CartOwner | undefined => {
    if (request.currentUser) return { userId: request.currentUser.id };
    if (request.session) return { sessionIdHash: request.session.idHash };
    return undefined;
  };

  /**
   * Decision 015: a guest's first addition starts a session for the guest's cart. Each one is kept
   * for weeks, so a client address may start only so many an hour (GUEST_SESSIONS_PER_HOUR); past
   * that, 429 and nothing is written. Visitors who already have a session are never counted.
   */
  const newGuestLimit = rateLimitByAddress({
    bucket: 'guest-session',
    max: app.config.guestSessionsPerHour,
    windowSeconds: 60 * 60,
    message: cartMessages.tooManyGuestCarts,
  });

  /** Adds the line for the visitor's cart; a new visitor's session starts with it, or not at all. */
  const addForVisitor = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { productId, quantity }: { productId: number; quantity: number },
  ): Promise<CartOwner> => {
    const known = ownerOf(request);
    if (known) return addItem(app.db, known, productId, quantity);
    await newGuestLimit(request);
    const started: { session?: StartedSession } = {};
    const owner = await addItem(
      app.db,
      async (tx) => {
        started.session = await startGuestSession(tx);
        return { sessionIdHash: started.session.idHash };
      },
      productId,
      quantity,
    );
    if (started.session) {
      setSessionCookie(reply, started.session.token, started.session.expiresAt, app.config.secureCookies);
    }
    return owner;
  };

  app.get(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "The visitor's cart lines with prices",
        response: { 200: z.array(CartItem) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      return owner ? readCart(app.db, owner) : [];
    },
  );

  app.post(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "Add a product (adds to the product's line if present)",
        documentedResponses: {
          201: sessionCookie("A guest's first line starts their session: `sid`, HttpOnly, SameSite=Lax"),
        },
        body: StoreAddCartItem,
        response: { 201: z.array(CartItem), ...lineErrors, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const owner = await addForVisitor(request, reply, request.body);
      return reply.status(201).send(await readCart(app.db, owner));
    },
  );

  app.post(
    CART_BULK_PATH,
    {
      schema: {
        tags: ['cart'],
        summary:
          'Quick order: lines of a product code (SKU or GTIN) and a quantity, each answered; those that pass go to the cart in one step',
        body: BulkCartBody,
        response: {
          200: BulkCartResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          413: ApiErrorBody,
        },
      },
      preHandler: requireDoctor,
      // JSON writes a line break as two characters: room for 1 MB of text, whose size the service checks.
      ...largeBodyRouteOptions(app, 3 * QUICK_ORDER_MAX_BYTES, quickOrderMessages.tooLarge),
    },
    async (request) => addQuickOrder(app.db, userOf(request), request.body.text),
  );

  app.put(
    '/api/cart/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set a line quantity (0 removes the line)',
        params: IdParams,
        body: StoreUpdateCartItem,
        response: { 200: z.array(CartItem), ...lineErrors },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      if (!owner) throw notFound(cartMessages.lineNotFound);
      await updateItem(app.db, owner, request.params.id, request.body.quantity);
      return readCart(app.db, owner);
    },
  );

  app.delete(
    '/api/cart/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a line',
        params: IdParams,
        response: { 200: MessageResponse, ...lineErrors },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      if (!owner) throw notFound(cartMessages.lineNotFound);
      await removeItem(app.db, owner, request.params.id);
      return { message: cartMessages.removed };
    },
  );
};
