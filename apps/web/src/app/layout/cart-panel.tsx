import { cartMessages, checkoutMessages } from '@shop/contract/messages';
import { LogIn, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { useUser } from '@/features/auth/api/get-user';
import { selectItemCount, useCartStore } from '@/features/cart/cart-store';
import { cartTotalCents } from '@/features/cart/cart-total';
import { CartLineItem } from '@/features/cart/components/cart-line-item';
import { formatCents, pluralize } from '@/lib/format';

function GuestCheckoutNotice() {
  return (
    <div className="grid gap-3">
      <p className="rounded-md bg-accent p-3 text-sm text-accent-foreground">
        {checkoutMessages.guestNotice}
      </p>
      <SheetClose asChild>
        <Button asChild className="w-full">
          <Link to="/auth">
            <LogIn aria-hidden="true" />
            Login to Checkout
          </Link>
        </Button>
      </SheetClose>
    </div>
  );
}

/** The header's cart button and the panel it slides in from the right (spec §2 "Cart panel"). */
export function CartPanel() {
  const items = useCartStore((state) => state.items);
  const isOpen = useCartStore((state) => state.isOpen);
  const setOpen = useCartStore((state) => state.setOpen);
  const itemCount = useCartStore(selectItemCount);
  const { data: auth } = useUser();
  const isGuest = auth === null;

  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={`Cart, ${pluralize(itemCount, 'item')}`}
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
      </SheetTrigger>
      <SheetContent side="right" closeLabel="Close cart">
        <SheetHeader>
          <SheetTitle>Shopping Cart</SheetTitle>
          <SheetDescription>{pluralize(itemCount, 'item')}</SheetDescription>
        </SheetHeader>

        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
            <ShoppingCart aria-hidden="true" className="size-12 text-muted-foreground" />
            <p className="text-lg font-medium">{cartMessages.emptyCart}</p>
            <SheetClose asChild>
              <Button asChild variant="outline">
                <Link to="/">Continue Shopping</Link>
              </Button>
            </SheetClose>
          </div>
        ) : (
          <ul className="flex-1 divide-y overflow-y-auto px-5">
            {items.map((line) => (
              <CartLineItem key={line.id} line={line} />
            ))}
          </ul>
        )}

        {(items.length > 0 || isGuest) && (
          <div className="grid gap-4 border-t px-5 py-4">
            {items.length > 0 && (
              <p className="flex items-center justify-between text-base font-semibold">
                <span>Total</span>
                <span>{formatCents(cartTotalCents(items))}</span>
              </p>
            )}
            {isGuest && <GuestCheckoutNotice />}
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
