import { getTableColumns, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockRow } from '../../db/held-rows';
import type { OrderedRows } from '../../db/ordered-rows';
import { heroCarouselItems } from '../../db/schema/catalog';
import { insertedRow } from '../../db/inserted-row';

/** Every column the API shows (the HeroCarouselItem contract): the row without its timestamps. */
const { createdAt: _createdAt, updatedAt: _updatedAt, ...itemColumns } = getTableColumns(heroCarouselItems);

export type CarouselItemRow = typeof heroCarouselItems.$inferSelect;
export type NewCarouselItemRow = typeof heroCarouselItems.$inferInsert;

export async function findItem(db: Db, id: number) {
  const [row] = await db.select(itemColumns).from(heroCarouselItems).where(eq(heroCarouselItems.id, id));
  return row;
}

/** The item, its row locked until the transaction ends: two admins editing one item take turns. */
export async function lockItem(tx: Db, id: number) {
  return lockRow(tx, itemColumns, heroCarouselItems.id, id);
}

export async function insertItem(tx: Db, values: NewCarouselItemRow) {
  const rows = await tx.insert(heroCarouselItems).values(values).returning(itemColumns);
  return insertedRow(rows, 'insert returned no row');
}

export async function updateItem(tx: Db, id: number, values: Partial<NewCarouselItemRow>) {
  const [row] = await tx
    .update(heroCarouselItems)
    .set(values)
    .where(eq(heroCarouselItems.id, id))
    .returning(itemColumns);
  return row;
}

export async function deleteItem(tx: Db, id: number) {
  const [row] = await tx.delete(heroCarouselItems).where(eq(heroCarouselItems.id, id)).returning(itemColumns);
  return row;
}

/** The hero carousel's items, in sort order (`db/ordered-rows.ts`). */
export const carouselItemOrder: OrderedRows = {
  table: heroCarouselItems,
  id: heroCarouselItems.id,
  position: heroCarouselItems.sortOrder,
};
