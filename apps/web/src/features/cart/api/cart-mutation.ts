import type { CartItem } from '@shop/contract/cart-schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { getServerMessage } from '@/lib/api-client';
import { useCartStore } from '../cart-store';
import { cartMutationKey, cartMutationScope, getCartQueryOptions } from './get-cart';

type CartMutation<Input, Answer> = {
  mutationFn: (input: Input) => Promise<Answer>;
  /** The cart as it shows at once, before the answer; a failure puts the cart back and reads it again. */
  optimistic?: (items: CartItem[], input: Input) => CartItem[];
  onSuccess: (queryClient: QueryClient, answer: Answer, input: Input) => void;
  /** The failure toast's title; the server's message is its text. */
  failed: string;
};

/**
 * A change to the cart: one at a time, in the order made (the cart's mutation scope), with its
 * failure toast, and with an optimistic change undone when the server refuses it.
 */
export function useCartMutation<Input, Answer>({
  mutationFn,
  optimistic,
  onSuccess,
  failed,
}: CartMutation<Input, Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    scope: cartMutationScope,
    mutationFn,
    onMutate: (input: Input) => {
      const { items, setItems } = useCartStore.getState();
      if (optimistic) setItems(optimistic(items, input));
      return { previous: items };
    },
    onSuccess: (answer, input) => onSuccess(queryClient, answer, input),
    onError: (error, _input, context) => {
      toast({ variant: 'destructive', title: failed, description: getServerMessage(error) });
      if (!optimistic) return;
      if (context) useCartStore.getState().setItems(context.previous);
      void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
    },
  });
}
