import { LIST_QUANTITY_MAX } from '@shop/contract/supply-lists';
import { and, asc, count, desc, eq, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplyListItems, supplyLists } from '../../db/schema/lists';
import { users } from '../../db/schema/users';

/** Whose lists a call sees: the member's practice's shared ones, and the member's own private ones. */
export interface ListViewer {
  userId: number;
  practiceId: number;
}

const visibleTo = (viewer: ListViewer) =>
  and(
    eq(supplyLists.practiceId, viewer.practiceId),
    or(not(supplyLists.private), eq(supplyLists.authorId, viewer.userId)),
  );

const listColumns = {
  id: supplyLists.id,
  name: supplyLists.name,
  private: supplyLists.private,
  authorId: supplyLists.authorId,
  authorName: users.fullName,
  version: supplyLists.version,
  updatedAt: supplyLists.updatedAt,
};

/** The lists the viewer sees, most recently changed first, each with its number of lines. */
export function findVisibleLists(db: Db, viewer: ListViewer) {
  const itemCount = db
    .select({ listId: supplyListItems.listId, n: count().as('n') })
    .from(supplyListItems)
    .where(sql`${supplyListItems.productId} is not null`)
    .groupBy(supplyListItems.listId)
    .as('item_count');
  return db
    .select({ ...listColumns, itemCount: sql<number>`coalesce(${itemCount.n}, 0)::int` })
    .from(supplyLists)
    .leftJoin(users, eq(users.id, supplyLists.authorId))
    .leftJoin(itemCount, eq(itemCount.listId, supplyLists.id))
    .where(visibleTo(viewer))
    .orderBy(desc(supplyLists.updatedAt), desc(supplyLists.id));
}

/** One list the viewer sees; undefined for another practice's, another member's private one, or none. */
export async function findVisibleList(db: Db, viewer: ListViewer, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(supplyLists)
    .leftJoin(users, eq(users.id, supplyLists.authorId))
    .where(and(eq(supplyLists.id, id), visibleTo(viewer)));
  return row;
}

/** A list's lines in the order set, those whose product was deleted included (no `productId`). */
export function findListItems(db: Db, listId: number) {
  return db
    .select({
      productId: supplyListItems.productId,
      productName: supplyListItems.productName,
      quantity: supplyListItems.quantity,
      minLevel: supplyListItems.minLevel,
      parLevel: supplyListItems.parLevel,
    })
    .from(supplyListItems)
    .where(eq(supplyListItems.listId, listId))
    .orderBy(asc(supplyListItems.position), asc(supplyListItems.id));
}

export async function insertList(
  db: Db,
  values: { practiceId: number; authorId: number; name: string; private: boolean },
) {
  const [row] = await db.insert(supplyLists).values(values).returning({ id: supplyLists.id });
  if (!row) throw new Error('the new list was not returned');
  return row.id;
}

/**
 * Counts a change of a list the viewer sees, writing `changes` with it: its version goes up by one,
 * if it is still `basedOn` (undefined: any version, for a change that adds up and cannot lose
 * another's) and, when `private` changes, the viewer wrote the list. The row stays locked to the
 * end of the caller's transaction. False when nothing matched: no such list, or a condition failed.
 */
export async function changeVisibleList(
  db: Db,
  viewer: ListViewer,
  id: number,
  basedOn: number | undefined,
  changes: Partial<{ name: string; private: boolean }> = {},
) {
  const rows = await db
    .update(supplyLists)
    .set({ ...changes, version: sql`${supplyLists.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(supplyLists.id, id),
        visibleTo(viewer),
        basedOn === undefined ? undefined : eq(supplyLists.version, basedOn),
        changes.private === undefined
          ? undefined
          : or(eq(supplyLists.private, changes.private), eq(supplyLists.authorId, viewer.userId)),
      ),
    )
    .returning({ version: supplyLists.version });
  return rows.length > 0;
}

export interface ListItemRow {
  productId: number;
  productName: string;
  quantity: number;
  minLevel: number | null;
  parLevel: number | null;
}

/** The list's lines become these, in this order. */
export async function replaceItems(db: Db, listId: number, items: readonly ListItemRow[]) {
  await db.delete(supplyListItems).where(eq(supplyListItems.listId, listId));
  if (items.length === 0) return;
  await db.insert(supplyListItems).values(items.map((item, position) => ({ ...item, listId, position })));
}

/** A product onto the list, after its last line; on it already, its quantity is added up (to the limit). */
export async function addItem(
  db: Db,
  listId: number,
  item: { productId: number; productName: string; quantity: number },
) {
  await db
    .insert(supplyListItems)
    .values({
      ...item,
      listId,
      position: sql`(select coalesce(max(${supplyListItems.position}), -1) + 1 from ${supplyListItems} where ${supplyListItems.listId} = ${listId})`,
    })
    .onConflictDoUpdate({
      target: [supplyListItems.listId, supplyListItems.productId],
      set: { quantity: sql`least(${supplyListItems.quantity} + excluded.quantity, ${LIST_QUANTITY_MAX})` },
    });
}

/** Deletes a list the viewer sees, with its lines; its name, or undefined when there was none. */
export async function deleteVisibleList(db: Db, viewer: ListViewer, id: number) {
  const [row] = await db
    .delete(supplyLists)
    .where(and(eq(supplyLists.id, id), visibleTo(viewer)))
    .returning({ name: supplyLists.name });
  return row?.name;
}
