import { orderMessages } from '@shop/contract/order-messages';
import type { OrderDetail, OrderPage } from '@shop/contract/order-schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { api, getErrorMessage } from '@/lib/api-client';
import { signInAgainOrToast } from '@/lib/login-redirect';
import { getOrderQueryOptions } from './get-order';
import { ordersQueryKey } from './get-orders';

/** Cancels one of the doctor's orders while it is pending or approved; 409 with a message otherwise. */
export const cancelOrder = (id: number) => api.post<OrderDetail>(`/api/orders/${id}/cancel`);

/** The cancelled order replaces its copy in every cached list page at once, before the lists refetch. */
function patchListPages(queryClient: QueryClient, order: OrderDetail) {
  queryClient.setQueriesData<OrderPage>({ queryKey: [...ordersQueryKey, 'list'] }, (page) =>
    page
      ? {
          ...page,
          orders: page.orders.map((o) =>
            o.id === order.id ? { ...o, status: order.status, canCancel: order.canCancel } : o,
          ),
        }
      : page,
  );
}

/**
 * docs/product.md, Orders (Customer cancel): on success "Order Cancelled" and the order's list and
 * detail refresh; on failure "Error" with the server's message, and the order is read again (its
 * status has moved on). A 401 signs in again.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(getOrderQueryOptions(order.id).queryKey, order);
      patchListPages(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: [...ordersQueryKey, 'list'] });
      // Here rather than in mutate()'s callbacks, which do not run once the calling button is gone.
      toast({ title: orderMessages.cancelledTitle, description: orderMessages.cancelledText });
    },
    onError: (error, id) => {
      const signingIn = signInAgainOrToast(error, {
        title: orderMessages.cancelErrorTitle,
        description: getErrorMessage(error, orderMessages.cancelFailed),
      });
      if (signingIn) return;
      void queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...ordersQueryKey, 'list'] });
    },
  });
}
