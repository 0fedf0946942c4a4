import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gte, min, not, or, sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { OrderSubmission } from '@shop/contract/checkout-schemas';

import { bulkDiscountTiers, products } from '../db/schema/catalog';
import { productStock } from '../db/schema/stock';
import { foundPractice } from '../db/practice-founding';
import { users } from '../db/schema/users';
import { AppError } from '../lib/app-error';
import { isDatabaseError } from '../lib/db-errors';
import { warmUpHeaders } from '../lib/warm-up-request';
import { createSession, loadSession } from '../plugins/session-store';
import { checkoutSettings } from '../modules/checkout/checkout.routes';
import { submitOrder } from '../modules/checkout/checkout.service';

/** Orders placed, and rolled back, on each database connection at once. */
const ORDERS_PER_CONNECTION = 5;
/** Rounds of the requests a shopper makes most (the catalogue reads, the cart, checkout's way in). */
const REQUEST_ROUNDS = 40;

export interface WarmUpReport {
  /** Orders placed and rolled back (0 on an empty catalogue), and the milliseconds it took. */
  rehearsedOrders: number;
  rehearsalMs: number;
  /** Requests made through the app, and the milliseconds they took. */
  requests: number;
  requestsMs: number;
}

/**
 * Warms a process that has just started listening, before it says it is ready
 * (docs/decisions/045): a new process answered its first seconds of checkout three times slower than
 * later, while it opened its database connections, each connection prepared its statements, and V8
 * compiled the handlers and the schemas' validators. This does that work first:
 * - on every connection of the pool at once, orders placed through the checkout service itself (the
 *   pricing, the sealing of the payment data, the statement that writes the order with its lines,
 *   history, e-mails and cart removal, the stock reservation, the answer's view), each by a doctor
 *   signed in within a transaction that is then rolled back. Nothing of it is kept: not the doctor,
 *   not the session, not the order, not its e-mails (the outbox rows go with the transaction, so no
 *   job ever sees them), not the reservation. Only the identity sequences move on, as for any
 *   order that fails;
 * - through the app itself (`inject`, marked so the log and the metrics leave it out): the product
 *   list, a search, a product, the categories, a guest's cart, and checkout's request with an unknown
 *   session, its body validated before the sign-in check refuses it (401).
 * Every request and statement only reads, except the rolled-back transactions. `connections`: how
 * many the database runs at once (its pool's size), each warmed.
 */
export async function warmUp(app: FastifyInstance, connections: number): Promise<WarmUpReport> {
  const started = performance.now();
  const input = await sampleOrder(app);
  let rehearsedOrders = 0;
  if (input) {
    const counts = await Promise.all(Array.from({ length: connections }, () => rehearseCheckout(app, input)));
    rehearsedOrders = counts.reduce((sum, n) => sum + n, 0);
  }
  const rehearsed = performance.now();
  const requests = await sampleRequests(app, input);
  for (let round = 0; round < REQUEST_ROUNDS; round += 1) {
    for (const request of requests) await app.inject(request);
  }
  return {
    rehearsedOrders,
    rehearsalMs: Math.round(rehearsed - started),
    requests: REQUEST_ROUNDS * requests.length,
    requestsMs: Math.round(performance.now() - rehearsed),
  };
}

/**
 * An order as a doctor's checkout sends it: the first in-stock product with a bulk tier at its
 * tier's quantity, and two more at 1. Undefined for a catalogue without an in-stock product.
 */
async function sampleOrder(app: FastifyInstance): Promise<OrderSubmission | undefined> {
  // What a doctor may order now: a product that tracks its stock has the units available.
  const available = sql`${productStock.onHand} - ${productStock.reserved}`;
  const tiered = await app.db
    .select({ productId: products.id, quantity: min(bulkDiscountTiers.minQuantity) })
    .from(products)
    .innerJoin(bulkDiscountTiers, eq(bulkDiscountTiers.productId, products.id))
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(eq(products.inStock, true))
    .groupBy(products.id)
    .having(sql`not ${products.trackInventory} or max(${available}) >= min(${bulkDiscountTiers.minQuantity})`)
    .orderBy(asc(products.id))
    .limit(1);
  const plain = await app.db
    .select({ productId: products.id })
    .from(products)
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(and(eq(products.inStock, true), or(not(products.trackInventory), gte(available, 1))))
    .orderBy(asc(products.id))
    .limit(3);
  const items = [
    ...tiered.map((line) => ({ productId: line.productId, quantity: Math.min(line.quantity ?? 1, 999) })),
    ...plain
      .filter((line) => !tiered.some((t) => t.productId === line.productId))
      .map((line) => ({ productId: line.productId, quantity: 1 })),
  ].slice(0, 3);
  if (items.length === 0) return undefined;
  const parsed = OrderSubmission.safeParse({
    doctorName: 'Dr. Warm Up',
    doctorEmail: 'warm-up@warm-up.invalid',
    doctorPhone: '+1 416 555 0100',
    shippingAddress: { street: '1 Warm-up St', city: 'Toronto', state: 'ON', zipCode: 'M5X 1A9' },
    billingSameAsShipping: true,
    doctorBankingInfo: {
      bankName: 'Warm-up Bank',
      accountNumber: '000123456789',
      routingNumber: '021000021',
      accountType: 'checking',
    },
    cardInfo: {
      cardNumber: '4242424242424242',
      expiryMonth: '12',
      expiryYear: String(new Date().getUTCFullYear() + 2),
      cvv: '123',
      cardholderName: 'Warm Up',
    },
    items,
  });
  return parsed.success ? parsed.data : undefined;
}

/**
 * Orders placed one after another, each in a transaction of its own that is rolled back; how many
 * were placed. A transaction of its own: a connection (the embedded database's only one) is taken
 * for one order's time, as a real order takes it. Its constraints are checked at once, so the
 * stock reservation that a real order's commit runs (db/objects/stock.sql) runs too, and its row
 * locks go with the rollback.
 */
async function rehearseCheckout(app: FastifyInstance, input: OrderSubmission) {
  const settings = checkoutSettings(app);
  let placed = 0;
  for (let i = 0; i < ORDERS_PER_CONNECTION; i += 1) {
    try {
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`set constraints all immediate`);
        const [doctor] = await tx
          .insert(users)
          .values({
            role: 'doctor',
            status: 'approved',
            email: `warm-up-${randomUUID()}@warm-up.invalid`,
            passwordHash: '!',
            fullName: 'Dr. Warm Up',
            approvedAt: new Date(),
          })
          .returning({ id: users.id, fullName: users.fullName, practiceName: users.practiceName });
        if (!doctor) throw new Error('the warm-up doctor was not written');
        await foundPractice(tx, doctor);
        const { token } = await createSession(tx, doctor.id, 'doctor');
        const signedIn = await loadSession(tx, token);
        if (!signedIn?.user) throw new Error('the warm-up session was not read back');
        await submitOrder(tx, settings, signedIn.user, randomUUID(), input);
        placed += 1;
        tx.rollback();
      });
    } catch (err) {
      if (err instanceof TransactionRollbackError) continue;
      // A refusal the checkout answers (the units sold meanwhile): the next order tries again.
      if (err instanceof AppError) continue;
      // The database refused the rehearsal (a sale took the last units, or a lock could not be had
      // in time): its transaction is gone with all it wrote; this connection rehearses no more.
      if (isDatabaseError(err)) break;
      throw err;
    }
  }
  return placed;
}

/** The requests of one round, each marked as the warm-up's. */
async function sampleRequests(
  app: FastifyInstance,
  input: OrderSubmission | undefined,
): Promise<InjectOptions[]> {
  // Uncompressed: warming the compressors cost the process about 11 MB of memory it keeps (the
  // search bench's 300 MB at 100,000 products) for no gain in checkout's first seconds (decision 045).
  const headers = warmUpHeaders();
  const [product] = await app.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1);
  const term = product?.name.split(/\s+/)[0]?.toLowerCase() ?? 'a';
  return [
    { method: 'GET', url: '/api/products', headers },
    { method: 'GET', url: `/api/products?search=${encodeURIComponent(term)}&limit=6`, headers },
    ...(product ? [{ method: 'GET' as const, url: `/api/products/${product.id}`, headers }] : []),
    { method: 'GET', url: '/api/categories', headers },
    { method: 'GET', url: '/api/cart', headers },
    {
      method: 'POST',
      url: '/api/orders',
      headers: {
        ...headers,
        // A session nobody has: looked up, not found, refused with 401 after the body is validated.
        cookie: `sid=${randomBytes(32).toString('base64url')}`,
        'idempotency-key': randomUUID(),
      },
      ...(input ? { payload: input } : {}),
    },
  ];
}
