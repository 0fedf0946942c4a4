import { SHIPMENT_FIELD_MAX } from '@shop/contract/admin-orders';
import { Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { OrderActionDialog } from './order-action-dialog';

type ShipOrderDialogProps = {
  orderNumber: string;
  disabled: boolean;
  busy: boolean;
  onShip: (shipment: { carrier?: string; trackingNumber?: string }) => void;
};

type ShipmentFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
};

function ShipmentField({ name, label, value, onChange, placeholder }: ShipmentFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={SHIPMENT_FIELD_MAX}
        autoComplete="off"
        placeholder={placeholder}
      />
    </div>
  );
}

/** Ship Order: carrier and tracking number are optional; the doctor sees them in the order and the e-mail. */
export function ShipOrderDialog({ orderNumber, disabled, busy, onShip }: ShipOrderDialogProps) {
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');

  return (
    <OrderActionDialog
      trigger={
        <Button disabled={disabled}>
          {busy ? <Spinner /> : <Truck aria-hidden="true" />}
          Ship Order
        </Button>
      }
      title={`Ship order ${orderNumber}`}
      description="The doctor is e-mailed that the order has shipped, with the carrier and tracking number when you give them."
      onOpen={() => {
        setCarrier('');
        setTrackingNumber('');
      }}
      onSubmit={(close) => {
        onShip({ carrier: carrier.trim() || undefined, trackingNumber: trackingNumber.trim() || undefined });
        close();
      }}
      submit={
        <Button type="submit">
          <Truck aria-hidden="true" />
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
    </OrderActionDialog>
  );
}
