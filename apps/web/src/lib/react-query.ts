import { keepPreviousData, queryOptions, type DefaultOptions, type QueryKey } from '@tanstack/react-query';

/** Queries never go stale, never refetch on focus, never poll, never retry; nor do mutations. */
export const queryConfig = {
  queries: {
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    retry: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export type AppQueryMeta = {
  /** When the query fails, a destructive toast with this title is shown once. */
  errorToast?: string;
  /** Belongs to the signed-in account: dropped from the cache at logout. */
  accountData?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}

/** A read of the signed-in account's data: dropped from the cache at logout. */
export const accountQueryOptions = <Answer, Key extends QueryKey>(
  queryKey: Key,
  read: (signal: AbortSignal) => Promise<Answer>,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    meta: { accountData: true },
  });

/**
 * A list of the signed-in account's data that pages or filters (an admin list, say): dropped at
 * logout, and the rows on screen stay while the next page or filter loads.
 */
export const accountListQueryOptions = <Answer, Key extends QueryKey>(
  queryKey: Key,
  read: (signal: AbortSignal) => Promise<Answer>,
) => ({ ...accountQueryOptions(queryKey, read), placeholderData: keepPreviousData });
