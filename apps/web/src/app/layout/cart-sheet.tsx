import type { AuthResponse } from '@shop/contract/auth-schemas';
import { chargesScreenMessages } from '@shop/contract/charges-messages';
import { cartMessages, cartPanelMessages } from '@shop/contract/messages';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { dismissAllToasts } from '@/lib/use-toast';
import { useUser } from '@/features/auth/api/get-user';
import { selectItemCount, useCartStore } from '@/features/cart/cart-store';
import { cartTotalCents } from '@/features/cart/cart-total';
import { CartLineItem } from '@/features/cart/components/cart-line-item';
import { CheckoutActions, type CheckoutAccount } from '@/features/checkout/components/checkout-actions';
import { formatCents } from '@/lib/format';
import { lazySlot } from '@/lib/lazy-slot';
import { QuickOrderLink } from './quick-order-link';

/** Save to list on a line (issue 41): a chunk of its own, which only a signed-in doctor's browser downloads. */
const SaveToList = lazySlot(() =>
  import('@/features/lists/components/save-to-list-button').then((module) => module.SaveToListButton),
);

function checkoutAccount(auth: AuthResponse | null | undefined): CheckoutAccount {
  if (auth === undefined) return { role: 'loading' };
  if (auth === null) return { role: 'guest' };
  return auth.isAdmin ? { role: 'admin' } : { role: 'doctor', id: auth.user.id };
}

/**
 * While the panel is open, the toasts of a phone (normally under the header, where they would cover
 * the panel's first line) stand just above its footer, clear of the checkout button: the page
 * carries `data-cart-open` and the footer's height (`--cart-footer-height`) for the toast area.
 */
function useToastsAboveFooter(isOpen: boolean) {
  // The footer mounts after the panel opens (the sheet renders in a portal): followed by its ref.
  const [footer, setFooter] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!isOpen || !footer) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--cart-footer-height', `${footer.offsetHeight}px`);
    measure();
    root.dataset.cartOpen = '';
    const observer = new ResizeObserver(measure);
    observer.observe(footer);
    return () => {
      observer.disconnect();
      delete root.dataset.cartOpen;
      root.style.removeProperty('--cart-footer-height');
    };
  }, [isOpen, footer]);
  return setFooter;
}

/** The cart panel (docs/product.md, Cart): slides in from the right with lines, total and checkout. */
export function CartSheet() {
  const items = useCartStore((state) => state.items);
  const isOpen = useCartStore((state) => state.isOpen);
  const setOpen = useCartStore((state) => state.setOpen);
  const itemCount = useCartStore(selectItemCount);
  const { data: auth } = useUser();
  const close = () => setOpen(false);
  const account = checkoutAccount(auth);
  const hasItems = items.length > 0;
  // The panel shows what the toasts said: those on screen make way for it.
  useEffect(() => {
    if (isOpen) dismissAllToasts();
  }, [isOpen]);
  const footerRef = useToastsAboveFooter(isOpen);

  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetContent side="right" closeLabel="Close cart">
        <SheetHeader>
          <SheetTitle>{cartPanelMessages.title}</SheetTitle>
          <SheetDescription>{cartPanelMessages.itemCount(itemCount)}</SheetDescription>
          <QuickOrderLink variant="text" onNavigate={close} />
        </SheetHeader>

        {hasItems ? (
          <ul aria-label="Cart items" className="flex-1 divide-y overflow-y-auto px-5">
            {items.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                onNavigate={close}
                actions={
                  account.role === 'doctor' && (
                    <SaveToList
                      line
                      productId={line.product.id}
                      productName={line.product.name}
                      quantity={line.quantity}
                    />
                  )
                }
              />
            ))}
          </ul>
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
            <ShoppingCart aria-hidden="true" className="size-12 text-muted-foreground" />
            <p className="text-lg font-medium">{cartMessages.emptyCart}</p>
            <SheetClose asChild>
              <ButtonLink to="/products" variant="outline">
                {cartPanelMessages.continueShopping}
              </ButtonLink>
            </SheetClose>
          </div>
        )}

        {(hasItems || account.role === 'guest') && (
          <div ref={footerRef} className="grid gap-4 border-t px-5 py-4">
            {hasItems && (
              <p
                aria-live="polite"
                aria-atomic="true"
                className="flex items-center justify-between text-base font-semibold"
              >
                <span>
                  Total{' '}
                  <span className="text-sm font-normal text-muted-foreground">
                    ({cartPanelMessages.itemCount(itemCount)})
                  </span>
                </span>
                <span className="tabular-nums">{formatCents(cartTotalCents(items))}</span>
              </p>
            )}
            {hasItems && (
              <p className="-mt-3 text-sm text-muted-foreground">{chargesScreenMessages.addedAtCheckout}</p>
            )}
            <CheckoutActions account={account} hasItems={hasItems} onNavigate={close} />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
