import { ordersScreenMessages } from '@shop/contract/order-messages';
import type { OrderStatusChange } from '@shop/contract/order-schemas';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/cn';
import { historyOldestFirst } from '../order-format';
import { OrderStatusBadge } from './order-status-badge';

function changedBy(by: OrderStatusChange['by']): string | undefined {
  if (by === 'doctor') return ordersScreenMessages.changedByDoctor;
  if (by === 'admin') return ordersScreenMessages.changedByAdmin;
  return undefined;
}

/**
 * The order's status history as an ordered list, oldest first: each step's status, when it happened
 * and why (docs/product.md, Orders). The line and dots are decoration; the list carries the meaning.
 */
export function OrderTimeline({
  history,
  headingId,
}: {
  history: readonly OrderStatusChange[];
  headingId: string;
}) {
  const steps = historyOldestFirst(history);
  if (steps.length === 0) {
    return <p className="text-sm text-muted-foreground">{ordersScreenMessages.historyEmpty}</p>;
  }

  return (
    <ol aria-labelledby={headingId} className="grid">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const by = changedBy(step.by);
        const note = step.fromStatus === null ? ordersScreenMessages.orderPlaced : step.reason;
        return (
          <li key={`${step.at}-${step.status}-${index}`} className="relative flex gap-3 pb-5 last:pb-0">
            <span aria-hidden="true" className="relative flex w-3 shrink-0 justify-center">
              <span
                className={cn(
                  'relative z-10 mt-1.5 size-3 rounded-full border-2',
                  last ? 'border-primary bg-primary' : 'border-input bg-card',
                )}
              />
              {!last && <span className="absolute top-4 -bottom-1 w-px bg-border" />}
            </span>
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <OrderStatusBadge status={step.status} />
                <time dateTime={step.at} className="text-sm text-muted-foreground">
                  {formatDateTime(step.at)}
                </time>
              </div>
              {(note || by) && (
                <p className="text-sm break-words">
                  {note}
                  {note && by ? ' ' : ''}
                  {by && <span className="text-muted-foreground">{note ? `(${by})` : by}</span>}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
