import { ordersScreenMessages } from '@shop/contract/order-messages';
import type { OrderDetail } from '@shop/contract/order-schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { isUnauthorized } from '@/lib/login-redirect';

type SignedInQueryViewProps<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'refetch'>;
  /** The failed read's message (its title, text, size and heading); its Try again reads again. */
  error: Omit<ComponentProps<typeof LoadError>, 'onRetry'>;
  /** Shown while the read is on its way. */
  loading: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A doctor's orders screen, whatever state its read is in: on its way to sign in (a 401: the
 * screen's query shows the toast and redirects), the load error with Try again (in place of what a
 * failed refresh had read, too), `loading`, or what was read.
 */
export function SignedInQueryView<T>({ query, error, loading, children }: SignedInQueryViewProps<T>) {
  if (isUnauthorized(query.error)) return <PageSpinner label={ordersScreenMessages.redirectingToLogin} />;
  if (query.isError) return <LoadError {...error} onRetry={() => void query.refetch()} />;
  if (!query.data) return loading;
  return children(query.data);
}

type OrderQueryViewProps = Omit<SignedInQueryViewProps<OrderDetail>, 'error'>;

/**
 * A screen of one order (a SignedInQueryView): "could not be loaded" when its read fails. A
 * not-found order is the screen's own (it also titles the page).
 */
export function OrderQueryView(props: OrderQueryViewProps) {
  return (
    <SignedInQueryView
      error={{ title: ordersScreenMessages.loadOrderFailed, text: ordersScreenMessages.loadFailedHint }}
      {...props}
    />
  );
}
