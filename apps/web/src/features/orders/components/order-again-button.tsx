import { ordersScreenMessages } from '@shop/contract/order-messages';
import { RotateCcw } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { CartChangedHandler } from '@/lib/cart-change';
import { useReorder } from '../api/reorder';

type OrderAgainButtonProps = {
  orderId: number;
  orderNumber: string;
  /** Mirrors the server cart after the change (the screen wires this to the cart). */
  onCartChanged: CartChangedHandler;
  className?: string;
};

/** Order Again: the order's still-available products go back into the cart. */
export function OrderAgainButton({ orderId, orderNumber, onCartChanged, className }: OrderAgainButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const reorder = useReorder({
    onCartChanged: (cart, showCart) =>
      onCartChanged(cart, { showCart, returnFocus: () => button.current?.focus() }),
  });
  return (
    <Button
      ref={button}
      variant="outline"
      className={className}
      // Busy rather than disabled, so a keyboard user's focus stays on the button.
      aria-disabled={reorder.isPending}
      aria-busy={reorder.isPending}
      onClick={() => !reorder.isPending && reorder.mutate(orderId)}
      busy={reorder.isPending}
      icon={<RotateCcw aria-hidden="true" />}
    >
      {reorder.isPending ? ordersScreenMessages.addingToCart : ordersScreenMessages.orderAgain}
      <span className="sr-only"> {orderNumber}</span>
    </Button>
  );
}
