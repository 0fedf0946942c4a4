import type { SavedAddress, SavedAddressInput } from '@shop/contract/account-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountQueryKey } from './query-keys';

export const updateAddress = ({ id, address }: { id: number; address: SavedAddressInput }) =>
  api.put<SavedAddress>(`/api/account/addresses/${id}`, address);

/** The book and the checkout's copy of it are read again afterwards. */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
