import type { AuthResponse } from '@shop/contract/auth-schemas';
import { authMessages } from '@shop/contract/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { takeInitialResponse } from '@/lib/initial-data';

/** The signed-in account, or null for a guest: the call's 401 means a guest, not an error. */
const USER_PATH = '/api/auth/user';

export async function getUser(): Promise<AuthResponse | null> {
  try {
    return await api.get<AuthResponse>(USER_PATH);
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'user'],
    queryFn: getUser,
    // The page says who is signed in (null for a guest), so the header needs no call at start.
    initialData: () => takeInitialResponse<AuthResponse | null>(USER_PATH),
    meta: { errorToast: authMessages.fetchUserFailed },
  });

export const useUser = () => useQuery(getUserQueryOptions());
