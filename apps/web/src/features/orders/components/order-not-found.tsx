import { orderMessages, ordersScreenMessages } from '@shop/contract/order-messages';
import { ArrowLeft, PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { NotFoundPage } from '@/components/ui/not-found-page';

/** An unknown, foreign or malformed order id: "Order not found" and the way back to the list. */
export function OrderNotFound() {
  return (
    <NotFoundPage
      mark={<PackageX aria-hidden="true" className="size-14 text-muted-foreground" />}
      title={orderMessages.orderNotFound}
      text={ordersScreenMessages.orderNotFoundText}
    >
      <Button asChild>
        <Link to="/orders">
          <ArrowLeft aria-hidden="true" />
          {ordersScreenMessages.backToOrders}
        </Link>
      </Button>
    </NotFoundPage>
  );
}
