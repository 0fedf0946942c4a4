import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { applyServerCart } from '@/features/cart/api/get-cart';
import { useCartStore } from '@/features/cart/cart-store';
import type { CartChangedHandler } from '@/lib/cart-change';

/**
 * Order Again's answer is the whole server cart: it replaces the cart mirror and, when every line was
 * added as ordered, the cart panel opens; closing it puts focus back on the Order Again button.
 */
export function useOrderAgainCart(): CartChangedHandler {
  const queryClient = useQueryClient();
  const focusOnClose = useRef<(() => void) | null>(null);

  useEffect(
    () =>
      useCartStore.subscribe((state, previous) => {
        if (!previous.isOpen || state.isOpen) return;
        const returnFocus = focusOnClose.current;
        focusOnClose.current = null;
        // After the panel has let go of focus (it traps focus until it has rendered closed).
        if (returnFocus) window.setTimeout(returnFocus, 0);
      }),
    [],
  );

  return useCallback(
    (cart, { showCart, returnFocus }) => {
      applyServerCart(queryClient, cart);
      if (!showCart) return;
      focusOnClose.current = returnFocus;
      useCartStore.getState().setOpen(true);
    },
    [queryClient],
  );
}
