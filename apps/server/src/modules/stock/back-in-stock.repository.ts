import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { stockNotifications } from '../../db/schema/stock';

/** The product a request names: its name and whether shoppers see it in stock. */
export async function productAvailability(db: Db, productId: number) {
  const [row] = await db
    .select({ name: products.name, inStock: products.inStock })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** An address waits for a product; nothing changes when it already waits for it. */
export async function insertWaiting(
  db: Db,
  request: { productId: number; email: string; userId: number | null },
) {
  await db
    .insert(stockNotifications)
    .values(request)
    .onConflictDoNothing({
      target: [stockNotifications.productId, stockNotifications.email],
      where: isNull(stockNotifications.notifiedAt),
    });
}

/**
 * Up to `limit` requests whose product is in stock again, marked notified and answered with the
 * product: `for update skip locked`, so several processes never take one request twice, and the
 * caller queues the e-mails in the same transaction.
 */
export async function takeDueRequests(db: Db, limit: number) {
  const due = db
    .select({ id: stockNotifications.id })
    .from(stockNotifications)
    .innerJoin(products, eq(products.id, stockNotifications.productId))
    .where(and(isNull(stockNotifications.notifiedAt), eq(products.inStock, true)))
    .orderBy(stockNotifications.id)
    .limit(limit)
    .for('update', { of: stockNotifications, skipLocked: true });
  return db
    .update(stockNotifications)
    .set({ notifiedAt: sql`now()` })
    .from(products)
    .where(and(sql`${stockNotifications.id} in (${due})`, eq(products.id, stockNotifications.productId)))
    .returning({
      email: stockNotifications.email,
      productId: stockNotifications.productId,
      productName: products.name,
    });
}
