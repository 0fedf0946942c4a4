import { RECALL_REMINDER_AFTER_DAYS } from '@shop/contract/recall';
import { aliasedTable, and, asc, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noRowIn } from '../../db/no-row';
import { containing } from '../../lib/like-pattern';
import { readPage } from '../../lib/paging';
import { products } from '../../db/schema/catalog';
import { orders } from '../../db/schema/orders';
import { practiceMembers, practices } from '../../db/schema/practices';
import { recallLines, recallLots, recallNotices, recallReminders, recalls } from '../../db/schema/recalls';
import { productStock, stockLots, stockMovements } from '../../db/schema/stock';
import { outboxEmails } from '../../db/schema/system';
import { users } from '../../db/schema/users';
import { insertedRow } from '../../db/inserted-row';

/**
 * Recalls' reads and writes (issue 20, docs/decisions/036). Opening one runs in one transaction:
 * the product's stock row and lots locked (as every stock change takes them), the recall and its
 * lots written, the held units taken off the shelf, the shipped lines copied from the ledger, and a
 * notice to every owner and prescriber of each practice the lines went to (issue 39).
 */

/** The product a recall names, its stock row locked (FOR UPDATE) when it tracks stock. */
export async function lockRecalledProduct(db: Db, productId: number) {
  const [product] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return undefined;
  await db
    .select({ productId: productStock.productId })
    .from(productStock)
    .where(eq(productStock.productId, productId))
    .for('update');
  return product;
}

/** Those of `lotNumbers` the product holds or held, locked, in id order. */
export function lockProductLots(db: Db, productId: number, lotNumbers: readonly string[]) {
  return db
    .select({
      id: stockLots.id,
      lotNumber: stockLots.lotNumber,
      expiryDate: stockLots.expiryDate,
      onHand: stockLots.onHand,
      recallId: stockLots.recallId,
    })
    .from(stockLots)
    .where(and(eq(stockLots.productId, productId), inArray(stockLots.lotNumber, [...lotNumbers])))
    .orderBy(asc(stockLots.id))
    .for('update');
}

export type NewRecall = typeof recalls.$inferInsert;

export async function insertRecall(db: Db, recall: NewRecall) {
  const rows = await db
    .insert(recalls)
    .values(recall)
    .returning({ id: recalls.id, openedAt: recalls.openedAt });
  return insertedRow(rows, 'recall insert returned no row');
}

/**
 * The recalled lots' held units leave the shelf: each lot is marked with the recall and emptied,
 * with a `recall` row in the ledger, and the product's on hand goes down by their sum (which may
 * leave it below what orders reserved: those orders wait for new stock).
 */
export async function quarantineLots(
  db: Db,
  recall: { id: number; productId: number; title: string; actorId: number },
  lots: readonly { id: number; lotNumber: string; expiryDate: string; onHand: number }[],
) {
  await db.insert(recallLots).values(
    lots.map((lot) => ({
      recallId: recall.id,
      lotNumber: lot.lotNumber,
      expiryDate: lot.expiryDate,
      quarantined: lot.onHand,
    })),
  );
  await db
    .update(stockLots)
    .set({ recallId: recall.id, onHand: 0 })
    .where(
      inArray(
        stockLots.id,
        lots.map((lot) => lot.id),
      ),
    );
  const held = lots.filter((lot) => lot.onHand > 0);
  if (held.length === 0) return 0;
  await db.insert(stockMovements).values(
    held.map((lot) => ({
      productId: recall.productId,
      kind: 'recall' as const,
      quantity: -lot.onHand,
      lotId: lot.id,
      reason: recall.title,
      actorId: recall.actorId,
    })),
  );
  const units = held.reduce((sum, lot) => sum + lot.onHand, 0);
  await db
    .update(productStock)
    .set({ onHand: sql`${productStock.onHand} - ${units}`, updatedAt: new Date() })
    .where(eq(productStock.productId, recall.productId));
  return units;
}

/**
 * Copies every shipment of the lots from the ledger into the recall's lines (one statement), with
 * the order's number, doctor and practice as the order holds them.
 */
export async function copyShippedLines(db: Db, recallId: number, lotIds: readonly number[]) {
  await db.execute(sql`
    insert into ${recallLines} (recall_id, user_id, practice_id, order_id, order_item_id, order_number,
      doctor_name, doctor_email, lot_number, quantity, shipped_at)
    select ${recallId}, o.user_id, o.practice_id, m.order_id, m.order_item_id, o.order_number,
      o.doctor_name, o.doctor_email, l.lot_number, -m.quantity, m.created_at
    from ${stockMovements} m
    join ${stockLots} l on l.id = m.lot_id
    join ${orders} o on o.id = m.order_id
    where m.kind = 'ship' and m.lot_id in (${sql.join(
      lotIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/**
 * Who is told of the recall (issue 39): every approved owner and prescriber of each practice its
 * lines went to, each with all of that practice's lines, in line order.
 */
export function recalledMembers(db: Db, recallId: number) {
  return db
    .select({
      userId: users.id,
      practiceId: practiceMembers.practiceId,
      email: users.email,
      fullName: users.fullName,
      orderNumber: recallLines.orderNumber,
      lotNumber: recallLines.lotNumber,
      quantity: recallLines.quantity,
    })
    .from(recallLines)
    .innerJoin(
      practiceMembers,
      and(
        eq(practiceMembers.practiceId, recallLines.practiceId),
        inArray(practiceMembers.role, ['owner', 'prescriber']),
      ),
    )
    .innerJoin(users, and(eq(users.id, practiceMembers.userId), eq(users.status, 'approved')))
    .where(eq(recallLines.recallId, recallId))
    .orderBy(asc(users.id), asc(recallLines.shippedAt), asc(recallLines.id));
}

export function insertNotices(db: Db, notices: readonly (typeof recallNotices.$inferInsert)[]) {
  return db.insert(recallNotices).values([...notices]);
}

const opener = aliasedTable(users, 'opener');
const closer = aliasedTable(users, 'closer');

const summaryFields = {
  id: recalls.id,
  productId: recalls.productId,
  productName: recalls.productName,
  reason: recalls.reason,
  action: recalls.action,
  recallClass: recalls.recallClass,
  status: recalls.status,
  openedAt: recalls.openedAt,
  openedBy: opener.fullName,
  closedAt: recalls.closedAt,
  closedBy: closer.fullName,
  // Written with aliases: a subquery's column must not be taken for the outer row's of the same name.
  // A clinic is a practice (its notices are acknowledged together); a notice without one counts alone.
  clinicCount: sql<number>`(select count(distinct coalesce(n.practice_id, -n.user_id))::int from recall_notices n where n.recall_id = recalls.id)`,
  acknowledgedCount: sql<number>`(select count(distinct coalesce(n.practice_id, -n.user_id)) filter (where n.acknowledged_at is not null)::int from recall_notices n where n.recall_id = recalls.id)`,
  unitsShipped: sql<number>`(select coalesce(sum(l.quantity), 0)::int from recall_lines l where l.recall_id = recalls.id)`,
};

const summaries = (db: Db) =>
  db
    .select(summaryFields)
    .from(recalls)
    .leftJoin(opener, eq(opener.id, recalls.openedBy))
    .leftJoin(closer, eq(closer.id, recalls.closedBy));

/** A recall's own row, without the counts of its clinics (the doctor's reads, the writes). */
export async function findRecallRow(db: Db, recallId: number) {
  const [row] = await db.select().from(recalls).where(eq(recalls.id, recallId));
  return row;
}

/** A recall as the admin's list shows it, with who opened and closed it and its counts. */
export async function findRecall(db: Db, recallId: number) {
  const [row] = await summaries(db).where(eq(recalls.id, recallId));
  return row;
}

/** A page of recalls, newest first, and how many there are. */
export function findRecallPage(db: Db, page: { limit: number; offset: number }) {
  return readPage(db, summaries(db).$dynamic(), {
    from: recalls,
    where: undefined,
    orderBy: [desc(recalls.openedAt), desc(recalls.id)],
    ...page,
  });
}

/** The lots of the recalls given, in lot number order. */
export function findRecallLots(db: Db, recallIds: readonly number[]) {
  if (recallIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      recallId: recallLots.recallId,
      lotNumber: recallLots.lotNumber,
      expiryDate: recallLots.expiryDate,
      quarantined: recallLots.quarantined,
    })
    .from(recallLots)
    .where(inArray(recallLots.recallId, [...recallIds]))
    .orderBy(asc(recallLots.recallId), asc(recallLots.lotNumber));
}

/** An order line of a recall as every view lists it (contract RecallOrderLine, times as Dates). */
const orderLineFields = {
  orderId: recallLines.orderId,
  orderNumber: recallLines.orderNumber,
  lotNumber: recallLines.lotNumber,
  quantity: recallLines.quantity,
  shippedAt: recallLines.shippedAt,
};

/**
 * A recall's lines with their clinic (the practice the order was placed for), and each notice of
 * that practice with its e-mail's delivery: a row per notice and line (a line of a practice no
 * notice went to stands once, with the ordering doctor), by doctor, then as shipped.
 */
export function findRecallLines(db: Db, recallId: number) {
  return db
    .select({
      userId: sql<number | null>`coalesce(${recallNotices.userId}, ${recallLines.userId})`,
      clinicName: sql<string | null>`coalesce(${practices.name}, ${users.practiceName})`,
      // The account's name and e-mail (where its notice went) while it exists; else the order's.
      doctorName: sql<string>`coalesce(${users.fullName}, ${recallLines.doctorName})`,
      email: sql<string>`coalesce(${users.email}, ${recallLines.doctorEmail})`,
      ...orderLineFields,
      emailSentAt: outboxEmails.sentAt,
      acknowledgedAt: recallNotices.acknowledgedAt,
      unitsOnHand: recallNotices.unitsOnHand,
    })
    .from(recallLines)
    .leftJoin(
      recallNotices,
      and(
        eq(recallNotices.recallId, recallLines.recallId),
        eq(recallNotices.practiceId, recallLines.practiceId),
      ),
    )
    .leftJoin(users, sql`${users.id} = coalesce(${recallNotices.userId}, ${recallLines.userId})`)
    .leftJoin(practices, eq(practices.id, recallLines.practiceId))
    .leftJoin(outboxEmails, eq(outboxEmails.id, recallNotices.emailId))
    .where(eq(recallLines.recallId, recallId))
    .orderBy(
      sql`coalesce(${users.fullName}, ${recallLines.doctorName})`,
      sql`coalesce(${recallNotices.userId}, ${recallLines.userId})`,
      asc(recallLines.shippedAt),
      asc(recallLines.id),
    );
}

/** Closes an open recall (its row locked by the caller's update); false when it was closed already. */
export async function closeRecall(db: Db, recallId: number, adminId: number) {
  const rows = await db
    .update(recalls)
    .set({ status: 'closed', closedAt: new Date(), closedBy: adminId })
    .where(and(eq(recalls.id, recallId), eq(recalls.status, 'open')))
    .returning({ id: recalls.id });
  return rows.length > 0;
}

/** Which notice, recall or line belongs to whom: the (recall, member) key and the notice's practice. */
type NoticeOf = { recallId: number; userId: number; practiceId: number | null };

/** Rows of a notice's practice (a notice without one: of its member alone). */
const aboutNotice = (table: typeof recallNotices | typeof recallLines, notice: NoticeOf) =>
  notice.practiceId === null ? eq(table.userId, notice.userId) : eq(table.practiceId, notice.practiceId);

/** Who reads a recall: a member of a practice (or an account in none). */
export type RecallReader = { userId: number; practiceId: number | null };

/**
 * The notice of a recall the reader may read: their own, else one to their practice (issue 39: a
 * buyer reads the recall of the practice's lots, though only its owners and prescribers are told);
 * undefined when the recall concerns neither.
 */
export async function findNotice(db: Db, recallId: number, reader: RecallReader) {
  const own = eq(recallNotices.userId, reader.userId);
  const [row] = await db
    .select({
      practiceId: recallNotices.practiceId,
      acknowledgedAt: recallNotices.acknowledgedAt,
      unitsOnHand: recallNotices.unitsOnHand,
    })
    .from(recallNotices)
    .where(
      and(
        eq(recallNotices.recallId, recallId),
        reader.practiceId === null ? own : or(own, eq(recallNotices.practiceId, reader.practiceId)),
      ),
    )
    .orderBy(desc(own))
    .limit(1);
  return row;
}

/**
 * Records the acknowledgement once for the whole practice of the member's notice (every notice of
 * it: their colleagues are not reminded any more), with the units they said were still there (null
 * when they did not say); undefined when it had been acknowledged already.
 */
export async function acknowledgeNotice(db: Db, notice: NoticeOf, unitsOnHand: number | null) {
  const rows = await db
    .update(recallNotices)
    .set({ acknowledgedAt: new Date(), unitsOnHand })
    .where(
      and(
        eq(recallNotices.recallId, notice.recallId),
        aboutNotice(recallNotices, notice),
        sql`${recallNotices.acknowledgedAt} is null`,
      ),
    )
    .returning({ acknowledgedAt: recallNotices.acknowledgedAt });
  return rows[0]?.acknowledgedAt;
}

/** The doctor's recalls, newest first, with their acknowledgement. */
export function findDoctorRecalls(db: Db, userId: number) {
  return db
    .select({
      id: recalls.id,
      productName: recalls.productName,
      recallClass: recalls.recallClass,
      action: recalls.action,
      status: recalls.status,
      openedAt: recalls.openedAt,
      acknowledgedAt: recallNotices.acknowledgedAt,
      unitsOnHand: recallNotices.unitsOnHand,
    })
    .from(recallNotices)
    .innerJoin(recalls, eq(recalls.id, recallNotices.recallId))
    .where(eq(recallNotices.userId, userId))
    .orderBy(desc(recalls.openedAt), desc(recalls.id));
}

/** The recall's lines a notice is about (its practice's; a notice without one, its doctor's), as shipped. */
export function findDoctorLines(db: Db, notice: NoticeOf) {
  return db
    .select(orderLineFields)
    .from(recallLines)
    .where(and(eq(recallLines.recallId, notice.recallId), aboutNotice(recallLines, notice)))
    .orderBy(asc(recallLines.shippedAt), asc(recallLines.id));
}

/**
 * Every lot the product ever had, soonest expiry first, with the units of it shipped to clinics and
 * the recall that covers it.
 */
export function findProductLots(db: Db, productId: number) {
  return db
    .select({
      lotNumber: stockLots.lotNumber,
      expiryDate: stockLots.expiryDate,
      onHand: stockLots.onHand,
      shipped: sql<number>`(select coalesce(-sum(m.quantity), 0)::int from stock_movements m where m.lot_id = stock_lots.id and m.kind = 'ship')`,
      recallId: stockLots.recallId,
    })
    .from(stockLots)
    .where(eq(stockLots.productId, productId))
    .orderBy(asc(stockLots.expiryDate), asc(stockLots.lotNumber));
}

export async function findProductName(db: Db, productId: number) {
  const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return row?.name;
}

/**
 * The open dialog's search (issue 38): lot-tracked products whose name holds `term` (any case or
 * accents), and every product that has or had a lot whose number holds it (any case), with those
 * lots. The products of a lot numbered exactly `term` come first, then those of a lot holding it,
 * then by name. Without a term, the lot-tracked products by name. The lots are found with one pass
 * over stock_lots, not one look per product.
 */
export function searchRecallableProducts(db: Db, term: string | undefined, limit: number) {
  const lotTracked = and(eq(products.trackInventory, true), eq(products.lotTracked, true));
  if (!term) {
    return db
      .select({
        productId: products.id,
        productName: products.name,
        matchedLots: sql<string[]>`'{}'::text[]`,
      })
      .from(products)
      .where(lotTracked)
      .orderBy(asc(products.name), asc(products.id))
      .limit(limit);
  }
  const pattern = containing(term);
  const holdsTerm = sql`lower(l.lot_number) like lower(${pattern})`;
  const withLot = (condition: typeof holdsTerm) =>
    sql`products.id in (select l.product_id from ${stockLots} l where ${condition})`;
  return db
    .select({
      productId: products.id,
      productName: products.name,
      matchedLots: sql<
        string[]
      >`coalesce((select array_agg(l.lot_number order by l.lot_number) from ${stockLots} l where l.product_id = products.id and ${holdsTerm}), '{}')`,
    })
    .from(products)
    .where(
      or(and(lotTracked, like(products.searchName, sql`search_text(${pattern}::text)`)), withLot(holdsTerm)),
    )
    .orderBy(
      desc(withLot(sql`lower(l.lot_number) = lower(${term})`)),
      desc(withLot(holdsTerm)),
      asc(products.name),
      asc(products.id),
    )
    .limit(limit);
}

/**
 * The lots an order's lines shipped from that a recall (open or closed) covers: the shipment's
 * ledger rows of the order (index stock_movements_order_idx) and their lots.
 */
export function findRecalledLotsOfOrder(db: Db, orderId: number) {
  return db
    .selectDistinct({
      orderItemId: stockMovements.orderItemId,
      lotNumber: stockLots.lotNumber,
      recallId: sql<number>`${stockLots.recallId}`,
    })
    .from(stockMovements)
    .innerJoin(stockLots, eq(stockLots.id, stockMovements.lotId))
    .where(
      and(
        eq(stockMovements.orderId, orderId),
        eq(stockMovements.kind, 'ship'),
        sql`${stockLots.recallId} is not null`,
      ),
    );
}

/** A doctor's notice of a recall, as the reminder job takes them in turn. */
export type NoticeKey = { recallId: number; userId: number };

/**
 * Up to `limit` notices due a reminder on `day` (issue 38): not acknowledged, of an open recall that
 * opened at least 3 days before `now`, to an account that may sign in, and not yet reminded on that
 * day; after `after` in (recall, doctor) order. Locked for the batch (FOR UPDATE OF the notice, so an
 * acknowledgement waits for it); notices another run holds are skipped.
 */
export function findDueReminders(db: Db, now: Date, day: string, limit: number, after?: NoticeKey) {
  return db
    .select({
      recallId: recallNotices.recallId,
      userId: recallNotices.userId,
      email: users.email,
      fullName: users.fullName,
      productName: recalls.productName,
      reason: recalls.reason,
      action: recalls.action,
      recallClass: recalls.recallClass,
    })
    .from(recallNotices)
    .innerJoin(recalls, eq(recalls.id, recallNotices.recallId))
    .innerJoin(users, eq(users.id, recallNotices.userId))
    .where(
      and(
        isNull(recallNotices.acknowledgedAt),
        eq(recalls.status, 'open'),
        sql`${recalls.openedAt} <= ${now.toISOString()}::timestamptz - make_interval(days => ${RECALL_REMINDER_AFTER_DAYS}::int)`,
        isNull(users.disabledAt),
        after &&
          sql`(${recallNotices.recallId}, ${recallNotices.userId}) > (${after.recallId}::int, ${after.userId}::int)`,
        noRowIn(
          db,
          recallReminders,
          eq(recallReminders.recallId, recallNotices.recallId),
          eq(recallReminders.userId, recallNotices.userId),
          eq(recallReminders.day, day),
        ),
      ),
    )
    .orderBy(asc(recallNotices.recallId), asc(recallNotices.userId))
    .limit(limit)
    .for('update', { of: recallNotices, skipLocked: true });
}

/**
 * Records the reminders of `day` (on conflict do nothing): answers the notices written here, so a
 * reminder another run wrote first is not sent again.
 */
export function insertReminders(db: Db, day: string, notices: readonly NoticeKey[]) {
  return db
    .insert(recallReminders)
    .values(notices.map(({ recallId, userId }) => ({ recallId, userId, day })))
    .onConflictDoNothing()
    .returning({ recallId: recallReminders.recallId, userId: recallReminders.userId });
}

/** The lines these notices (of one or more recalls) are about, each with its notice's key, as shipped. */
export function findNoticeLines(db: Db, notices: readonly [NoticeKey, ...NoticeKey[]]) {
  const keys = sql.join(
    notices.map(({ recallId, userId }) => sql`(${recallId}::int, ${userId}::int)`),
    sql`, `,
  );
  return db
    .select({
      recallId: recallLines.recallId,
      userId: recallNotices.userId,
      orderNumber: recallLines.orderNumber,
      lotNumber: recallLines.lotNumber,
      quantity: recallLines.quantity,
    })
    .from(recallNotices)
    .innerJoin(
      recallLines,
      and(
        eq(recallLines.recallId, recallNotices.recallId),
        sql`(${recallLines.practiceId} = ${recallNotices.practiceId} or (${recallNotices.practiceId} is null and ${recallLines.userId} = ${recallNotices.userId}))`,
      ),
    )
    .where(sql`(${recallNotices.recallId}, ${recallNotices.userId}) in (${keys})`)
    .orderBy(asc(recallLines.shippedAt), asc(recallLines.id));
}
