import type { AuthResponse, LoginBody } from '@shop/contract/auth-schemas';
import { authMessages } from '@shop/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { api, getServerMessage } from '@/lib/api-client';
import { displayName } from '../auth-user';
import { getUserQueryOptions } from './get-user';

export const login = (body: LoginBody) => api.post<AuthResponse>('/api/auth/login', body);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (auth) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, auth);
      toast({
        title: authMessages.loginSuccessTitle,
        description: authMessages.welcomeBack(displayName(auth)),
      });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: authMessages.loginFailedTitle,
        description: getServerMessage(error),
      });
    },
  });
}
