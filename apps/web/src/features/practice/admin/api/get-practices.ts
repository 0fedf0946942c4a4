import type { AdminPracticeDetail, AdminPracticePage } from '@shop/contract/practice-schemas';
import { ADMIN_PRACTICES_PATH, adminPracticePath } from '@shop/contract/practice-messages';
import { api } from '@/lib/api-client';
import { listApiPath } from '@/lib/list-path';
import { accountListQueryOptions, accountQueryOptions } from '@/lib/react-query';

/** Every read of the admin's practices: under the 'admin' key, so any admin change refreshes them. */
export const practicesQueryKey = ['admin', 'practices'] as const;

export type PracticeFilter = { search: string; page: number };

/** `GET /api/admin/practices?q=&page=`, the search and the first page left out when there are none. */
export const practicesApiPath = ({ search, page }: PracticeFilter): string =>
  listApiPath(ADMIN_PRACTICES_PATH, { q: search, page });

/** The Practices tab's page: newest first, PRACTICES_PAGE_SIZE a page, searched by the server. */
export const getPracticesQueryOptions = (filter: PracticeFilter) =>
  accountListQueryOptions([...practicesQueryKey, 'list', filter], (signal) =>
    api.get<AdminPracticePage>(practicesApiPath(filter), { signal }),
  );

/** One practice with its members, open invitations, latest orders and the sign-offs waiting. */
export const getPracticeDetailQueryOptions = (practiceId: number) =>
  accountQueryOptions([...practicesQueryKey, 'detail', practiceId], (signal) =>
    api.get<AdminPracticeDetail>(adminPracticePath(practiceId), { signal }),
  );
