import { orderMessages, ordersScreenMessages } from '@shop/contract/order-messages';
import { ArrowLeft, PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** An unknown, foreign or malformed order id: "Order not found" and the way back to the list. */
export function OrderNotFound() {
  return (
    <section className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <PackageX aria-hidden="true" className="size-14 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{orderMessages.orderNotFound}</h1>
      <p className="text-muted-foreground">{ordersScreenMessages.orderNotFoundText}</p>
      <Button asChild>
        <Link to="/orders">
          <ArrowLeft aria-hidden="true" />
          {ordersScreenMessages.backToOrders}
        </Link>
      </Button>
    </section>
  );
}
