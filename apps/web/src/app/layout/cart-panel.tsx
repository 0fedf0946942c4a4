import { cartPanelMessages } from '@shop/contract/messages';
import { ShoppingCart } from 'lucide-react';
import { selectItemCount, useCartStore } from '@/features/cart/cart-store';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { CountBadge } from './count-badge';
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
      <CountBadge count={itemCount} className="absolute -top-0.5 -right-0.5" />
    </SheetButton>
  );
}
