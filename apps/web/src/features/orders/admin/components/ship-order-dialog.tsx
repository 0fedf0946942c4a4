import { SHIPMENT_FIELD_MAX } from '@shop/contract/admin-orders';
import { Truck } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

type ShipOrderDialogProps = {
  orderNumber: string;
  disabled: boolean;
  busy: boolean;
  onShip: (shipment: { carrier?: string; trackingNumber?: string }) => void;
};

/** Ship Order: carrier and tracking number are optional; the doctor sees them in the order and the e-mail. */
export function ShipOrderDialog({ orderNumber, disabled, busy, onShip }: ShipOrderDialogProps) {
  const [open, setOpen] = useState(false);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const carrierId = useId();
  const trackingId = useId();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onShip({ carrier: carrier.trim() || undefined, trackingNumber: trackingNumber.trim() || undefined });
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setCarrier('');
          setTrackingNumber('');
        }
      }}
    >
      <DialogTrigger asChild>
        <Button disabled={disabled}>
          {busy ? <Spinner /> : <Truck aria-hidden="true" />}
          Ship Order
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1">
            <DialogTitle className="text-lg font-semibold">Ship order {orderNumber}</DialogTitle>
            <DialogDescription className="text-sm text-muted-foreground">
              The doctor is e-mailed that the order has shipped, with the carrier and tracking number when you
              give them.
            </DialogDescription>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={carrierId}>Carrier (optional)</Label>
            <Input
              id={carrierId}
              name="carrier"
              value={carrier}
              onChange={(event) => setCarrier(event.target.value)}
              maxLength={SHIPMENT_FIELD_MAX}
              autoComplete="off"
              placeholder="e.g. Canada Post"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={trackingId}>Tracking number (optional)</Label>
            <Input
              id={trackingId}
              name="trackingNumber"
              value={trackingNumber}
              onChange={(event) => setTrackingNumber(event.target.value)}
              maxLength={SHIPMENT_FIELD_MAX}
              autoComplete="off"
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit">
              <Truck aria-hidden="true" />
              Ship Order
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
