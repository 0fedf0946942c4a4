import type { MessageResponse } from '@shop/contract/common-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountQueryKey } from './query-keys';

export const deleteAddress = (id: number) => api.delete<MessageResponse>(`/api/account/addresses/${id}`);

/** The book and the checkout's copy of it are read again afterwards. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
