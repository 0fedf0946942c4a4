import type { ShippedLot } from '@shop/contract/order-schemas';
import { recalledLotMark, recallNoticePath } from '@shop/contract/recall-links';
import { shippedLotLabel } from '@shop/contract/stock-labels';
import { Link } from 'react-router';

/**
 * The lots a shipped line left from (issue 19), under the line: "Lot L123 · exp. 2027-03-31 · 2".
 * Nothing before shipping or for a product without lots. On the doctor's own order a lot under a
 * recall is marked "Lot L123 — recalled", linking to the recall's notice (issue 38).
 */
export function ShippedLots({ lots }: { lots: readonly ShippedLot[] }) {
  if (lots.length === 0) return null;
  return (
    <ul className="grid gap-0.5 text-xs text-muted-foreground tabular-nums" aria-label="Lots shipped">
      {lots.map((lot) => (
        <li key={lot.lotNumber} className="break-words">
          {shippedLotLabel(lot)}
          {lot.recallId !== undefined && (
            <>
              {' '}
              <Link
                to={recallNoticePath(lot.recallId)}
                className="font-semibold text-destructive underline underline-offset-4 hover:text-destructive/80"
              >
                {recalledLotMark(lot.lotNumber)}
              </Link>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
