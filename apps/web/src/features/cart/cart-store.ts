import type { CartItem } from '@shop/contract/cart-schemas';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readPersistedCart, type PersistedCart } from './persisted-cart';

type CartState = PersistedCart & {
  setItems: (items: CartItem[]) => void;
  setOpen: (isOpen: boolean) => void;
  toggleOpen: () => void;
};

function newSessionId(): string {
  // getRandomValues, unlike randomUUID, also works on plain-http origins.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A mirror of the server cart (decision 015): whatever the server answers replaces `items`. */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      isOpen: false,
      sessionId: newSessionId(),
      setItems: (items) => set({ items }),
      setOpen: (isOpen) => set({ isOpen }),
      toggleOpen: () => set((state) => ({ isOpen: !state.isOpen })),
    }),
    {
      name: 'cart-storage',
      storage: createJSONStorage(() => localStorage),
      // The stored shape keeps `isOpen` (docs/product.md, Cart), but the panel opens only when asked:
      // a reload or another tab starts with it closed (docs/decisions/030-everyday-flow.md).
      partialize: ({ items, sessionId }): PersistedCart => ({ items, isOpen: false, sessionId }),
      merge: (stored, current) => {
        const { isOpen: _ignored, ...cart } = readPersistedCart(stored);
        return { ...current, ...cart };
      },
    },
  ),
);

// Store the generated sessionId now rather than at the first cart change, so a reload keeps it.
useCartStore.setState({});

/** The item count is the sum of the quantities. */
export const selectItemCount = (state: Pick<CartState, 'items'>) =>
  state.items.reduce((count, line) => count + line.quantity, 0);
