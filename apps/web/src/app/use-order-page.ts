import { useParams } from 'react-router';
import { useUser } from '@/features/auth/api/get-user';
import { isOrderNotFound, useOrder } from '@/features/orders/api/get-order';
import { parseOrderId } from '@/features/orders/order-format';

/**
 * An order's own page (/orders/{id}, /orders/{id}/placed): the order the URL names, and whether it
 * is not there (a malformed id, or none of this account's).
 */
export function useOrderPage() {
  const params = useParams();
  const id = parseOrderId(params.id);
  const order = useOrder(id);
  // Signing out in this tab drops the account's orders from the cache; following the account makes
  // the screen render again, so its query asks anew and the 401 takes the visitor to sign in.
  useUser();
  return { order, notFound: id === undefined || isOrderNotFound(order.error) };
}
