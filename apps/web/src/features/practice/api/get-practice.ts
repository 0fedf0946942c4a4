import { PRACTICE_PATH, type PracticeResponse } from '@shop/contract/practice-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** Every read of the signed-in member's practice: the owner's changes read it again. */
export const practiceQueryKey = ['practice'] as const;

/** `GET /api/practice`: the member's practice, role and spending; null for an account in no practice (404). */
export async function getPractice(signal?: AbortSignal): Promise<PracticeResponse | null> {
  try {
    return await api.get<PracticeResponse>(PRACTICE_PATH, { signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** Keyed by account, so another sign-in in this tab never starts from the previous account's practice. */
export const getPracticeQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: [...practiceQueryKey, accountId],
    queryFn: ({ signal }) => getPractice(signal),
    meta: { accountData: true },
  });

export const usePractice = (accountId: number) => useQuery(getPracticeQueryOptions(accountId));
