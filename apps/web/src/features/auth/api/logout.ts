import type { MessageResponse } from '@shop/contract/common-schemas';
import { authMessages } from '@shop/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { api } from '@/lib/api-client';
import { getUserQueryOptions } from './get-user';

export const logout = () => api.post<MessageResponse>('/api/auth/logout');

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, null);
      // What the account could see must not outlive its session in this tab.
      queryClient.removeQueries({ predicate: (query) => query.meta?.accountData === true });
      toast({ title: authMessages.loggedOutTitle, description: authMessages.loggedOutText });
    },
    onError: () => {
      toast({ variant: 'destructive', title: authMessages.logoutFailed });
    },
  });
}
