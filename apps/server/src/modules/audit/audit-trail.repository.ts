import { SHOP_TIME_ZONE } from '@shop/contract/admin-orders';
import type { AuditExportQuery } from '@shop/contract/audit';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { orders } from '../../db/schema/orders';
import { auditLog } from '../../db/schema/system';
import { users } from '../../db/schema/users';

/** The reads of the audit trail: the Audit tab's pages and the CSV export's batches. */

export type AuditFilter = AuditExportQuery;

/** The first moment of a day of the desk's calendar, or of the day after it (admin-orders.repository.ts alike). */
const dayStart = (day: string, after = false) =>
  sql`((${day}::date${sql.raw(after ? ' + 1' : '')})::timestamp at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})`;

/**
 * The entries a filter asks for. Each filter has an index that ends in (created_at, id), so a page
 * newest first reads only its own rows (migration 0026). An order is named by its number: its id
 * is looked up in the same statement.
 */
function matching(filter: AuditFilter): SQL | undefined {
  const subject = (): SQL | undefined => {
    if (filter.subjectType === undefined || filter.subject === undefined) return undefined;
    if (filter.subjectType === 'order') {
      return and(
        eq(auditLog.entityType, 'order'),
        eq(
          auditLog.entityId,
          sql`(select ${orders.id}::text from ${orders} where ${orders.orderNumber} = ${filter.subject.toUpperCase()})`,
        ),
      );
    }
    return and(
      eq(auditLog.entityType, filter.subjectType),
      eq(auditLog.entityId, String(Number(filter.subject))),
    );
  };
  return and(
    filter.actor === undefined ? undefined : eq(auditLog.actorUserId, filter.actor),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    subject(),
    filter.from === undefined ? undefined : sql`${auditLog.createdAt} >= ${dayStart(filter.from)}`,
    filter.to === undefined ? undefined : sql`${auditLog.createdAt} < ${dayStart(filter.to, true)}`,
  );
}

const actor = alias(users, 'actor');

/** The entry's subject as a row id, when it names one (the CASE keeps other texts from the cast). */
const subjectRowId = sql`(case when ${auditLog.entityId} ~ '^[0-9]{1,9}$' then ${auditLog.entityId}::integer end)`;

/** The subject's name where one lookup by primary key finds it: an order's number, a product's or user's name. */
const subjectLabel = sql<string | null>`(case ${auditLog.entityType}
  when 'order' then (select ${orders.orderNumber} from ${orders} where ${orders.id} = ${subjectRowId})
  when 'product' then (select ${products.name} from ${products} where ${products.id} = ${subjectRowId})
  when 'user' then (select ${users.fullName} from ${users} where ${users.id} = ${subjectRowId})
end)`;

const entryFields = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorId: auditLog.actorUserId,
  actorName: actor.fullName,
  actorEmail: actor.email,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  subjectLabel,
  details: auditLog.details,
};

export type AuditRow = {
  id: number;
  createdAt: Date;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  subjectLabel: string | null;
  details: Record<string, unknown> | null;
};

const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];

const selectEntries = (db: Db, where: SQL | undefined) =>
  db
    .select(entryFields)
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .where(where)
    .orderBy(...newestFirst);

/** One page of entries, newest first. */
export const findAuditPage = (db: Db, filter: AuditFilter, window: { limit: number; offset: number }) =>
  selectEntries(db, matching(filter)).limit(window.limit).offset(window.offset) as Promise<AuditRow[]>;

/** How many entries match, counted up to `limit` (an exact count of a million rows is not cheap). */
export async function countAuditEntries(db: Db, filter: AuditFilter, limit: number) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(auditLog)
    .where(matching(filter))
    .limit(limit)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return row?.n ?? 0;
}

/**
 * The next `size` entries after the entry `afterId` (newest first), for the export: a keyset rather
 * than an offset, so the millionth row costs what the first did.
 */
export function findAuditBatch(db: Db, filter: AuditFilter, afterId: number | undefined, size: number) {
  const after =
    afterId === undefined
      ? undefined
      : sql`(${auditLog.createdAt}, ${auditLog.id}) < (select c.created_at, c.id from audit_log c where c.id = ${afterId})`;
  return selectEntries(db, and(matching(filter), after)).limit(size) as Promise<AuditRow[]>;
}
