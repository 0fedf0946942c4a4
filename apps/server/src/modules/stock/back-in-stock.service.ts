import { productPagePath } from '@shop/contract/pages';
import { authMessages, catalogMessages } from '@shop/contract/messages';
import { backInStockMessages as m } from '@shop/contract/stock-labels';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { queueEmail } from '../email/email.service';
import { insertWaiting, productAvailability, takeDueRequests } from './back-in-stock.repository';
import { backInStockEmail } from './stock.emails';

/** How many requests one run of the job answers; the next run takes the rest. */
const BATCH = 100;

/**
 * "Notify me when back in stock" (issue 38): a signed-in account's own address unless another is
 * given, a guest's given one. Refused for a product in stock (409) and without an address (400);
 * an address already waiting for the product is answered the same as a new one, and still gets one
 * e-mail. Answers the sentence to show.
 */
export async function requestBackInStock(
  db: Db,
  productId: number,
  asker: { email?: string; account?: { id: number; email: string } },
) {
  const product = await productAvailability(db, productId);
  if (!product) throw notFound(catalogMessages.productNotFound);
  const email = asker.email ?? asker.account?.email.toLowerCase();
  if (!email) throw badRequest(authMessages.invalidEmail, { email: [authMessages.invalidEmail] });
  if (product.inStock) throw conflict(m.inStockNow(product.name));
  await insertWaiting(db, { productId, email, userId: asker.account?.id ?? null });
  return m.waiting(product.name);
}

/**
 * The job's run: every request whose product is in stock again gets its one e-mail, queued in the
 * transaction that marks it notified. Answers how many were sent.
 */
export async function sendBackInStockNotices(db: Db, shop: { shopName: string; publicUrl: string }) {
  let sent = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const due = await takeDueRequests(tx, BATCH);
      const emails = due.map((request) =>
        backInStockEmail(shop.shopName, request.email, {
          name: request.productName,
          url: `${shop.publicUrl}${productPagePath(request.productId)}`,
        }),
      );
      await queueEmail(tx, ...emails);
      return due.length;
    });
    sent += taken;
    if (taken < BATCH) return sent;
  }
}
