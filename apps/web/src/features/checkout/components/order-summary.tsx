import { chargesScreenMessages } from '@shop/contract/charges-messages';
import { cartMessages } from '@shop/contract/messages';
import { orderMessages } from '@shop/contract/order-messages';
import { stockLeftLabel } from '@shop/contract/stock-labels';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { BulkBadge, LineItemImage } from '@/components/line-item';
import { StruckPrice } from '@/components/struck-price';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatCents, formatPrice, pluralize } from '@/lib/format';
import { isBeyondStock, linesItemCount, linesTotalCents, type CheckoutLine } from '../order-lines';

/** Where the quote of shipping and tax stands (docs/product.md, Shipping and taxes). */
export type SummaryCharges =
  /** The quote's rows (subtotal, shipping, each tax, total), as the order screens show them. */
  | { state: 'ready'; rows: ReactNode }
  | { state: 'loading' }
  /** The shipping address has no state yet: nothing to quote. */
  | { state: 'needs-state' }
  /** The address is not shipped to, or a line cannot be ordered: the server's words (said by Submit). */
  | { state: 'refused'; message: string }
  /** The quote could not be read (said by Submit, with a retry). */
  | { state: 'failed'; retry: () => void };

type OrderSummaryProps = {
  lines: readonly CheckoutLine[];
  charges: SummaryCharges;
  /** The submit button, placed under the total on wide screens. */
  action?: ReactNode;
};

/**
 * Every line with its (tier) unit price and total, the item count, the charges as quoted (subtotal,
 * shipping, each tax, total) and the review notice.
 */
export function OrderSummary({ lines, charges, action }: OrderSummaryProps) {
  const subtotal = formatCents(linesTotalCents(lines));
  return (
    <section
      aria-labelledby="order-summary-title"
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h2 id="order-summary-title" className="text-lg font-semibold">
        Order Summary
      </h2>
      <ul aria-label="Order items" className="divide-y">
        {lines.map((line) => (
          <li key={line.productId} className="flex gap-3 py-3 first:pt-0">
            <LineItemImage src={line.imageUrl} size="sm" />
            <div className="grid min-w-0 flex-1 gap-1 text-sm">
              <p className="line-clamp-2 leading-snug font-medium">{line.name}</p>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
                <span>Qty {line.quantity}</span>
                <span aria-hidden="true">·</span>
                <span>{formatPrice(line.unitPrice)} each</span>
                {line.bulkApplied && (
                  <>
                    <StruckPrice price={line.price} label="was" className="text-xs" />
                    <BulkBadge />
                  </>
                )}
              </p>
              {!line.inStock && <p className="font-medium text-destructive">Out of stock</p>}
              {line.inStock && line.stockLeft !== null && (
                <p
                  className={cn(
                    'font-medium',
                    isBeyondStock(line) ? 'text-destructive' : 'text-warning-foreground',
                  )}
                >
                  {isBeyondStock(line)
                    ? cartMessages.beyondStock(line.name, line.stockLeft)
                    : stockLeftLabel(line.stockLeft)}
                </p>
              )}
            </div>
            <p className="text-sm font-semibold whitespace-nowrap">{formatPrice(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 border-t pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Items</dt>
          <dd>{pluralize(linesItemCount(lines), 'item')}</dd>
        </div>
        {charges.state === 'ready' ? (
          charges.rows
        ) : (
          <>
            <div className="flex justify-between">
              <dt className="text-muted-foreground">{chargesScreenMessages.subtotal}</dt>
              <dd className="tabular-nums">{subtotal}</dd>
            </div>
            {(charges.state === 'loading' || charges.state === 'needs-state') && (
              <div className="flex justify-between text-base font-semibold">
                <dt>{chargesScreenMessages.total}</dt>
                <dd className="tabular-nums">
                  {charges.state === 'loading' ? (
                    <Spinner label={chargesScreenMessages.quoteLoading} className="size-5" />
                  ) : (
                    subtotal
                  )}
                </dd>
              </div>
            )}
          </>
        )}
      </dl>
      {charges.state === 'needs-state' && (
        <p className="text-sm text-muted-foreground">{chargesScreenMessages.quoteNeedsState}</p>
      )}
      <p className="flex gap-2 rounded-md bg-accent p-3 text-sm text-accent-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {orderMessages.reviewNotice}
      </p>
      {action}
    </section>
  );
}
