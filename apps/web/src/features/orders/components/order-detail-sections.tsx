import { maskedCard } from '@shop/contract/card';
import { orderMessages, ordersScreenMessages } from '@shop/contract/order-messages';
import { formatMoney } from '@shop/contract/money';
import { coldChainMessages } from '@shop/contract/cold-chain';
import type { OrderAddress, OrderDetail } from '@shop/contract/order-schemas';
import { CircleX } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LineItemImage } from '@/components/line-item';
import { Card, CardSection } from '@/components/ui/card';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDateOnly, pluralize } from '@/lib/format';
import { settings } from '@/lib/settings';
import {
  accountTypeLabel,
  addressLines,
  chargesOfOrder,
  deliveryFacts,
  expiryLabel,
  paymentMethodLabel,
  practiceOrderFacts,
} from '../order-format';
import { practiceOrderMessages } from '../practice-order-messages';
import { ChargeRows } from './charge-rows';
import { OrderTimeline } from './order-timeline';
import { ShippedLots } from './shipped-lots';
import { RefrigeratedMark } from './refrigerated-mark';

const money = (amount: string) => formatMoney(amount, settings.currency);

function NotProvided() {
  return <span className="text-muted-foreground italic">{orderMessages.notProvided}</span>;
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{value ? value : <NotProvided />}</dd>
    </div>
  );
}

type DetailRow = [label: string, value: string | null | undefined];

/** Label-value rows, each its value or "Not provided". */
function DetailList({ rows, className }: { rows: readonly DetailRow[]; className?: string }) {
  return (
    <dl className={cn('grid gap-2', className)}>
      {rows.map(([label, value]) => (
        <Detail key={label} label={label} value={value} />
      ))}
    </dl>
  );
}

/** A section that is only label-value rows. */
function DetailsSection({ title, rows }: { title: string; rows: readonly DetailRow[] }) {
  return (
    <CardSection title={title}>
      <DetailList rows={rows} />
    </CardSection>
  );
}

/**
 * The ordered lines: image, name, quantity, unit and line price, and once shipped the lots each left
 * from; then the item count and the charges: subtotal, shipping, each tax, the exemption and total.
 */
export function OrderItemsSection({ order }: { order: OrderDetail }) {
  return (
    <CardSection title="Items">
      <ul className="divide-y">
        {order.items.map((item) => (
          <li key={item.id} className="flex gap-3 py-3 first:pt-0">
            <LineItemImage src={item.productImageUrl} size="lg" />
            <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <div className="grid min-w-0 gap-1">
                {item.productId === null ? (
                  <p className="font-medium break-words">{item.productName}</p>
                ) : (
                  <Link
                    to={`/product/${item.productId}`}
                    className="font-medium break-words underline-offset-4 hover:underline"
                  >
                    {item.productName}
                  </Link>
                )}
                <p className="text-sm text-muted-foreground tabular-nums">
                  Qty {item.quantity} × {money(item.unitPrice)}
                </p>
                <RefrigeratedMark coldChain={item.coldChain} />
                <ShippedLots lots={item.lots} />
              </div>
              <p className="text-sm font-semibold tabular-nums sm:text-base">{money(item.totalPrice)}</p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 border-t pt-3">
        <div className="flex justify-between text-sm">
          <dt className="text-muted-foreground">Items</dt>
          <dd>{pluralize(order.itemCount, 'item')}</dd>
        </div>
        <ChargeRows charges={chargesOfOrder(order)} />
      </dl>
    </CardSection>
  );
}

function AddressBlock({ address }: { address: OrderAddress | null }) {
  const lines = addressLines(address);
  if (lines.length === 0)
    return (
      <p className="text-sm">
        <NotProvided />
      </p>
    );
  return (
    <address className="text-sm not-italic">
      {lines.map((line, index) => (
        // Lines are positional: a clinic name may repeat its street, say.
        <span key={index} className="block break-words">
          {line}
        </span>
      ))}
    </address>
  );
}

/** Shipping and billing addresses; a missing billing address reads "Not provided". */
export function OrderAddressesSection({ order }: { order: OrderDetail }) {
  return (
    <CardSection title="Addresses">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {(
          [
            ['Shipping Address', order.shippingAddress],
            ['Billing Address', order.billingAddress],
          ] as const
        ).map(([title, address]) => (
          <div key={title} className="grid gap-1">
            <h3 className="text-sm font-semibold">{title}</h3>
            <AddressBlock address={address} />
          </div>
        ))}
      </div>
    </CardSection>
  );
}

/** The payment as its owner may see it: masked card and bank (decision 014); "Not provided" for what is gone. */
export function OrderPaymentSection({ order }: { order: OrderDetail }) {
  const card = order.cardInfo;
  const bank = order.doctorBankingInfo;
  const cardLine = card ? [card.cardType, maskedCard(card.last4)].filter(Boolean).join(' ') : undefined;
  return (
    <CardSection title="Payment">
      <DetailList
        rows={[
          ['Method', paymentMethodLabel(order.paymentMethod)],
          ['Card', cardLine],
          ['Cardholder', card?.cardholderName],
          ['Expiry', card ? expiryLabel(card.expiryMonth, card.expiryYear) : undefined],
        ]}
      />
      <DetailList
        className="border-t pt-3"
        rows={[
          ['Bank', bank?.bankName],
          ['Account type', bank ? accountTypeLabel(bank.accountType) : undefined],
          ['Account', bank ? maskedCard(bank.accountLast4) : undefined],
        ]}
      />
    </CardSection>
  );
}

/** Who ordered, as given at checkout. */
export function OrderContactSection({ order }: { order: OrderDetail }) {
  return (
    <DetailsSection
      title="Doctor Information"
      rows={[
        ['Name', order.doctorName],
        ['Email', order.doctorEmail],
        ['Phone', order.doctorPhone],
        ['Institution no.', order.institutionNumber],
      ]}
    />
  );
}

/**
 * A practice's order (issue 39): its PO number, who placed it and who signed it off, each when it
 * has one; nothing when it has none of them.
 */
export function OrderPracticeSection({ order }: { order: OrderDetail }) {
  const facts = practiceOrderFacts(order);
  if (facts.length === 0) return null;
  return (
    <DetailsSection
      title={practiceOrderMessages.title}
      rows={facts.map(({ label, value }): DetailRow => [label, value])}
    />
  );
}

/**
 * How an order travels: before it ships, the day it is expected to ship when it holds refrigerated
 * products (issue 42); then the carrier and tracking number the admin gave when shipping it, the day
 * it shipped and the day it was delivered. Nothing for an order without any of these.
 */
export function OrderShipmentSection({ order }: { order: OrderDetail }) {
  if (!order.shipment && !order.shippedOn && !order.estimatedShipOn) return null;
  const rows: DetailRow[] = [
    ...(order.estimatedShipOn
      ? ([
          [coldChainMessages.estimatedShipLabel, formatDateOnly(order.estimatedShipOn)],
        ] satisfies DetailRow[])
      : []),
    ...(order.shipment
      ? ([
          ['Carrier', order.shipment.carrier],
          ['Tracking no.', order.shipment.trackingNumber],
        ] satisfies DetailRow[])
      : []),
    ...deliveryFacts(order).map(({ label, value }): DetailRow => [label, value]),
  ];
  return <DetailsSection title="Shipment" rows={rows} />;
}

export function OrderNotesSection({ notes }: { notes: string }) {
  return (
    <CardSection title="Notes">
      <p className="text-sm break-words whitespace-pre-line">{notes}</p>
    </CardSection>
  );
}

/** A declined order's reason, highlighted above the details. */
export function OrderDeclinedNotice({ reason }: { reason: string | null }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm"
    >
      <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="grid gap-1">
        <h2 id={headingId} className="text-base font-semibold">
          {ordersScreenMessages.declinedTitle}
        </h2>
        <p className="break-words">{reason?.trim() || ordersScreenMessages.declinedFallback}</p>
      </div>
    </section>
  );
}

export function OrderHistorySection({ order }: { order: OrderDetail }) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="grid gap-3 p-4 sm:p-5">
        <h2 id={headingId} className="text-lg font-semibold">
          Status History
        </h2>
        <OrderTimeline history={order.history} headingId={headingId} />
      </section>
    </Card>
  );
}

/** Holds the detail's place while it loads. */
export function OrderDetailSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('grid gap-6', className)}>
      <SkeletonGroup className="grid gap-2" bars={['h-8 w-64 max-w-full', 'h-4 w-40']} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <SkeletonGroup className="grid content-start gap-6" bars={['h-72 rounded-xl', 'h-48 rounded-xl']} />
        <SkeletonGroup className="grid content-start gap-6" bars={['h-40 rounded-xl', 'h-56 rounded-xl']} />
      </div>
    </div>
  );
}
