import type { ProductStock } from '@shop/contract/stock-schemas';
import { LOT_EXPIRING_SOON_DAYS, stockScreenMessages as m } from '@shop/contract/stock-screen-messages';
import { useQuery } from '@tanstack/react-query';
import { MinusCircle, PackagePlus, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogTableSection } from '@/components/ui/detail-dialog';
import { DialogHeader } from '@/components/ui/dialog';
import { DialogQueryBody } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { formatDateOnly, formatDateTime } from '@/lib/format';
import { getProductStockQueryOptions } from '../api/get-product-stock';
import { lotExpiryState, signedQuantity, type MovementMode } from '../movement-form';
import { MovementDialog } from './movement-dialog';

const MOVEMENT_LABELS: Record<MovementMode, string> = {
  receive: m.receive,
  adjust: m.adjust,
  writeOff: m.writeOff,
};
const MOVEMENT_BUTTONS = [
  { mode: 'receive', icon: PackagePlus, primary: true },
  { mode: 'adjust', icon: SlidersHorizontal, primary: false },
  { mode: 'writeOff', icon: MinusCircle, primary: false },
] as const;

/**
 * One product's stock (issue 19), the Stock tab's row dialog: on hand, reserved and available, the
 * lots holding stock (soonest expiry first, an expired or soon-expiring one marked), the ledger
 * (newest first, 20 a page), and the buttons that receive, adjust or write off stock. Read while it
 * is open; a movement refreshes it.
 */
export function ProductStockContent({ productId, productName }: { productId: number; productName: string }) {
  const [ledgerPage, setLedgerPage] = useState(1);
  const stock = useQuery(getProductStockQueryOptions(productId, ledgerPage));
  const data = stock.data;

  return (
    <>
      <DialogHeader title={m.openStock(data?.productName ?? productName)} description={m.dialogDescription} />
      <DialogQueryBody query={stock} errorTitle={m.stockLoadFailed} loadingLabel={m.loadingStock}>
        {(data) => (
          <>
            <StockLevelsSummary stock={data} />
            {data.trackInventory ? (
              <div className="flex flex-wrap gap-2">
                {MOVEMENT_BUTTONS.map(({ mode, icon: Icon, primary }) => (
                  <MovementDialog
                    key={mode}
                    mode={mode}
                    stock={data}
                    trigger={
                      <Button variant={primary ? 'default' : 'outline'} icon={<Icon aria-hidden="true" />}>
                        {MOVEMENT_LABELS[mode]}
                      </Button>
                    }
                  />
                ))}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{m.notTrackedHint}</p>
            )}
            {data.lotTracked && <LotsTable stock={data} />}
            <Ledger stock={data} busy={stock.isPlaceholderData} onPageChange={setLedgerPage} />
          </>
        )}
      </DialogQueryBody>
    </>
  );
}

function StockLevelsSummary({ stock }: { stock: ProductStock }) {
  const levels = [
    [m.onHand, stock.onHand],
    [m.reserved, stock.reserved],
    [m.available, stock.available],
  ] as const;
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-3 gap-3">
        {levels.map(([label, value]) => (
          <div key={label} className="rounded-lg border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {stock.lowStock && <Badge variant="warning">{m.lowStock}</Badge>}
        {m.threshold(stock.lowStockThreshold)}
      </p>
    </div>
  );
}

function LotsTable({ stock }: { stock: ProductStock }) {
  return (
    <DialogTableSection
      title={m.lots}
      columns={m.lotColumns}
      numeric={[m.onHand]}
      rows={stock.lots}
      rowKey={(lot) => lot.lotNumber}
      empty={m.noLotsHeld}
    >
      {(lot) => {
        const state = lotExpiryState(lot.expiryDate, LOT_EXPIRING_SOON_DAYS);
        return (
          <>
            <th scope="row" className="px-3 py-2 font-medium">
              {lot.lotNumber}
            </th>
            <td className="px-3 py-2 whitespace-nowrap">
              {formatDateOnly(lot.expiryDate)}
              {state && (
                <Badge variant={state === 'expired' ? 'destructive' : 'warning'} className="ml-2">
                  {state === 'expired' ? m.lotExpired : m.lotExpiringSoon}
                </Badge>
              )}
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{lot.onHand.toLocaleString('en-US')}</td>
          </>
        );
      }}
    </DialogTableSection>
  );
}

function Ledger({
  stock,
  busy,
  onPageChange,
}: {
  stock: ProductStock;
  busy: boolean;
  onPageChange: (page: number) => void;
}) {
  const { ledger } = stock;
  return (
    <DialogTableSection
      title={m.ledger}
      columns={m.ledgerColumns}
      numeric={['Quantity']}
      busy={busy}
      rows={ledger.movements}
      rowKey={(movement) => movement.id}
      empty={m.noMovements}
      footer={
        <Pagination
          currentPage={ledger.currentPage}
          totalPages={ledger.totalPages}
          onPageChange={onPageChange}
          className="mt-2"
        />
      }
    >
      {(movement) => (
        <>
          <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(movement.createdAt)}</td>
          <td className="px-3 py-2">{m.kindLabels[movement.kind]}</td>
          <td
            className={cn(
              'px-3 py-2 text-right font-medium tabular-nums',
              movement.quantity < 0 && 'text-destructive',
            )}
          >
            {signedQuantity(movement.quantity)}
          </td>
          <td className="px-3 py-2">{movement.lotNumber ?? '—'}</td>
          <td className="px-3 py-2">{movement.reason ?? '—'}</td>
          <td className="px-3 py-2 whitespace-nowrap">{movement.orderNumber ?? '—'}</td>
          <td className="px-3 py-2">{movement.actorName ?? '—'}</td>
        </>
      )}
    </DialogTableSection>
  );
}
