import {
  ADMIN_AUDIT_EXPORT_PATH,
  ADMIN_AUDIT_PATH,
  auditQueryString,
  type AuditFilter,
  type AuditPage,
} from '@shop/contract/audit-schemas';
import { api } from '@/lib/api-client';
import { accountListQueryOptions } from '@/lib/react-query';

/** The Audit tab's page: under the 'admin' key, so the admin's own changes refresh it. */
export const getAuditEntriesQueryOptions = (filter: AuditFilter, page: number) =>
  accountListQueryOptions(['admin', 'audit', 'list', filter, page], (signal) =>
    api.get<AuditPage>(`${ADMIN_AUDIT_PATH}${auditQueryString(filter, page)}`, { signal }),
  );

/** The CSV export of what the filters match: a plain download link. */
export const auditExportHref = (filter: AuditFilter) =>
  `${ADMIN_AUDIT_EXPORT_PATH}${auditQueryString(filter)}`;
