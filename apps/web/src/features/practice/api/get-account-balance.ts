import { ACCOUNT_BALANCE_PATH, type AccountBalance } from '@shop/contract/credit-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountQueryOptions } from '@/lib/react-query';

/** `GET /api/account/balance`: the practice's account (issue 40), for its owner and bookkeepers. */
export const getAccountBalance = (signal?: AbortSignal) =>
  api.get<AccountBalance>(ACCOUNT_BALANCE_PATH, { signal });

/** Keyed by account; read only for an owner or bookkeeper (the server refuses anyone else). */
export const useAccountBalance = (accountId: number, enabled: boolean) =>
  useQuery({ ...accountQueryOptions(['practice', 'balance', accountId], getAccountBalance), enabled });
