import type { ApprovalsResponse } from '@shop/contract/practice-schemas';
import { PRACTICE_APPROVALS_PATH } from '@shop/contract/practice-messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountQueryOptions } from '@/lib/react-query';

/** Every read of the sign-off requests: a decision, or an order held at checkout, reads them again. */
export const approvalsQueryKey = ['approvals'] as const;

/**
 * `GET /api/practice/approvals`: the requests the member may sign off and their own; null for an
 * account in no practice (404).
 */
export const getApprovals = (signal?: AbortSignal) =>
  api.getOrNull<ApprovalsResponse>(PRACTICE_APPROVALS_PATH, { signal });

/** Keyed by account, so another sign-in in this tab never starts from the previous account's requests. */
export const getApprovalsQueryOptions = (accountId: number) =>
  accountQueryOptions([...approvalsQueryKey, accountId], getApprovals);

/** The page's and the header link's read: one query, so a decision updates the link's count too. */
export const useApprovals = (accountId: number) => useQuery(getApprovalsQueryOptions(accountId));
