import { chargeRows } from '@shop/contract/charge-rows';
import { formatMoney } from '@shop/contract/money';
import { cn } from '@/lib/cn';
import { settings } from '@/lib/settings';
import { chargeRowValue, type OrderCharges } from '../order-format';

const money = (amount: string) => formatMoney(amount, settings.currency);

/**
 * Subtotal, Shipping, each tax, the exemption's certificate and Total (or the total alone, when
 * nothing besides the lines was charged), as rows of the `<dl>` that holds them: the checkout's
 * summary, an order's items, the desk's dialog.
 */
export function ChargeRows({ charges, totalClassName }: { charges: OrderCharges; totalClassName?: string }) {
  return chargeRows(charges).map((row) => {
    const isTotal = row.kind === 'total';
    return (
      <div
        key={row.key}
        className={cn(
          'flex justify-between gap-4',
          isTotal ? cn('text-base font-semibold', totalClassName) : 'text-sm',
        )}
      >
        <dt className={isTotal ? undefined : 'text-muted-foreground'}>{row.label}</dt>
        <dd className="text-right tabular-nums">{chargeRowValue(row, money)}</dd>
      </div>
    );
  });
}
