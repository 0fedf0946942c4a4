import { SHOP_TIME_ZONE } from '@shop/contract/admin-order-schemas';
import { isActorId, type AuditExportQuery } from '@shop/contract/audit-schemas';
import { AUDIT_SUBJECT_TYPES } from '@shop/contract/audit-messages';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { products } from '../../db/schema/catalog';
import { orders } from '../../db/schema/orders';
import { auditLog } from '../../db/schema/system';
import { users } from '../../db/schema/users';

/** The reads of the audit trail: the Audit tab's pages and the CSV export's batches. */

export type AuditFilter = AuditExportQuery;

/** The first moment of a day of the desk's calendar, or of the day after it (admin-orders.repository.ts alike). */
const dayStart = (day: SQL, after = false) =>
  sql`((${day}::date${sql.raw(after ? ' + 1' : '')})::timestamp at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})`;

/** Which filters a query has: each shape is one prepared statement (its values are placeholders). */
const shapeOf = (filter: AuditFilter) => ({
  actor:
    filter.actor === undefined ? undefined : isActorId(filter.actor) ? ('id' as const) : ('email' as const),
  action: filter.action !== undefined,
  subjectType: filter.subject === undefined ? undefined : filter.subjectType,
  from: filter.from !== undefined,
  to: filter.to !== undefined,
});
type Shape = ReturnType<typeof shapeOf>;

const shapeKey = (shape: Shape) =>
  [shape.actor ?? '', shape.action, shape.subjectType ?? '', shape.from, shape.to].map(String).join('_');

/** A filter's values, as the placeholders of its shape name them (an order number upper case). */
const valuesOf = (filter: AuditFilter) => ({
  ...(filter.actor === undefined
    ? {}
    : { actor: isActorId(filter.actor) ? Number(filter.actor) : filter.actor.toLowerCase() }),
  ...(filter.action === undefined ? {} : { action: filter.action }),
  ...(filter.subject === undefined
    ? {}
    : {
        subject:
          filter.subjectType === 'order' ? filter.subject.toUpperCase() : String(Number(filter.subject)),
      }),
  ...(filter.from === undefined ? {} : { from: filter.from }),
  ...(filter.to === undefined ? {} : { to: filter.to }),
});

const value = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * The entries a shape of filter asks for. Each filter has an index that ends in (created_at, id), so
 * a page newest first reads only its own rows (migration 0026). An order is named by its number:
 * its id is looked up in the same statement. The subject's type is written into the statement.
 */
function matching(shape: Shape): SQL | undefined {
  const subject = (): SQL | undefined => {
    if (shape.subjectType === undefined) return undefined;
    if (shape.subjectType === 'order') {
      return and(
        eq(auditLog.entityType, 'order'),
        eq(
          auditLog.entityId,
          sql`(select ${orders.id}::text from ${orders} where ${orders.orderNumber} = ${value('subject')})`,
        ),
      );
    }
    if (!AUDIT_SUBJECT_TYPES.includes(shape.subjectType)) throw new Error('unknown subject type');
    return and(
      sql`${auditLog.entityType} = ${sql.raw(`'${shape.subjectType}'`)}`,
      eq(auditLog.entityId, value('subject')),
    );
  };
  return and(
    shape.actor === 'id' ? eq(auditLog.actorUserId, value('actor')) : undefined,
    // An actor named by e-mail: the account's id, looked up in the same statement (none: no match).
    shape.actor === 'email'
      ? eq(
          auditLog.actorUserId,
          sql`(select ${users.id} from ${users} where lower(${users.email}) = ${value('actor')})`,
        )
      : undefined,
    shape.action ? eq(auditLog.action, value('action')) : undefined,
    subject(),
    shape.from ? sql`${auditLog.createdAt} >= ${dayStart(value('from'))}` : undefined,
    shape.to ? sql`${auditLog.createdAt} < ${dayStart(value('to'), true)}` : undefined,
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

/**
 * How many entries match, counted up to `countLimit` (an exact count of a million rows is not
 * cheap), written into each row of the page: one statement, one round trip.
 */
const cappedCount = (shape: Shape, countLimit: number) => {
  const matches = sql`(select 1 from ${auditLog} where ${matching(shape) ?? sql`true`} limit ${sql.raw(String(countLimit))})`;
  return sql<number>`(select count(*)::int from ${matches} m)`.as('total_count');
};

const pageStatement = (db: Db, shape: Shape, limit: number, countLimit: number) =>
  db
    .select({ ...entryFields, totalCount: cappedCount(shape, countLimit) })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .where(matching(shape))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(sql.placeholder('offset'))
    .prepare(`audit_page_${shapeKey(shape)}_${limit}_${countLimit}`);

const batchStatement = (db: Db, shape: Shape, size: number, first: boolean) => {
  // The next batch starts after the last entry read, by its (created_at, id): a keyset rather
  // than an offset, so the millionth row costs what the first did.
  const after = first
    ? undefined
    : sql`(${auditLog.createdAt}, ${auditLog.id}) < (select c.created_at, c.id from audit_log c where c.id = ${value('afterId')})`;
  return db
    .select(entryFields)
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .where(and(matching(shape), after))
    .orderBy(...newestFirst)
    .limit(size)
    .prepare(`audit_batch_${shapeKey(shape)}_${size}_${first ? 'first' : 'next'}`);
};

/** Statements by their name, each prepared once per database (db/prepared.ts). */
const prepared = new Map<string, (db: Db) => unknown>();
function once<T>(name: string, build: (db: Db) => T, db: Db): T {
  let statement = prepared.get(name);
  if (statement === undefined) {
    statement = preparedPerDatabase(build);
    prepared.set(name, statement);
  }
  return statement(db) as T;
}

/**
 * One page of entries, newest first, and how many match up to `countLimit`. A page past the last has
 * no row to carry the count: then the count alone is read.
 */
export async function findAuditPage(
  db: Db,
  filter: AuditFilter,
  window: { limit: number; offset: number },
  countLimit: number,
) {
  const shape = shapeOf(filter);
  const values = valuesOf(filter);
  const statement = once(
    `page_${shapeKey(shape)}_${window.limit}_${countLimit}`,
    (handle) => pageStatement(handle, shape, window.limit, countLimit),
    db,
  );
  const rows = await statement.execute({ ...values, offset: window.offset });
  if (rows.length > 0 || window.offset === 0)
    return { rows: rows as AuditRow[], totalCount: rows[0]?.totalCount ?? 0 };
  const count = once(
    `count_${shapeKey(shape)}_${countLimit}`,
    (handle) =>
      handle
        .select({ n: cappedCount(shape, countLimit) })
        .from(sql`(select 1) one`)
        .prepare(`audit_count_${shapeKey(shape)}_${countLimit}`),
    db,
  );
  const [counted] = await count.execute(values);
  return { rows: [], totalCount: counted?.n ?? 0 };
}

/** The next `size` entries after the entry `afterId` (newest first), for the export. */
export function findAuditBatch(db: Db, filter: AuditFilter, afterId: number | undefined, size: number) {
  const shape = shapeOf(filter);
  const first = afterId === undefined;
  const statement = once(
    `batch_${shapeKey(shape)}_${size}_${first}`,
    (handle) => batchStatement(handle, shape, size, first),
    db,
  );
  return statement.execute({ ...valuesOf(filter), ...(first ? {} : { afterId }) }) as Promise<AuditRow[]>;
}
