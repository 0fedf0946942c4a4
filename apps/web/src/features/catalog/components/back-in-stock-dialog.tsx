import { backInStockMessages as m } from '@shop/contract/stock-labels';
import { BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogCancel, DialogFooter, DialogHeader, FormDialog } from '@/components/ui/dialog';
import { BackInStockForm } from './back-in-stock-form';

/**
 * "Notify me when back in stock" on an out-of-stock product's card (issue 38): the button opens the
 * product page's form in a dialog named after the product, so a doctor can ask from a listing.
 */
export function BackInStockDialog({
  productId,
  productName,
  accountEmail,
  'aria-describedby': describedBy,
  className,
}: {
  productId: number;
  productName: string;
  accountEmail: string | null;
  'aria-describedby'?: string;
  className?: string;
}) {
  return (
    <FormDialog
      trigger={
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-describedby={describedBy}
          icon={<BellRing aria-hidden="true" />}
          className={className}
        >
          {m.button}
        </Button>
      }
    >
      {() => (
        <>
          <DialogHeader title={m.button} description={productName} />
          <BackInStockForm productId={productId} accountEmail={accountEmail} />
          <DialogFooter>
            <DialogCancel>Close</DialogCancel>
          </DialogFooter>
        </>
      )}
    </FormDialog>
  );
}
