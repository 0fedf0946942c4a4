import type { MessageResponse } from '@shop/contract/common';
import { cartMessages } from '@shop/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api, getServerMessage } from '@/lib/api-client';
import { withoutLine } from '../cart-lines';
import { useCartStore } from '../cart-store';
import { cartMutationKey, cartMutationScope, getCartQueryOptions } from './get-cart';

export const removeCartItem = (id: number) => api.delete<MessageResponse>(`/api/cart/${id}`);

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    scope: cartMutationScope,
    mutationFn: removeCartItem,
    // The line leaves at once; an error puts it back.
    onMutate: (id) => {
      const { items, setItems } = useCartStore.getState();
      setItems(withoutLine(items, id));
      return { previous: items };
    },
    onSuccess: () => {
      // The answer is only a message: the local cart, already without the line, is the server's cart.
      if (queryClient.isMutating({ mutationKey: cartMutationKey }) <= 1) {
        queryClient.setQueryData(getCartQueryOptions().queryKey, useCartStore.getState().items);
      }
      toast({ title: cartMessages.removed });
    },
    onError: (error, _id, context) => {
      if (context) useCartStore.getState().setItems(context.previous);
      toast({
        variant: 'destructive',
        title: cartMessages.removeFailed,
        description: getServerMessage(error),
      });
      void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
    },
  });
}
