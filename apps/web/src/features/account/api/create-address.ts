import type { SavedAddress, SavedAddressInput } from '@shop/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountQueryKey } from './query-keys';

/** 201 with the new address; 409 once the book holds its most. */
export const createAddress = (address: SavedAddressInput) =>
  api.post<SavedAddress>('/api/account/addresses', address);

/** The book and the checkout's copy of it are read again afterwards. */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
