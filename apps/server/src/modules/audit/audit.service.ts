import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sendDownload, type DownloadFile } from '../../lib/download';
import { userOf } from '../../plugins/guards';
import { notFound } from '../../lib/app-error';
import { auditLog } from '../../db/schema/system';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  entityType: string;
  entityId?: string | number;
  details?: Record<string, unknown>;
}

/** Call inside the transaction of the change it records, so both land or neither does. */
export async function recordAudit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    details: entry.details ?? null,
  });
}

/**
 * Deletes one row with its audit entry, in one transaction: `remove` deletes it and answers what it
 * held, or nothing when there was no such row (then a 404 with `missing`, and nothing recorded).
 */
export async function deleteWithAudit<Removed>(
  db: Db,
  remove: (tx: Db) => Promise<Removed | undefined>,
  missing: string,
  entry: (removed: Removed) => AuditEntry,
) {
  await db.transaction(async (tx) => {
    const removed = await remove(tx);
    if (!removed) throw notFound(missing);
    await recordAudit(tx, entry(removed));
  });
}

/** Whether two values would be recorded alike (compared as the JSON an audit entry holds). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A change of one field, as an audit entry records it. */
export type FieldChange = { before: unknown; after: unknown };

/** Each field of `after` that differs from `before`, as { before, after }: what a change's audit entry records. */
export function changesBetween<T extends object>(before: T, after: T) {
  const changes: Record<string, FieldChange> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (!sameValue(before[key], after[key])) changes[key] = { before: before[key], after: after[key] };
  }
  return changes;
}

/**
 * A download that carries the shop's data out of it (the orders, the audit trail, the newsletter's
 * list): audited as it leaves, with who took it and which part, before its body is read. A HEAD
 * request reads nothing and is not audited (sendDownload).
 */
export function sendAuditedDownload(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  download: { file: DownloadFile; audit: Omit<AuditEntry, 'actorUserId'>; body: () => Readable },
) {
  return sendDownload(request, reply, download.file, async () => {
    await recordAudit(db, { actorUserId: userOf(request).id, ...download.audit });
    return download.body();
  });
}

/**
 * The handler of an admin's audited CSV export of what the request's query picks (the orders, the
 * audit trail): the file named with the day, the query recorded with who took it, the rows
 * streamed as `body` reads them.
 */
export const auditedCsvExport =
  <Query extends Record<string, unknown>>(
    db: Db,
    csv: { file: (now: Date) => DownloadFile },
    audit: { action: string; entityType: string },
    body: (db: Db, query: Query) => Readable,
  ) =>
  (request: FastifyRequest & { query: Query }, reply: FastifyReply) =>
    sendAuditedDownload(db, request, reply, {
      file: csv.file(new Date()),
      audit: { ...audit, details: { ...request.query } },
      body: () => body(db, request.query),
    });
