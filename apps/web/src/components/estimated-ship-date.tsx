import { coldChainMessages as m } from '@shop/contract/cold-chain';
import { formatDateOnly } from '@/lib/format-date';

/**
 * When an order holding refrigerated products is expected to ship (issue 42), and why: a group of
 * the `<dl>` it stands in (the checkout's summary, the confirmation).
 */
export function EstimatedShipDate({ day }: { day: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 rounded-lg border bg-muted/50 px-3 py-2 text-sm">
      <dt className="font-medium">{m.estimatedShipLabel}</dt>
      <dd className="text-right font-medium">{formatDateOnly(day)}</dd>
      <dd className="col-span-2 text-xs text-muted-foreground">{m.estimatedShipHint}</dd>
    </div>
  );
}
