import type { AuthResponse } from '@shop/contract/auth';
import { authMessages } from '@shop/contract/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** The signed-in account, or null for a guest (spec §4: a 401 means guest). */
export async function getUser(): Promise<AuthResponse | null> {
  try {
    return await api.get<AuthResponse>('/api/auth/user');
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'user'],
    queryFn: getUser,
    meta: { errorToast: authMessages.fetchUserFailed },
  });

export const useUser = () => useQuery(getUserQueryOptions());
