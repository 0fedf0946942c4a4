import { adminOrderMessages as m } from '@shop/contract/admin-messages';
import { PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { ActionDialog } from '@/components/ui/action-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LabelledInput } from '@/components/ui/labelled-input';
import { getErrorMessage } from '@/lib/api-client';

type DeliverOrderDialogProps = {
  orderNumber: string;
  /** The day it shipped (YYYY-MM-DD): the earliest day it may have arrived. */
  shippedOn: string | null;
  disabled: boolean;
  busy: boolean;
  /** Sends the status change; a refusal (a day the server will not take) keeps the dialog open with its message. */
  onDeliver: (delivery: { deliveredOn?: string }) => Promise<unknown>;
};

/**
 * Mark Delivered (issue 42): the day the clinic received the order, today unless the admin gives
 * another, not before it shipped. The doctor's return window counts from it.
 */
export function DeliverOrderDialog({
  orderNumber,
  shippedOn,
  disabled,
  busy,
  onDeliver,
}: DeliverOrderDialogProps) {
  const [deliveredOn, setDeliveredOn] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <ActionDialog
      trigger={
        <Button disabled={disabled} busy={busy} icon={<PackageCheck aria-hidden="true" />}>
          {m.markDelivered}
        </Button>
      }
      title={m.markDeliveredTitle(orderNumber)}
      description={m.markDeliveredText}
      onOpen={() => {
        setDeliveredOn('');
        setError(null);
      }}
      onSubmit={(close) => {
        onDeliver(deliveredOn ? { deliveredOn } : {}).then(
          () => close(),
          (failure: unknown) => setError(getErrorMessage(failure, m.updateStatusFailed)),
        );
      }}
      submit={
        <Button type="submit" disabled={busy} busy={busy} icon={<PackageCheck aria-hidden="true" />}>
          {m.markDelivered}
        </Button>
      }
    >
      <LabelledInput
        name="deliveredOn"
        type="date"
        label={m.deliveryDate}
        value={deliveredOn}
        onChange={(event) => setDeliveredOn(event.target.value)}
        {...(shippedOn ? { min: shippedOn } : {})}
      />
      {error && <Alert variant="destructive">{error}</Alert>}
    </ActionDialog>
  );
}
