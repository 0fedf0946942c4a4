import type { SavedAddress, SavedAddressInput } from '@shop/contract/account-schemas';
import { accountMessages as m } from '@shop/contract/account-messages';
import { SAVED_ADDRESSES_PATH } from '@shop/contract/pages';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { api, getErrorMessage } from '@/lib/api-client';
import { useAccountMutation } from './account-mutation';
import { accountQueryKey } from './query-keys';

/** 201 with the new address; 409 once the book holds its most. */
export const createAddress = (address: SavedAddressInput) =>
  api.post<SavedAddress>(SAVED_ADDRESSES_PATH, address);

/** The book and the checkout's copy of it are read again afterwards. */
export const useCreateAddress = () => useAccountMutation(createAddress);

/**
 * A placed order's shipping address added to the book ("Save this address to my address book"). It
 * runs past the checkout page, which has already given way to the confirmation: its toast says
 * whether it was kept, and why not (a full book's 409), and the book is read again either way.
 */
export function saveAddressAfterOrder(queryClient: QueryClient, address: SavedAddressInput) {
  return createAddress(address)
    .then(
      (saved) => toast({ title: m.addressSaved, description: saved.label }),
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: m.saveFailed,
          description: getErrorMessage(error, m.saveFailedText),
        }),
    )
    .finally(() => queryClient.invalidateQueries({ queryKey: accountQueryKey }));
}
