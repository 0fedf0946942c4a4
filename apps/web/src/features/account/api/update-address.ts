import type { SavedAddress, SavedAddressInput } from '@shop/contract/account-schemas';
import { api } from '@/lib/api-client';
import { useAccountMutation } from './account-mutation';

export const updateAddress = ({ id, address }: { id: number; address: SavedAddressInput }) =>
  api.put<SavedAddress>(`/api/account/addresses/${id}`, address);

/** The book and the checkout's copy of it are read again afterwards. */
export const useUpdateAddress = () => useAccountMutation(updateAddress);
