import type { DefaultOptions } from '@tanstack/react-query';

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
