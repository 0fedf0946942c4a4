import type { ShippedLot } from '@shop/contract/order-schemas';
import { shippedLotLabel } from '@shop/contract/stock-labels';

/**
 * The lots a shipped line left from (issue 19), under the line: "Lot L123 · exp. 2027-03-31 · 2".
 * Nothing before shipping or for a product without lots.
 */
export function ShippedLots({ lots }: { lots: readonly ShippedLot[] }) {
  if (lots.length === 0) return null;
  return (
    <ul className="grid gap-0.5 text-xs text-muted-foreground tabular-nums" aria-label="Lots shipped">
      {lots.map((lot) => (
        <li key={lot.lotNumber} className="break-words">
          {shippedLotLabel(lot)}
        </li>
      ))}
    </ul>
  );
}
