import type { AdminOrder } from '@shop/contract/admin-order-schemas';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { firstItems, formatOrderDate } from '../../order-format';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { CopyButton } from './copy-button';
import { money } from './order-desk-parts';
import { OrderReviewDialog } from './order-review-dialog';

/**
 * A pending order in the /admin/orders grid: number, status, date, total, the doctor with a copyable
 * e-mail, the institution number, the first two items and how many more. `onDecided` puts the focus
 * somewhere once the order is decided and leaves the grid.
 */
export function PendingOrderCard({ order, onDecided }: { order: AdminOrder; onDecided: () => void }) {
  const titleId = useId();
  const { shown, more } = firstItems(order.items);
  return (
    <Card className="h-full">
      <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 p-4">
        <header className="flex items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h2 id={titleId} className="font-mono text-sm font-semibold break-all">
              {order.orderNumber}
            </h2>
            <p className="text-xs text-muted-foreground">
              <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            </p>
          </div>
          <OrderStatusBadge status={order.status} />
        </header>
        <p className="text-xl font-semibold tabular-nums">{money(order.totalAmount)}</p>
        <div className="grid gap-0.5 text-sm">
          <p className="font-medium break-words">{order.doctorName}</p>
          <p className="flex min-w-0 items-center gap-1 text-muted-foreground">
            <span className="break-all">{order.doctorEmail}</span>
            <CopyButton value={order.doctorEmail} label="Email" />
          </p>
          <p className="text-muted-foreground">
            Institution No.:{' '}
            {order.institutionNumber ?? <span className="italic">{adminOrderMessages.notProvided}</span>}
          </p>
        </div>
        <ul aria-label="Items" className="grid flex-1 content-start gap-0.5 border-t pt-2 text-sm">
          {shown.map((line, index) => (
            <li key={index} className="break-words">
              {line}
            </li>
          ))}
          {more > 0 && <li className="text-muted-foreground">{adminOrderMessages.moreItems(more)}</li>}
        </ul>
        <div className="flex justify-end">
          <OrderReviewDialog order={order} onDecided={onDecided} />
        </div>
      </article>
    </Card>
  );
}
