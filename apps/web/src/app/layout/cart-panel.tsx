import { cartPanelMessages } from '@shop/contract/messages';
import { ShoppingCart } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { selectItemCount, useCartStore } from '@/features/cart/cart-store';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useCartSync } from './use-cart-sync';

// The panel is not needed for the first paint; it loads when first opened (or pointed at).
const cartSheet = lazyWithPreload(() => import('./cart-sheet').then((m) => m.CartSheet));

/** The header's cart button with its item-count badge, and the cart panel it opens. */
export function CartPanel() {
  useCartSync();
  const isOpen = useCartStore((state) => state.isOpen);
  const setOpen = useCartStore((state) => state.setOpen);
  const itemCount = useCartStore(selectItemCount);
  // Once shown, the panel stays mounted so it can animate out and keep its state.
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={`Cart, ${cartPanelMessages.itemCount(itemCount)}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void cartSheet.preload()}
        onFocus={() => void cartSheet.preload()}
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
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <cartSheet.Component />
        </Suspense>
      )}
    </>
  );
}
