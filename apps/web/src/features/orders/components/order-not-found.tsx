import { orderMessages, ordersScreenMessages } from '@shop/contract/order-messages';
import { ArrowLeft, PackageX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { NotFoundPage } from '@/components/ui/not-found-page';

/** An unknown, foreign or malformed order id: "Order not found" and the way back to the list. */
export function OrderNotFound() {
  return (
    <NotFoundPage
      mark={<PackageX aria-hidden="true" className="size-14 text-muted-foreground" />}
      title={orderMessages.orderNotFound}
      text={ordersScreenMessages.orderNotFoundText}
    >
      <ButtonLink to="/orders" icon={<ArrowLeft aria-hidden="true" />}>
        {ordersScreenMessages.backToOrders}
      </ButtonLink>
    </NotFoundPage>
  );
}
