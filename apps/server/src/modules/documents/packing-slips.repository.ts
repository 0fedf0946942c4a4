import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deskJsonOf } from '../../db/order-shapes';
import { orders } from '../../db/schema/orders';

/** An order as the desk stores it (db/order-shapes.ts): its lines carry the SKUs they were sold with. */
export async function findPackingOrder(db: Db, orderId: number) {
  const [order] = await db
    .select({ json: deskJsonOf(orders) })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return order;
}
