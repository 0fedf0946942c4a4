import {
  ADMIN_RECEIVABLES_CSV_PATH,
  ADMIN_RECEIVABLES_PATH,
  type ReceivablesPage,
} from '@shop/contract/credit-schemas';
import { api } from '@/lib/api-client';
import { listApiPath } from '@/lib/list-path';
import { accountListQueryOptions } from '@/lib/react-query';
import type { ReceivablesStatus } from '../receivables-tab-params';
import { practicesQueryKey } from './get-practices';

export type ReceivablesFilter = { search: string; status: ReceivablesStatus };

/** The query as the server reads it: the search trimmed, `all` (its default) and page 1 left out. */
const receivablesParams = ({ search, status }: ReceivablesFilter, page?: number) => ({
  q: search,
  status: status === 'all' ? undefined : status,
  page,
});

/** `GET /api/admin/receivables?q=&status=&page=`: a page of the receivables with the totals. */
export const receivablesApiPath = (filter: ReceivablesFilter, page: number): string =>
  listApiPath(ADMIN_RECEIVABLES_PATH, receivablesParams(filter, page));

/** The CSV of every practice the search and status keep (not only the page shown): a plain download link. */
export const receivablesCsvHref = (filter: ReceivablesFilter): string =>
  listApiPath(ADMIN_RECEIVABLES_CSV_PATH, receivablesParams(filter));

/**
 * The Receivables tab's page, largest balance first, 20 a page. Under the practices' key, so a
 * payment recorded or terms changed in a practice's dialog read it again.
 */
export const getReceivablesQueryOptions = (filter: ReceivablesFilter, page: number) =>
  accountListQueryOptions([...practicesQueryKey, 'receivables', filter, page], (signal) =>
    api.get<ReceivablesPage>(receivablesApiPath(filter, page), { signal }),
  );
