import type { MessageResponse } from '@shop/contract/common-schemas';
import { api } from '@/lib/api-client';
import { useAccountMutation } from './account-mutation';

export const deleteAddress = (id: number) => api.delete<MessageResponse>(`/api/account/addresses/${id}`);

/** The book and the checkout's copy of it are read again afterwards. */
export const useDeleteAddress = () => useAccountMutation(deleteAddress);
