import { PRACTICE_PATH, type PracticeResponse } from '@shop/contract/practice-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountQueryOptions } from '@/lib/react-query';

/** Every read of the signed-in member's practice: the owner's changes read it again. */
export const practiceQueryKey = ['practice'] as const;

/** `GET /api/practice`: the member's practice, role and spending; null for an account in no practice (404). */
export const getPractice = (signal?: AbortSignal) =>
  api.getOrNull<PracticeResponse>(PRACTICE_PATH, { signal });

/** Keyed by account, so another sign-in in this tab never starts from the previous account's practice. */
export const getPracticeQueryOptions = (accountId: number) =>
  accountQueryOptions([...practiceQueryKey, accountId], getPractice);

export const usePractice = (accountId: number) => useQuery(getPracticeQueryOptions(accountId));
