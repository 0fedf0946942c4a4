import type { AdminBankingInfo, AdminCardInfo } from '@shop/contract/admin-order-schemas';
import { maskedCard } from '@shop/contract/card';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import type { OrderAddress, OrderItem } from '@shop/contract/order-schemas';
import type { ReactNode } from 'react';
import { formatMoney } from '@shop/contract/money';
import { cn } from '@/lib/cn';
import { settings } from '@/lib/settings';
import { accountTypeLabel, expiryLabel } from '../../order-format';
import { CopyButton } from './copy-button';
import { ShippedLots } from '../../components/shipped-lots';
import { RefrigeratedMark } from '../../components/refrigerated-mark';

export const money = (amount: string) => formatMoney(amount, settings.currency);

type FieldProps = {
  label: string;
  /** Missing, empty or null reads 'Not provided' (docs/product.md, Admin order desk). */
  value: string | null | undefined;
  /** Shown instead of 'Not provided' when the value exists but this view does not carry it. */
  hidden?: string;
  /** A copy button beside the value. */
  copy?: boolean;
  mono?: boolean;
};

/** One labelled value of an order: a row of a description list. */
export function Field({ label, value, hidden, copy = false, mono = false }: FieldProps) {
  const shown = value?.trim();
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] sm:grid-cols-[8.5rem_minmax(0,1fr)] items-center gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1">
        {shown ? (
          <>
            <span className={cn('min-w-0 [overflow-wrap:anywhere]', mono && 'font-mono tabular-nums')}>
              {shown}
            </span>
            {copy && <CopyButton value={shown} label={label} />}
          </>
        ) : (
          <span className="text-muted-foreground italic">{hidden ?? adminOrderMessages.notProvided}</span>
        )}
      </dd>
    </div>
  );
}

/** A card number in groups of four, as printed on the card. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

type PaymentProps = {
  card: AdminCardInfo | null;
  bank: AdminBankingInfo | null;
  /**
   * The order has left pending: its CVC and routing number were deleted then (decision 014), which
   * is what their rows say rather than 'Not provided'.
   */
  decided?: boolean;
};

/**
 * The payment block, each value with a copy button: card number (full while the order is pending,
 * else masked last 4), cardholder, CVC, expiry, card type; bank name, account type, account and
 * routing numbers. Each missing value reads 'Not provided', the CVC and routing number of a decided
 * order 'Deleted after the decision' (docs/decisions/014-card-and-bank-data.md).
 */
export function PaymentDetails({ card, bank, decided = false }: PaymentProps) {
  const hidden = decided ? adminOrderMessages.deletedAfterDecision : undefined;
  const cardNumber = card?.cardNumber ? grouped(card.cardNumber) : card ? maskedCard(card.last4) : null;
  const accountNumber = bank?.accountNumber ?? (bank ? maskedCard(bank.accountLast4) : null);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <dl className="grid content-start gap-1.5">
        <Field label="Card Number" value={cardNumber} copy={!!card?.cardNumber} mono />
        <Field label="Cardholder" value={card?.cardholderName} copy />
        <Field label="CVC" value={card?.cvv} hidden={card ? hidden : undefined} copy mono />
        <Field label="Expiry" value={card && expiryLabel(card.expiryMonth, card.expiryYear)} copy mono />
        <Field label="Card Type" value={card?.cardType} />
      </dl>
      <dl className="grid content-start gap-1.5">
        <Field label="Bank Name" value={bank?.bankName} copy />
        <Field label="Account Type" value={bank && accountTypeLabel(bank.accountType)} />
        <Field label="Account Number" value={accountNumber} copy={!!bank?.accountNumber} mono />
        <Field
          label="Routing Number"
          value={bank?.routingNumber}
          hidden={bank ? hidden : undefined}
          copy
          mono
        />
      </dl>
    </div>
  );
}

/** An address as a labelled list: clinic name (shipping only), street, city, state, ZIP, country. */
export function AddressDetails({
  address,
  clinic = false,
}: {
  address: OrderAddress | null;
  clinic?: boolean;
}) {
  return (
    <dl className="grid content-start gap-1.5">
      {clinic && <Field label="Clinic Name" value={address?.clinicName} />}
      <Field label="Street" value={address?.street} />
      <Field label="City" value={address?.city} />
      <Field label="State/Province" value={address?.state} />
      <Field label="ZIP/Postal Code" value={address?.zipCode} />
      <Field label="Country" value={address?.country} />
    </dl>
  );
}

/** A sub-heading of the order dialog (under its title, an h2). */
export function PartHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-semibold">{children}</h3>;
}

/** The ordered lines: name and quantity, with the unit price when asked, the lots once shipped, and the line total. */
export function OrderLines({ items, unitPrices = false }: { items: OrderItem[]; unitPrices?: boolean }) {
  return (
    <ul className="divide-y rounded-lg border text-sm">
      {items.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-3 px-3 py-2">
          <div className="min-w-0">
            <p className="font-medium break-words">{item.productName}</p>
            <p className="text-muted-foreground tabular-nums">
              Qty {item.quantity}
              {unitPrices && <> × {money(item.unitPrice)}</>}
            </p>
            <RefrigeratedMark coldChain={item.coldChain} />
            <ShippedLots lots={item.lots} />
          </div>
          <p className="font-semibold tabular-nums">{money(item.totalPrice)}</p>
        </li>
      ))}
    </ul>
  );
}
