import type { MessageResponse } from '@shop/contract/common';
import { adminMessages } from '@shop/contract/admin-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api, getServerMessage } from '@/lib/api-client';

export const rejectUser = (id: number) => api.delete<MessageResponse>(`/api/admin/reject-user/${id}`);

export function useRejectUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectUser,
    onSuccess: () => toast({ title: adminMessages.userRejected }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: adminMessages.rejectFailed,
        description: getServerMessage(error),
      }),
    // Refresh after a failure too: a 404/409 means another admin already decided this registration.
    // The tab badges under the same 'admin' key follow.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
