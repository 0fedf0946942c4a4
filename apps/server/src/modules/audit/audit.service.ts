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
