import { ADMIN_ORDER_SEARCH_MAX, DEFAULT_DECLINE_REASON } from '@shop/contract/admin-orders';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contract/order-status';
import { ClipboardList, Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PagedList } from '@/components/ui/paged-list';
import { SearchField } from '@/components/ui/search-field';
import { NativeSelect } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePagedList } from '@/lib/use-paged-list';
import { getAdminOrdersQueryOptions } from '../api/get-admin-orders';
import { useOrderCounts } from '../api/get-order-counts';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { AdminOrderCard } from './admin-order-card';

const SEARCH_DELAY_MS = 300;

/**
 * The dashboard's Order Management tab (docs/product.md, Admin order desk): every order, newest
 * first, 50 a page, with a status filter and a search by order number, doctor name or e-mail.
 */
export function OrderManagementTab() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  // A new filter or search starts from its first page; after a decision the last page may be gone
  // (its last order left the filter): the new last one shows.
  const { setPage, query: orders } = usePagedList(
    (page) => getAdminOrdersQueryOptions({ status: status || undefined, search, page }),
    `${status}|${search}`,
  );
  const counts = useOrderCounts();
  const update = useUpdateOrderStatus();
  const statusId = useId();

  const content = (
    <PagedList
      query={orders}
      rows={(page) => page.orders}
      error={{ title: adminOrderMessages.fetchOrdersFailed }}
      loadingLabel="Loading orders"
      empty={{ icon: Inbox, text: adminOrderMessages.noOrdersFound }}
      onPageChange={setPage}
    >
      {(data) => (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {data.totalCount === 1 ? '1 order' : `${data.totalCount.toLocaleString()} orders`}
            {data.totalPages > 1 && ` · page ${data.currentPage} of ${data.totalPages}`}
          </p>
          <ul aria-label="Orders" aria-busy={orders.isPlaceholderData} className="grid gap-4 xl:grid-cols-2">
            {data.orders.map((order) => (
              <li key={order.id}>
                <AdminOrderCard
                  order={order}
                  pendingStatus={
                    update.isPending && update.variables.id === order.id ? update.variables.status : null
                  }
                  defaultDeclineReason={DEFAULT_DECLINE_REASON}
                  onAction={(action) => update.mutate({ id: order.id, ...action })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );

  const total = counts.data?.total;
  const pending = counts.data?.byStatus.pending ?? 0;
  return (
    <section aria-labelledby={`${statusId}-title`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 id={`${statusId}-title`} className="text-lg font-semibold">
            Orders
          </h2>
          {total !== undefined && (
            <Badge variant="secondary" aria-label={`${total} orders in total`}>
              {total.toLocaleString()} total
            </Badge>
          )}
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/orders">
            <ClipboardList aria-hidden="true" />
            Review pending orders{pending > 0 ? ` (${pending})` : ''}
          </Link>
        </Button>
      </div>

      <div className="mb-5 grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)]">
        <div className="grid gap-1.5">
          <Label htmlFor={statusId}>Status</Label>
          <NativeSelect
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
          >
            <option value="">All statuses{total !== undefined ? ` (${total})` : ''}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ORDER_STATUS_LABELS[value]}
                {counts.data ? ` (${counts.data.byStatus[value]})` : ''}
              </option>
            ))}
          </NativeSelect>
        </div>
        <SearchField
          label="Search orders"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          maxLength={ADMIN_ORDER_SEARCH_MAX}
          placeholder="Order number, doctor name or email"
        />
      </div>
      {content}
    </section>
  );
}
