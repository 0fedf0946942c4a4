import { SHIPMENT_FIELD_MAX } from '@shop/contract/admin-order-schemas';
import { coldChainMessages } from '@shop/contract/cold-chain';
import { ErrorCode } from '@shop/contract/error-schemas';
import { stockMessages, type LotPlanLine, type ShipLot } from '@shop/contract/stock-schemas';
import { Plus, Truck, X } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmCheckbox } from '@/components/ui/confirm-checkbox';
import { Input } from '@/components/ui/input';
import { LabelledInput } from '@/components/ui/labelled-input';
import { NativeSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useLotPlan } from '../api/get-lot-plan';
import { ActionDialog } from '@/components/ui/action-dialog';

export type Shipment = {
  carrier?: string;
  trackingNumber?: string;
  lots?: ShipLot[];
  coldChainConfirmed?: boolean;
};

type ShipOrderDialogProps = {
  orderId: number;
  orderNumber: string;
  disabled: boolean;
  busy: boolean;
  /** Sends the status change; a refusal (a 409 about the lots) keeps the dialog open with its message. */
  onShip: (shipment: Shipment) => Promise<unknown>;
};

type ShipmentFieldProps = Omit<ComponentProps<typeof LabelledInput>, 'onChange'> & {
  onChange: (value: string) => void;
};

/** One of the shipment's free-text fields: its length capped, no autofill; a change gives its text. */
function ShipmentField({ onChange, ...field }: ShipmentFieldProps) {
  return (
    <LabelledInput
      {...field}
      onChange={(event) => onChange(event.target.value)}
      maxLength={SHIPMENT_FIELD_MAX}
      autoComplete="off"
    />
  );
}

/** One row of a line's lots as the admin edits it: the quantity as typed. */
type LotRow = { key: number; lotNumber: string; quantity: string };

let rowKey = 0;
const newRow = (lotNumber = '', quantity = ''): LotRow => ({ key: (rowKey += 1), lotNumber, quantity });

/** The plan's suggestion as editable rows, per line. */
const rowsOf = (lines: readonly LotPlanLine[]) =>
  Object.fromEntries(
    lines.map((line) => [
      line.itemId,
      line.lots.length > 0 ? line.lots.map((lot) => newRow(lot.lotNumber, String(lot.quantity))) : [newRow()],
    ]),
  ) as Record<number, LotRow[]>;

/** A line's lots: a lot and a quantity per row, rows added and removed; what the lots cannot cover. */
function LineLots({
  line,
  rows,
  onChange,
}: {
  line: LotPlanLine;
  rows: LotRow[];
  onChange: (rows: LotRow[]) => void;
}) {
  const set = (key: number, change: Partial<LotRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <fieldset className="grid gap-2 rounded-lg border p-3" data-testid={`lot-line-${line.itemId}`}>
      <legend className="px-1 text-sm font-medium">
        {line.productName} · Qty {line.quantity}
      </legend>
      {rows.map((row, index) => (
        <div key={row.key} className="grid grid-cols-[minmax(0,1fr)_5.5rem_auto] items-center gap-2">
          <NativeSelect
            aria-label={`${stockMessages.lotPlanLot} ${index + 1} for ${line.productName}`}
            value={row.lotNumber}
            onChange={(event) => set(row.key, { lotNumber: event.target.value })}
          >
            <option value="">{stockMessages.lotPlanChoose}</option>
            {line.held.map((lot) => (
              <option key={lot.lotNumber} value={lot.lotNumber}>
                {`${lot.lotNumber} · exp. ${lot.expiryDate} · ${lot.onHand} on hand`}
              </option>
            ))}
          </NativeSelect>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            aria-label={`${stockMessages.lotPlanQuantity} ${index + 1} for ${line.productName}`}
            value={row.quantity}
            onChange={(event) => set(row.key, { quantity: event.target.value })}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`${stockMessages.lotPlanRemoveRow} (${line.productName}, ${index + 1})`}
            disabled={rows.length === 1}
            onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...rows, newRow()])}>
          <Plus aria-hidden="true" />
          {stockMessages.lotPlanAddRow}
        </Button>
        {line.short > 0 && (
          <p className="text-sm text-destructive">{stockMessages.lotPlanShort(line.short)}</p>
        )}
      </div>
    </fieldset>
  );
}

/** The rows as the status change's `lots`; the quantity as typed (the server says what is wrong with it). */
const lotsOf = (rows: Record<number, LotRow[]>): ShipLot[] =>
  Object.entries(rows).flatMap(([itemId, lineRows]) =>
    lineRows.map((row) => ({
      itemId: Number(itemId),
      lotNumber: row.lotNumber,
      quantity: row.quantity.trim() === '' ? Number.NaN : Number(row.quantity),
    })),
  );

/**
 * Ship Order: carrier and tracking number are optional; the doctor sees them in the order and the
 * e-mail. Each line of a lot-tracked product shows the lots suggested for it (first expiry, first
 * out), which the admin may change to the boxes actually picked; the shipment records them.
 */
export function ShipOrderDialog({ orderId, orderNumber, disabled, busy, onShip }: ShipOrderDialogProps) {
  const [open, setOpen] = useState(false);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [rows, setRows] = useState<Record<number, LotRow[]> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [offDayConfirmed, setOffDayConfirmed] = useState(false);
  // The server's own warning, when the plan gave none (it failed, or the day changed since).
  const [offDayRefusal, setOffDayRefusal] = useState<string | null>(null);
  const plan = useLotPlan(orderId, open);
  const offDayWarning = plan.data?.coldChainWarning ?? offDayRefusal;
  const lines = plan.data?.lines ?? [];
  // The suggestion becomes the rows once this opening's read has arrived (not a previous opening's).
  if (open && plan.data && !plan.isFetching && rows === null) setRows(rowsOf(plan.data.lines));

  return (
    <ActionDialog
      trigger={
        <Button disabled={disabled} busy={busy} icon={<Truck aria-hidden="true" />}>
          Ship Order
        </Button>
      }
      title={`Ship order ${orderNumber}`}
      description="The doctor is e-mailed that the order has shipped, with the carrier and tracking number when you give them."
      onOpen={() => {
        setCarrier('');
        setTrackingNumber('');
        setRows(null);
        setError(null);
        setOffDayConfirmed(false);
        setOffDayRefusal(null);
        setOpen(true);
      }}
      onClose={() => setOpen(false)}
      onSubmit={(close) => {
        const lots = rows && lines.length > 0 ? lotsOf(rows) : undefined;
        // What the browser can tell at once; whether the lots fit the order is the server's answer.
        const invalid = lots?.some((lot) => lot.lotNumber === '')
          ? stockMessages.lotPlanChoose
          : lots?.some((lot) => !Number.isInteger(lot.quantity) || lot.quantity < 1)
            ? stockMessages.quantity
            : null;
        setError(invalid);
        if (invalid) return;
        onShip({
          carrier: carrier.trim() || undefined,
          trackingNumber: trackingNumber.trim() || undefined,
          ...(lots ? { lots } : {}),
          ...(offDayWarning ? { coldChainConfirmed: offDayConfirmed } : {}),
        }).then(
          () => close(),
          (failure: unknown) => {
            if (isApiError(failure, 409) && failure.body?.code === ErrorCode.coldChainOffDay) {
              setOffDayRefusal(getErrorMessage(failure, stockMessages.lotPlanFailed));
              setError(null);
              return;
            }
            setError(getErrorMessage(failure, stockMessages.lotPlanFailed));
          },
        );
      }}
      submit={
        <Button
          type="submit"
          disabled={
            busy || (open && rows === null && !plan.isError) || (offDayWarning !== null && !offDayConfirmed)
          }
          busy={busy}
          icon={<Truck aria-hidden="true" />}
        >
          Ship Order
        </Button>
      }
    >
      <ShipmentField
        name="carrier"
        label="Carrier (optional)"
        value={carrier}
        onChange={setCarrier}
        placeholder="e.g. Canada Post"
      />
      <ShipmentField
        name="trackingNumber"
        label="Tracking number (optional)"
        value={trackingNumber}
        onChange={setTrackingNumber}
      />
      {open && rows === null && !plan.isError && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {stockMessages.lotPlanLoading}
        </p>
      )}
      {plan.isError && <Alert variant="destructive">{stockMessages.lotPlanFailed}</Alert>}
      {lines.length > 0 && rows && (
        <section className="grid gap-3" aria-label={stockMessages.lotPlanTitle}>
          <div>
            <h3 className="text-sm font-semibold">{stockMessages.lotPlanTitle}</h3>
            <p className="text-sm text-muted-foreground">{stockMessages.lotPlanHint}</p>
          </div>
          {lines.map((line) => (
            <LineLots
              key={line.itemId}
              line={line}
              rows={rows[line.itemId] ?? []}
              onChange={(next) => setRows({ ...rows, [line.itemId]: next })}
            />
          ))}
        </section>
      )}
      {offDayWarning && (
        <div className="grid gap-2 rounded-md border border-warning p-3">
          <p className="text-sm">{offDayWarning}</p>
          <ConfirmCheckbox checked={offDayConfirmed} onChange={setOffDayConfirmed}>
            {coldChainMessages.shipAnyway}
          </ConfirmCheckbox>
        </div>
      )}
      {error && <Alert variant="destructive">{error}</Alert>}
    </ActionDialog>
  );
}
