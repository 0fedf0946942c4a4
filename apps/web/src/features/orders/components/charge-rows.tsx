import { formatMoney } from '@shop/contract/money';
import { cn } from '@/lib/cn';
import { settings } from '@/lib/settings';
import { chargeRows, type OrderCharges } from '../order-format';

const money = (amount: string) => formatMoney(amount, settings.currency);

/**
 * Subtotal, Shipping, each tax, the exemption's certificate and Total, as rows of the `<dl>` that
 * holds them (the checkout's summary, an order's items, the desk's dialog).
 */
export function ChargeRows({ charges, totalClassName }: { charges: OrderCharges; totalClassName?: string }) {
  return chargeRows(charges, money).map((row) => (
    <div
      key={row.key}
      className={cn(
        'flex justify-between gap-4',
        row.isTotal ? cn('text-base font-semibold', totalClassName) : 'text-sm',
      )}
    >
      <dt className={row.isTotal ? undefined : 'text-muted-foreground'}>{row.label}</dt>
      <dd className="text-right tabular-nums">{row.value}</dd>
    </div>
  ));
}
