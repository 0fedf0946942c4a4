import type { PracticeResponse } from '@shop/contract/practice-schemas';
import { PRACTICE_PATH } from '@shop/contract/practice-messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountPageReadOptions } from '@/lib/initial-data';

/** Every read of the signed-in member's practice: the owner's changes read it again. */
export const practiceQueryKey = ['practice'] as const;

/** `GET /api/practice`: the member's practice, role and spending; null for an account in no practice (404). */
export const getPractice = (signal?: AbortSignal) =>
  api.getOrNull<PracticeResponse>(PRACTICE_PATH, { signal });

/**
 * Keyed by account, so another sign-in in this tab never starts from the previous account's practice.
 * The checkout page carries its answer (decision 008).
 */
export const getPracticeQueryOptions = (accountId: number) =>
  accountPageReadOptions([...practiceQueryKey, accountId], PRACTICE_PATH, ({ signal }) =>
    getPractice(signal),
  );

export const usePractice = (accountId: number) => useQuery(getPracticeQueryOptions(accountId));
