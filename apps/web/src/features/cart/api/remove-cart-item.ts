import type { MessageResponse } from '@shop/contract/common-schemas';
import { cartMessages } from '@shop/contract/messages';
import { toast } from '@/lib/use-toast';
import { api } from '@/lib/api-client';
import { withoutLine } from '../cart-lines';
import { useCartStore } from '../cart-store';
import { useCartMutation } from './cart-mutation';
import { cartMutationKey, getCartQueryOptions } from './get-cart';

export const removeCartItem = (id: number) => api.delete<MessageResponse>(`/api/cart/${id}`);

/** Removes a line: it leaves at once; an error puts it back. */
export const useRemoveCartItem = () =>
  useCartMutation({
    mutationFn: removeCartItem,
    optimistic: withoutLine,
    onSuccess: (queryClient) => {
      // The answer is only a message: the local cart, already without the line, is the server's cart.
      if (queryClient.isMutating({ mutationKey: cartMutationKey }) <= 1) {
        queryClient.setQueryData(getCartQueryOptions().queryKey, useCartStore.getState().items);
      }
      toast({ title: cartMessages.removed });
    },
    failed: cartMessages.removeFailed,
  });
