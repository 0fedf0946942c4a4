import type { Db } from '../../db/client';
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
