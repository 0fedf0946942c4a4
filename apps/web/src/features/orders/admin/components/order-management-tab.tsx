import {
  ADMIN_ORDER_SEARCH_MAX,
  DEFAULT_DECLINE_REASON,
  AdminOrderListQuery,
  type AdminOrder,
} from '@shop/contract/admin-order-schemas';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import { fieldErrorsOf } from '@shop/contract/error-schemas';
import { orderExportMessages as exportMessages } from '@shop/contract/order-csv';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contract/order-status';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Download, Inbox } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { DownloadLink } from '@/components/ui/download-link';
import { Dialog } from '@/components/ui/dialog';
import { FocusHeading } from '@/components/ui/focus-heading';
import { Label } from '@/components/ui/label';
import { LabelledInput } from '@/components/ui/labelled-input';
import { PagedList } from '@/components/ui/paged-list';
import { SearchField } from '@/components/ui/search-field';
import { NativeSelect } from '@/components/ui/select';
import { useSearchText } from '@/lib/use-debounced-value';
import { pageWithin } from '@/lib/use-paged-list';
import { adminOrdersExportHref } from '../api/export-orders';
import { adminOrderParams, getAdminOrdersQueryOptions } from '../api/get-admin-orders';
import { useAdminOrder } from '../api/get-admin-order';
import { useOrderCounts } from '../api/get-order-counts';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { useOrderTableParams } from '../order-table-params';
import { OrderDeskActions } from './order-desk-actions';
import { OrderDialogContent } from './order-dialog';
import { orderRowButtonId, OrderTable } from './order-table';

/** A date input of the range, with its label. */
function DayField({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  min?: string;
  max?: string;
}) {
  return (
    <LabelledInput
      label={label}
      fieldClassName="grid gap-1.5"
      type="date"
      value={value ?? ''}
      min={min}
      max={max}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  );
}

/**
 * The dashboard's Order Management tab (docs/product.md, Admin order desk): every order as a compact
 * table, 50 a page, filtered by status, days placed and a search by order number, doctor name or
 * e-mail, sorted by date or total; the filters, sort and page live in the URL. A row opens the order
 * in a dialog whose footer holds the next steps (OrderDeskActions). Export CSV downloads every line
 * of the orders the filters match (GET /api/admin/orders/export.csv).
 */
export function OrderManagementTab() {
  const { filter, change } = useOrderTableParams();
  const searchText = useSearchText(filter.search ?? '');
  const { search } = searchText;
  useEffect(() => {
    if (search !== (filter.search ?? '')) change({ search: search || undefined }, true);
    // Only a settled search is written; the URL's own changes (back, a reload) do not echo back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  // What the server would refuse (a range the wrong way round, only in a hand-written URL): the
  // contract's message instead of a 400.
  const rangeError = fieldErrorsOf(
    AdminOrderListQuery.safeParse(Object.fromEntries(adminOrderParams(filter))),
  ).from?.[0];
  const orders = useQuery(getAdminOrdersQueryOptions(filter, rangeError === undefined));
  // A page past the end (a decision shrank the list, an old link): the last page instead.
  const settled = orders.isPlaceholderData ? undefined : orders.data;
  useEffect(() => {
    if (settled && pageWithin(filter.page, settled.totalPages) !== filter.page)
      change({ page: pageWithin(filter.page, settled.totalPages) }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, filter.page]);

  const counts = useOrderCounts();
  const update = useUpdateOrderStatus();
  const statusId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // The order open in the dialog, kept while it closes; it may leave the table meanwhile (a decision
  // moved it out of the filter), and the dialog stays with it.
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<AdminOrder | null>(null);
  const detail = useAdminOrder(selected?.id ?? 0, open && selected !== null);
  const openOrder = (order: AdminOrder) => {
    setSelected(order);
    setOpen(true);
  };

  const content = rangeError ? (
    <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
      {rangeError}
    </p>
  ) : (
    <PagedList
      query={orders}
      rows={(page) => page.orders}
      error={{ title: adminOrderMessages.fetchOrdersFailed }}
      loadingLabel="Loading orders"
      empty={{ icon: Inbox, text: adminOrderMessages.noOrdersFound }}
      onPageChange={(page) => change({ page })}
    >
      {(data) => (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {data.totalCount === 1 ? '1 order' : `${data.totalCount.toLocaleString()} orders`}
            {data.totalPages > 1 && ` · page ${data.currentPage} of ${data.totalPages}`}
          </p>
          <OrderTable
            orders={data.orders}
            busy={orders.isPlaceholderData}
            onOpen={openOrder}
            sort={filter.sort}
            dir={filter.dir}
            onSort={(sort) =>
              change({ sort, dir: sort === filter.sort && filter.dir === 'desc' ? 'asc' : 'desc' })
            }
          />
        </>
      )}
    </PagedList>
  );

  const total = counts.data?.total;
  const pending = counts.data?.byStatus.pending ?? 0;
  const filtered = filter.status || filter.search || filter.from || filter.to;
  return (
    <section aria-labelledby={`${statusId}-title`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <FocusHeading level={2} id={`${statusId}-title`} ref={heading} className="text-lg font-semibold">
            Orders
          </FocusHeading>
          {total !== undefined && (
            <Badge variant="secondary">
              {total.toLocaleString()} total<span className="sr-only"> orders</span>
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {rangeError ? (
            <Button variant="outline" size="sm" disabled>
              <Download aria-hidden="true" />
              {exportMessages.exportCsv}
            </Button>
          ) : (
            <DownloadLink href={adminOrdersExportHref(filter)} title={exportMessages.exportHint} size="sm">
              {exportMessages.exportCsv}
            </DownloadLink>
          )}
          <ButtonLink
            to="/admin/orders"
            variant="outline"
            size="sm"
            icon={<ClipboardList aria-hidden="true" />}
          >
            Review pending orders{pending > 0 ? ` (${pending})` : ''}
          </ButtonLink>
        </div>
      </div>

      <div className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_minmax(0,1fr)_20rem_auto] lg:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={statusId}>Status</Label>
          <NativeSelect
            id={statusId}
            value={filter.status ?? ''}
            onChange={(event) =>
              change({ status: event.target.value ? (event.target.value as OrderStatus) : undefined })
            }
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
          {...searchText.field}
          maxLength={ADMIN_ORDER_SEARCH_MAX}
          placeholder="Order number, doctor name or email"
        />
        {/* Moving one end past the other takes the other along: the range stays the right way round. */}
        <div className="grid grid-cols-2 gap-3">
          <DayField
            label="Placed from"
            value={filter.from}
            max={filter.to}
            onChange={(from) =>
              change({ from, ...(from && filter.to && from > filter.to ? { to: from } : {}) })
            }
          />
          <DayField
            label="Placed to"
            value={filter.to}
            min={filter.from}
            onChange={(to) => change({ to, ...(to && filter.from && to < filter.from ? { from: to } : {}) })}
          />
        </div>
        <Button
          variant="ghost"
          disabled={!filtered}
          onClick={() => {
            searchText.setText('');
            change({ status: undefined, search: undefined, from: undefined, to: undefined });
          }}
        >
          Clear filters
        </Button>
      </div>
      {content}

      <Dialog open={open} onOpenChange={setOpen}>
        {selected && (
          <OrderDialogContent
            order={selected}
            detail={detail}
            onCloseAutoFocus={(event) => {
              // Back to the row's number, or to the heading when the order has left the page.
              event.preventDefault();
              (document.getElementById(orderRowButtonId(selected.id)) ?? heading.current)?.focus();
            }}
            footer={
              <OrderDeskActions
                order={detail.data ?? selected}
                pendingStatus={
                  update.isPending && update.variables.id === selected.id ? update.variables.status : null
                }
                defaultDeclineReason={DEFAULT_DECLINE_REASON}
                onAction={(action) => update.mutate({ id: selected.id, ...action })}
                onDialogAction={(action) => update.mutateAsync({ id: selected.id, ...action })}
              />
            }
          />
        )}
      </Dialog>
    </section>
  );
}
