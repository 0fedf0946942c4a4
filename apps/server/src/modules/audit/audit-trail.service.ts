import {
  AUDIT_COUNT_LIMIT,
  AUDIT_PAGE_SIZE,
  type AuditEntryView,
  type AuditListQuery,
  type AuditPage,
} from '@shop/contract/audit-schemas';
import { AUDIT_CSV_COLUMNS, auditActionLabel, auditDetailLines } from '@shop/contract/audit-messages';
import type { Db } from '../../db/client';
import { csvLine, keysetCsvBatches } from '../../lib/csv';
import { streamOf } from '../../lib/download';
import { pagePositionOf, pageWindow } from '../../lib/paging';
import { findAuditBatch, findAuditPage, type AuditFilter, type AuditRow } from './audit-trail.repository';

/** The audit trail on screen (issue 20): the Audit tab's pages and the CSV export of what it shows. */

function entryOf(row: AuditRow): AuditEntryView {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName, email: row.actorEmail },
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    subject: { type: row.entityType, id: row.entityId, label: row.subjectLabel },
    details: row.details,
  };
}

/** A page of entries, newest first, with their count up to AUDIT_COUNT_LIMIT. */
export async function listAuditEntries(db: Db, query: AuditListQuery): Promise<AuditPage> {
  const { page, ...filter } = query;
  // Counted one past the limit: whether more match than the count shows.
  const { rows, totalCount } = await findAuditPage(
    db,
    filter,
    pageWindow(page, AUDIT_PAGE_SIZE),
    AUDIT_COUNT_LIMIT + 1,
  );
  return {
    entries: rows.map(entryOf),
    ...pagePositionOf(Math.min(totalCount, AUDIT_COUNT_LIMIT), page, AUDIT_PAGE_SIZE),
    totalCountCapped: totalCount > AUDIT_COUNT_LIMIT,
  };
}

/** One entry as a line of the export: the columns of AUDIT_CSV_COLUMNS. */
function csvLineOf(row: AuditRow): string {
  const entry = entryOf(row);
  return csvLine([
    entry.at,
    entry.actor?.id,
    entry.actor?.name,
    entry.actor?.email,
    entry.action,
    entry.actionLabel,
    entry.subject.type,
    entry.subject.id,
    entry.subject.label,
    auditDetailLines(entry.details).join('\n'),
    entry.details === null ? '' : JSON.stringify(entry.details),
  ]);
}

/**
 * Entries per read of the export: a few MB of text at most, so a million entries take two hundred
 * short queries and the server holds one batch at a time.
 */
export const AUDIT_EXPORT_BATCH_SIZE = 5_000;

/**
 * The export's text, batch by batch (keysetCsvBatches), newest first. Entries are never changed or
 * removed, so every entry committed before the export began is in it exactly once; one committed
 * meanwhile is left out when it is newer than the first batch, and may be in it when its
 * transaction began earlier.
 */
export const auditCsvBatches = (db: Db, filter: AuditFilter, batchSize = AUDIT_EXPORT_BATCH_SIZE) =>
  keysetCsvBatches(AUDIT_CSV_COLUMNS, csvLineOf, {
    size: batchSize,
    read: (afterId: number | undefined) => findAuditBatch(db, filter, afterId, batchSize),
    keyOf: (last) => last.id,
  });

/** The export as a stream that reads a batch only when the client took the previous one. */
export const exportAuditCsv = (db: Db, filter: AuditFilter) => streamOf(auditCsvBatches(db, filter));
