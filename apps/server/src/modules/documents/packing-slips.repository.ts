import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deskJsonOf } from '../../db/order-shapes';
import { products } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/orders';

/** An order as the desk stores it (db/order-shapes.ts), and its lines' SKUs now (null once deleted). */
export async function findPackingOrder(db: Db, orderId: number) {
  const [order] = await db
    .select({ json: deskJsonOf(orders) })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return undefined;
  const skus = await db
    .select({ itemId: orderItems.id, sku: products.sku })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { json: order.json, skus: new Map(skus.map((line) => [line.itemId, line.sku])) };
}
