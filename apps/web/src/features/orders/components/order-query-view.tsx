import { ordersScreenMessages } from '@shop/contract/order-messages';
import type { OrderDetail } from '@shop/contract/order-schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { isUnauthorized } from '../login-redirect';

type OrderQueryViewProps = {
  query: UseQueryResult<OrderDetail>;
  /** Shown while the order is read. */
  loading: ReactNode;
  children: (order: OrderDetail) => ReactNode;
};

/**
 * A screen of one order, whatever state its read is in: on its way to sign in (a 401: useOrder
 * shows the toast and redirects), the load error with Try again, `loading`, or the order itself.
 * A not-found order is the screen's own (it also titles the page).
 */
export function OrderQueryView({ query, loading, children }: OrderQueryViewProps) {
  if (isUnauthorized(query.error)) return <PageSpinner label={ordersScreenMessages.redirectingToLogin} />;
  if (query.isError) {
    return (
      <LoadError
        title={ordersScreenMessages.loadOrderFailed}
        text={ordersScreenMessages.loadFailedHint}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return loading;
  return children(query.data);
}
