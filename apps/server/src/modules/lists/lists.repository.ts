import { LIST_QUANTITY_MAX } from '@shop/contract/supply-lists';
import { and, asc, count, desc, eq, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { supplyListItems, supplyListSchedules, supplyLists } from '../../db/schema/lists';
import { practiceMembers } from '../../db/schema/practices';
import { users } from '../../db/schema/users';
import { insertedRow } from '../../db/inserted-row';

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

/** Who set a list's schedule, beside its author. */
const scheduleOwners = alias(users, 'schedule_owner');

const listColumns = {
  id: supplyLists.id,
  name: supplyLists.name,
  private: supplyLists.private,
  authorId: supplyLists.authorId,
  authorName: users.fullName,
  version: supplyLists.version,
  updatedAt: supplyLists.updatedAt,
  scheduleUserId: supplyListSchedules.userId,
  scheduleOwnerName: scheduleOwners.fullName,
  everyWeeks: supplyListSchedules.everyWeeks,
  weekday: supplyListSchedules.weekday,
  nextOn: supplyListSchedules.nextOn,
  paused: supplyListSchedules.paused,
};

/** A list read with its author and its schedule (if any) and who set it. */
const listsWithSchedules = (db: Db) =>
  db
    .select(listColumns)
    .from(supplyLists)
    .leftJoin(users, eq(users.id, supplyLists.authorId))
    .leftJoin(supplyListSchedules, eq(supplyListSchedules.listId, supplyLists.id))
    .leftJoin(scheduleOwners, eq(scheduleOwners.id, supplyListSchedules.userId));

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
    .leftJoin(supplyListSchedules, eq(supplyListSchedules.listId, supplyLists.id))
    .leftJoin(scheduleOwners, eq(scheduleOwners.id, supplyListSchedules.userId))
    .leftJoin(itemCount, eq(itemCount.listId, supplyLists.id))
    .where(visibleTo(viewer))
    .orderBy(desc(supplyLists.updatedAt), desc(supplyLists.id));
}

/** One list the viewer sees; undefined for another practice's, another member's private one, or none. */
export async function findVisibleList(db: Db, viewer: ListViewer, id: number) {
  const [row] = await listsWithSchedules(db).where(and(eq(supplyLists.id, id), visibleTo(viewer)));
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
  const rows = await db.insert(supplyLists).values(values).returning({ id: supplyLists.id });
  return insertedRow(rows, 'the new list was not returned').id;
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

/**
 * Products onto the list, after its last line in the order given; one on it already has its
 * quantity added up (to the lists' limit).
 */
export async function addItems(
  db: Db,
  listId: number,
  items: readonly { productId: number; productName: string; quantity: number }[],
) {
  if (items.length === 0) return;
  // Every row's subquery reads the list as the statement found it: the same last position, plus one each.
  const after = (index: number) =>
    sql`(select coalesce(max(${supplyListItems.position}), -1) + ${index + 1} from ${supplyListItems} where ${supplyListItems.listId} = ${listId})`;
  await db
    .insert(supplyListItems)
    .values(items.map((item, index) => ({ ...item, listId, position: after(index) })))
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

/** A list's schedule becomes this one, set by `userId` (whose cart it fills), not paused. */
export async function upsertSchedule(
  db: Db,
  values: { listId: number; userId: number; everyWeeks: number; weekday: number; nextOn: string },
) {
  await db
    .insert(supplyListSchedules)
    .values(values)
    .onConflictDoUpdate({
      target: supplyListSchedules.listId,
      set: { ...values, paused: false, updatedAt: sql`now()` },
    });
}

/** Changes a list's schedule; false when it has none. */
export async function updateSchedule(
  db: Db,
  listId: number,
  changes: Partial<{ nextOn: string; paused: boolean; lastRunOn: string }>,
) {
  const rows = await db
    .update(supplyListSchedules)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(supplyListSchedules.listId, listId))
    .returning({ listId: supplyListSchedules.listId });
  return rows.length > 0;
}

/** Removes a list's schedule; false when it had none. */
export async function deleteSchedule(db: Db, listId: number) {
  const rows = await db
    .delete(supplyListSchedules)
    .where(eq(supplyListSchedules.listId, listId))
    .returning({ listId: supplyListSchedules.listId });
  return rows.length > 0;
}

/**
 * Up to `limit` schedules due on `today` (not paused, next date today or before), after list
 * `afterListId`, each locked for the caller's transaction; one another process holds is passed over
 * (SKIP LOCKED), so two runs at once take different ones. With each: the list, its practice, and
 * whether the member who set it may still order from it (approved, enabled, in the list's practice,
 * not a bookkeeper, and the list not another member's private one).
 */
export function lockDueSchedules(db: Db, today: string, afterListId: number, limit: number) {
  return db
    .select({
      listId: supplyListSchedules.listId,
      userId: supplyListSchedules.userId,
      everyWeeks: supplyListSchedules.everyWeeks,
      nextOn: supplyListSchedules.nextOn,
      listName: supplyLists.name,
      fullName: users.fullName,
      email: users.email,
      mayOrder: sql<boolean>`(
        ${users.status} = 'approved' and ${users.disabledAt} is null
        and (not ${supplyLists.private} or ${supplyLists.authorId} = ${users.id})
        and exists (
          select 1 from ${practiceMembers}
          where ${practiceMembers.userId} = ${users.id}
            and ${practiceMembers.practiceId} = ${supplyLists.practiceId}
            and ${practiceMembers.role} <> 'bookkeeper'
        )
      )`,
    })
    .from(supplyListSchedules)
    .innerJoin(supplyLists, eq(supplyLists.id, supplyListSchedules.listId))
    .innerJoin(users, eq(users.id, supplyListSchedules.userId))
    .where(
      and(
        eq(supplyListSchedules.paused, false),
        sql`${supplyListSchedules.nextOn} <= ${today}`,
        sql`${supplyListSchedules.listId} > ${afterListId}`,
      ),
    )
    .orderBy(asc(supplyListSchedules.listId))
    .limit(limit)
    .for('update', { of: supplyListSchedules, skipLocked: true });
}
