import type { AdminOrder } from '@shop/contract/admin-order-schemas';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import { documentMessages } from '@shop/contract/documents';
import { PACKED_STATUSES, packingSlipMessages, packingSlipPath } from '@shop/contract/packing-slips';
import { PackageCheck, X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { chargesOfOrder, deliveryFacts, formatOrderDate, practiceOrderFacts } from '../../order-format';
import { practiceOrderMessages } from '../../practice-order-messages';
import { ChargeRows } from '../../components/charge-rows';
import { OrderDocumentLinks } from '../../components/order-document-links';
import { OrderStatusBadge } from '../../components/order-status-badge';
import type { useAdminOrder } from '../api/get-admin-order';
import { AddressDetails, Field, money, OrderLines, PartHeading, PaymentDetails } from './order-desk-parts';

type OrderDialogContentProps = {
  /** The order as its list showed it. */
  order: AdminOrder;
  /** The order in full, read while the dialog is open (card and bank numbers while pending). */
  detail: ReturnType<typeof useAdminOrder>;
  /** The decisions, in a footer that stays in view however long the order is; none: no footer. */
  footer: ReactNode;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
};

/**
 * An order in a dialog (docs/product.md, Pending orders page and Admin order desk): the doctor, the
 * practice with the PO number, who placed the order and who signed it off (issue 39), shipping and
 * billing, the admin-only banking and card details with copy buttons, the items with unit and line
 * prices, the notes, a decline's reason and a shipment. The title stays on top and
 * the footer's buttons at the bottom while the order scrolls between them, so Approve and Decline
 * are in view on a phone whatever the number of lines.
 */
export function OrderDialogContent({ order, detail, footer, onCloseAutoFocus }: OrderDialogContentProps) {
  const shown = detail.data ?? order;
  const practiceFacts = practiceOrderFacts(shown, { practiceName: true });
  return (
    <DialogContent
      // On wider screens the toasts take the bottom right corner: the footer stays above them.
      className="flex max-h-[calc(100dvh-2rem)] max-w-3xl flex-col gap-0 overflow-hidden p-0 sm:max-h-[calc(100dvh-14rem)]"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="relative grid gap-1 border-b px-6 pt-5 pb-4 pr-14">
        <DialogClose asChild>
          <Button variant="ghost" size="icon" className="absolute top-3 right-3" aria-label="Close">
            <X aria-hidden="true" />
          </Button>
        </DialogClose>
        <DialogTitle className="font-mono text-lg font-semibold break-all">
          Order {order.orderNumber}
        </DialogTitle>
        <DialogDescription asChild>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>
              Placed <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            </span>
            <span className="font-semibold text-foreground tabular-nums">{money(order.totalAmount)}</span>
            <OrderStatusBadge status={shown.status} />
          </div>
        </DialogDescription>
      </div>

      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-6 py-4" data-testid="order-dialog-body">
        <section className="grid gap-1">
          <PartHeading>Doctor Information</PartHeading>
          <dl className="grid gap-1.5">
            <Field label="Name" value={shown.doctorName} copy />
            <Field label="Email" value={shown.doctorEmail} copy />
            <Field label="Phone" value={shown.doctorPhone} copy />
            <Field label="Institution No." value={shown.institutionNumber} copy />
          </dl>
        </section>

        {practiceFacts.length > 0 && (
          <section className="grid gap-1">
            <PartHeading>{practiceOrderMessages.title}</PartHeading>
            <dl className="grid gap-1.5">
              {practiceFacts.map(({ field, label, value }) => (
                <Field
                  key={field}
                  label={label}
                  value={value}
                  copy={field === 'poNumber'}
                  mono={field === 'poNumber'}
                />
              ))}
            </dl>
          </section>
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <section className="grid content-start gap-1">
            <PartHeading>Shipping Address</PartHeading>
            <AddressDetails address={shown.shippingAddress} clinic />
          </section>
          <section className="grid content-start gap-1">
            <PartHeading>Billing Address</PartHeading>
            <AddressDetails address={shown.billingAddress} />
          </section>
        </div>

        <section className="grid gap-2 rounded-lg border border-warning/60 p-3">
          <PartHeading>Banking and Card Details (admin only)</PartHeading>
          {detail.isPending ? (
            <Spinner label="Loading the payment details" />
          ) : detail.isError ? (
            <LoadError
              title={adminOrderMessages.fetchOrderFailed}
              size="block"
              onRetry={() => void detail.refetch()}
            />
          ) : (
            <PaymentDetails
              card={shown.cardInfo}
              bank={shown.doctorBankingInfo}
              decided={shown.status !== 'pending'}
            />
          )}
        </section>

        <section className="grid gap-2">
          <PartHeading>Items</PartHeading>
          <OrderLines items={shown.items} unitPrices />
          <dl className="grid gap-1 px-3">
            <ChargeRows charges={chargesOfOrder(shown)} />
          </dl>
        </section>

        {(shown.invoiceNumber || shown.creditNoteNumber || PACKED_STATUSES.includes(shown.status)) && (
          <section className="grid gap-2">
            <PartHeading>{documentMessages.documentsHeading}</PartHeading>
            <div className="flex flex-wrap items-center gap-2">
              <OrderDocumentLinks order={shown} audience="admin" />
              {PACKED_STATUSES.includes(shown.status) && (
                <a
                  href={packingSlipPath(shown.id)}
                  download={`packing-slip-${shown.orderNumber}.pdf`}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  <PackageCheck aria-hidden="true" />
                  {packingSlipMessages.download}
                </a>
              )}
            </div>
          </section>
        )}

        <section className="grid gap-1">
          <PartHeading>Notes</PartHeading>
          <p className="text-sm break-words whitespace-pre-line">
            {shown.notes?.trim() || <span className="text-muted-foreground italic">No notes</span>}
          </p>
        </section>

        {shown.status === 'declined' && (
          <p className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
            <span className="font-semibold">Decline reason:</span> {shown.declineReason}
          </p>
        )}
        {(shown.shipment || shown.shippedOn) && (
          <dl className="grid gap-1.5">
            {shown.shipment && (
              <>
                <Field label="Carrier" value={shown.shipment.carrier} />
                <Field label="Tracking Number" value={shown.shipment.trackingNumber} mono />
              </>
            )}
            {deliveryFacts(shown).map(({ label, value }) => (
              <Field key={label} label={label} value={value} />
            ))}
          </dl>
        )}
      </div>

      {footer && (
        <div className="flex flex-col-reverse gap-2 border-t bg-card px-6 py-4 sm:flex-row sm:justify-end">
          {footer}
        </div>
      )}
    </DialogContent>
  );
}
