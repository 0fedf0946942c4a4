import { SHOP_TIME_ZONE, type AdminOrder, type AdminOrderSort } from '@shop/contract/admin-order-schemas';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { hasCharges, shippingAndTaxText } from '../../order-format';
import type { AdminOrderFilter } from '../api/get-admin-orders';
import { money } from './order-desk-parts';

/** The day an order was placed in the shop's calendar, the one the date range filters by. */
const shopDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });

/** The id of a row's order-number button, where the focus returns when its dialog closes. */
export const orderRowButtonId = (orderId: number) => `order-table-open-${orderId}`;

type SortProps = Pick<AdminOrderFilter, 'sort' | 'dir'> & {
  onSort: (sort: AdminOrderSort) => void;
};

/** A column header that sorts: `aria-sort` says how the table is sorted, the button changes it. */
function SortHeader({
  column,
  sort,
  dir,
  onSort,
  className,
  children,
}: SortProps & {
  column: AdminOrderSort;
  className?: string;
  children: ReactNode;
}) {
  const sorted = sort === column;
  const Icon = !sorted ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={sorted ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={className}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded font-medium hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {children}
        <Icon aria-hidden="true" className={sorted ? 'size-3.5' : 'size-3.5 opacity-50'} />
      </button>
    </th>
  );
}

type OrderTableProps = SortProps & {
  orders: AdminOrder[];
  busy: boolean;
  onOpen: (order: AdminOrder) => void;
};

/**
 * The dashboard's orders as a compact table (number, date, doctor, clinic, items, total, status),
 * sortable by date and total. A row, or its number (a button, for the keyboard), opens the order.
 * On a phone the table scrolls sideways, the number staying in view.
 */
export function OrderTable({ orders, busy, onOpen, ...sorting }: OrderTableProps) {
  const cell = 'px-3 py-2 align-middle';
  return (
    <div
      role="region"
      aria-label="Orders table"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrolls sideways on a phone: the keyboard scrolls it
      tabIndex={0}
      className="overflow-x-auto rounded-lg border bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table aria-busy={busy} className="w-full min-w-[46rem] text-sm">
        <caption className="sr-only">Orders</caption>
        <thead className="border-b bg-muted text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={`${cell} sticky left-0 bg-muted font-medium`}>
              Order
            </th>
            <SortHeader column="date" className={cell} {...sorting}>
              Date
            </SortHeader>
            <th scope="col" className={`${cell} font-medium`}>
              Doctor
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Clinic
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              Items
            </th>
            <SortHeader column="total" className={`${cell} text-right`} {...sorting}>
              Total
            </SortHeader>
            <th scope="col" className={`${cell} font-medium`}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {orders.map((order) => (
            <tr
              key={order.id}
              onClick={() => onOpen(order)}
              className="group cursor-pointer hover:bg-muted/40"
            >
              <th
                scope="row"
                className={`${cell} sticky left-0 bg-card text-left font-normal group-hover:bg-muted`}
              >
                <button
                  type="button"
                  id={orderRowButtonId(order.id)}
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(order);
                  }}
                  className="rounded font-mono font-semibold whitespace-nowrap text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {order.orderNumber}
                </button>
              </th>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={order.createdAt}>{shopDay.format(new Date(order.createdAt))}</time>
              </td>
              <td className={`${cell} max-w-48 truncate`} title={order.doctorEmail}>
                {order.doctorName}
              </td>
              <td className={`${cell} max-w-48 truncate`}>
                {order.shippingAddress.clinicName || (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{adminOrderMessages.notProvided}</span>
                  </>
                )}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{order.itemCount}</td>
              <td
                className={`${cell} text-right font-medium whitespace-nowrap tabular-nums`}
                title={hasCharges(order) ? shippingAndTaxText(order, money) : undefined}
              >
                {money(order.totalAmount)}
              </td>
              <td className={cell}>
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
