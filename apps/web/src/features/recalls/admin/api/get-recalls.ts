import { ADMIN_RECALLS_PATH, adminRecallPath } from '@shop/contract/recall';
import type { RecallDetail, RecallList } from '@shop/contract/recall-schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountListQueryOptions } from '@/lib/react-query';

/** Every read of the recalls: under the 'admin' key, so any admin change refreshes them. */
export const recallsQueryKey = ['admin', 'recalls'] as const;

/** The Recalls tab's page, newest first, 20 a page. */
export const getRecallsQueryOptions = (page: number) =>
  accountListQueryOptions([...recallsQueryKey, 'list', page], (signal) =>
    api.get<RecallList>(page > 1 ? `${ADMIN_RECALLS_PATH}?page=${page}` : ADMIN_RECALLS_PATH, { signal }),
  );

/** One recall with every clinic it concerns. */
export const getRecallQueryOptions = (recallId: number) =>
  queryOptions({
    queryKey: [...recallsQueryKey, 'detail', recallId],
    queryFn: ({ signal }) => api.get<RecallDetail>(adminRecallPath(recallId), { signal }),
    meta: { accountData: true },
  });
