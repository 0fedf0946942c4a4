import { cartPanelMessages } from '@shop/contract/messages';
import { ShoppingCart } from 'lucide-react';
import { selectItemCount, useCartStore } from '@/features/cart/cart-store';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { SheetButton } from './sheet-button';
import { useCartSync } from './use-cart-sync';

// The panel is not needed for the first paint; it loads when first opened (or pointed at).
const cartSheet = lazyWithPreload(() => import('./cart-sheet').then((m) => m.CartSheet));

/** The header's cart button with its item-count badge, and the cart panel it opens. */
export function CartPanel() {
  useCartSync();
  const isOpen = useCartStore((state) => state.isOpen);
  const setOpen = useCartStore((state) => state.setOpen);
  const itemCount = useCartStore(selectItemCount);

  return (
    <SheetButton
      open={isOpen}
      onOpen={() => setOpen(true)}
      sheet={cartSheet}
      sheetProps={{}}
      label={`Cart, ${cartPanelMessages.itemCount(itemCount)}`}
      className="relative"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {itemCount > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] font-bold text-primary-foreground"
        >
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      )}
    </SheetButton>
  );
}
