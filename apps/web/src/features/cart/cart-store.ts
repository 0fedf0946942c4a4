import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Spec §3 "Cart item" as the client keeps it; the server cart (a later release) fills it. */
const CartProduct = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  price: z.string(),
  imageUrl: z.string().nullable(),
});

const CartLine = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  quantity: z.number().int().positive(),
  product: CartProduct,
});
export type CartLine = z.infer<typeof CartLine>;

/** Spec §3 "Client cart store": persisted under 'cart-storage' as { items, isOpen, sessionId }. */
const PersistedCart = z.object({
  items: z.array(CartLine),
  isOpen: z.boolean(),
  sessionId: z.string().min(1),
});
type PersistedCart = z.infer<typeof PersistedCart>;

type CartState = PersistedCart & {
  setItems: (items: CartLine[]) => void;
  setOpen: (isOpen: boolean) => void;
  toggleOpen: () => void;
};

function newSessionId(): string {
  // getRandomValues, unlike randomUUID, also works on plain-http origins.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

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
      partialize: ({ items, isOpen, sessionId }): PersistedCart => ({ items, isOpen, sessionId }),
      // Stored data is input like any other: whatever does not parse is replaced by the defaults.
      merge: (stored, current) => {
        const parsed = PersistedCart.partial().safeParse(stored);
        return parsed.success ? { ...current, ...parsed.data } : current;
      },
    },
  ),
);

// Store the generated sessionId now rather than at the first cart change, so a reload keeps it.
useCartStore.setState({});

export const selectItemCount = (state: CartState) =>
  state.items.reduce((count, line) => count + line.quantity, 0);
