import type { MessageResponse } from '@shop/contract/common';
import { adminMessages } from '@shop/contract/admin-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api, getServerMessage } from '@/lib/api-client';

export const approveUser = (id: number) => api.post<MessageResponse>(`/api/admin/approve-user/${id}`);

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: () => toast({ title: adminMessages.userApproved }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: adminMessages.approveFailed,
        description: getServerMessage(error),
      }),
    // Refresh after a failure too: a 404/409 means another admin already decided this registration.
    // The tab badges under the same 'admin' key follow.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
