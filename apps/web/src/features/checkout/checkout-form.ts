import type { CheckoutPrefill, SavedAddress, SavedAddressInput } from '@shop/contract/account-schemas';
import { ADDRESS_LABEL_MAX } from '@shop/contract/account-messages';
import { CheckoutDetails, DEFAULT_COUNTRY, type CheckoutDetailsInput } from '@shop/contract/checkout-schemas';
import type { OrderPaymentMethod } from '@shop/contract/credit';
import { checkoutFieldMessages as m } from '@shop/contract/order-messages';
import type { z } from 'zod';
import { ADDRESS_PARTS, type AddressPart } from '@shop/contract/postal-address';
import type { AddressValues } from '@/lib/postal-address';

export type AddressPrefix = 'shippingAddress' | 'billingAddress';

/** Every text field of the checkout form, named by its path in the submission, in page order. */
export const CHECKOUT_FIELDS = [
  'doctorName',
  'doctorEmail',
  'doctorPhone',
  'institutionNumber',
  ...ADDRESS_PARTS.map((part) => `shippingAddress.${part}` as const),
  ...ADDRESS_PARTS.map((part) => `billingAddress.${part}` as const),
  'doctorBankingInfo.bankName',
  'doctorBankingInfo.accountType',
  'doctorBankingInfo.accountNumber',
  'doctorBankingInfo.routingNumber',
  'cardInfo.cardNumber',
  'cardInfo.expiryMonth',
  'cardInfo.expiryYear',
  'cardInfo.cvv',
  'cardInfo.cardholderName',
  'poNumber',
  'notes',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export type CheckoutValues = Record<CheckoutField, string> & {
  /** The spec's card and bank payment, or the practice's account when it has terms (issue 40). */
  paymentMethod: OrderPaymentMethod;
  billingSameAsShipping: boolean;
  /** "Save this address to my address book": off until the doctor ticks it. */
  saveShippingAddress: boolean;
};
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;
export type CheckoutDetails = z.output<typeof CheckoutDetails>;

export function isCheckoutField(name: string): name is CheckoutField {
  return (CHECKOUT_FIELDS as readonly string[]).includes(name);
}

/** The form's values with one of its addresses replaced by `address`. */
export function withAddress(
  values: CheckoutValues,
  prefix: AddressPrefix,
  address: AddressValues,
): CheckoutValues {
  const next = { ...values };
  for (const part of ADDRESS_PARTS) next[`${prefix}.${part}`] = address[part];
  return next;
}

/**
 * A new form. Name and e-mail come from the account; with `prefill` (the server's
 * /api/account/checkout-prefill) the phone, institution number, card holder and addresses of the
 * last order or the registered practice too. The countries default to the shop's. Card and bank
 * numbers always start empty.
 */
export function initialCheckoutValues(
  account: { fullName?: string; email?: string } = {},
  prefill?: CheckoutPrefill,
): CheckoutValues {
  const empty = Object.fromEntries(CHECKOUT_FIELDS.map((field) => [field, ''])) as Record<
    CheckoutField,
    string
  >;
  let values: CheckoutValues = {
    ...empty,
    paymentMethod: 'credit_card',
    billingSameAsShipping: true,
    saveShippingAddress: false,
  };
  values.doctorName = prefill?.doctorName ?? account.fullName ?? '';
  values.doctorEmail = prefill?.doctorEmail ?? account.email ?? '';
  values['shippingAddress.country'] = DEFAULT_COUNTRY;
  values['billingAddress.country'] = DEFAULT_COUNTRY;
  if (!prefill) return values;
  values.doctorPhone = prefill.doctorPhone;
  values.institutionNumber = prefill.institutionNumber;
  values['cardInfo.cardholderName'] = prefill.cardholderName;
  values = withAddress(values, 'shippingAddress', prefill.shippingAddress);
  if (prefill.billingAddress) values = withAddress(values, 'billingAddress', prefill.billingAddress);
  return { ...values, billingSameAsShipping: prefill.billingSameAsShipping };
}

/**
 * The expiry month as sent: a single digit 1-9 ("8") is the month written with two ("08"), which
 * is the form the rule asks for; anything else is left for the rule to judge.
 */
export const normalizeExpiryMonth = (value: string) =>
  /^\s*[1-9]\s*$/.test(value) ? `0${value.trim()}` : value;

function address(values: CheckoutValues, prefix: AddressPrefix) {
  return Object.fromEntries(ADDRESS_PARTS.map((part) => [part, values[`${prefix}.${part}`]])) as Record<
    AddressPart,
    string
  >;
}

const sameText = (a: string | null, b: string) =>
  (a ?? '').trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether the address book already holds the shipping address typed (every part alike, case and spacing aside). */
export function isInAddressBook(values: CheckoutValues, book: readonly SavedAddress[]): boolean {
  const typed = address(values, 'shippingAddress');
  return book.some((saved) => ADDRESS_PARTS.every((part) => sameText(saved[part], typed[part])));
}

/**
 * The address book's copy of an order's shipping address (as the rules returned it), named by its
 * clinic or else its street; the doctor renames it on /account at will.
 */
export function addressBookEntryOf(shipping: CheckoutDetails['shippingAddress']): SavedAddressInput {
  return { label: (shipping.clinicName ?? shipping.street).slice(0, ADDRESS_LABEL_MAX).trim(), ...shipping };
}

/**
 * The form's values in the submission's shape (the billing address only when it is its own; the card
 * and bank only for a card payment: an order on account sends neither).
 */
export function toCheckoutInput(values: CheckoutValues): CheckoutDetailsInput {
  const accountType = values['doctorBankingInfo.accountType'];
  const common = {
    doctorName: values.doctorName,
    doctorEmail: values.doctorEmail,
    doctorPhone: values.doctorPhone,
    institutionNumber: values.institutionNumber,
    shippingAddress: address(values, 'shippingAddress'),
    billingSameAsShipping: values.billingSameAsShipping,
    ...(values.billingSameAsShipping ? {} : { billingAddress: address(values, 'billingAddress') }),
    notes: values.notes,
    poNumber: values.poNumber,
  };
  if (values.paymentMethod === 'on_account') return { ...common, paymentMethod: 'on_account' };
  return {
    ...common,
    doctorBankingInfo: {
      bankName: values['doctorBankingInfo.bankName'],
      // An unchosen type stays unchosen so the rule's own message ("Please select…") applies.
      accountType: accountType as 'checking' | 'savings',
      accountNumber: values['doctorBankingInfo.accountNumber'],
      routingNumber: values['doctorBankingInfo.routingNumber'],
    },
    cardInfo: {
      cardNumber: values['cardInfo.cardNumber'],
      expiryMonth: normalizeExpiryMonth(values['cardInfo.expiryMonth']),
      expiryYear: values['cardInfo.expiryYear'],
      cvv: values['cardInfo.cvv'],
      cardholderName: values['cardInfo.cardholderName'],
    },
    paymentMethod: 'credit_card',
  };
}

/** The first message per field, from zod issues or a 400 response's fieldErrors (dotted paths). */
export function checkoutErrorsFrom(fieldErrors: Partial<Record<string, string[]>>): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const first = messages?.[0];
    if (first && isCheckoutField(field) && !errors[field]) errors[field] = first;
  }
  return errors;
}

/** What the form asks beyond the contract's rules, from the doctor's practice (issue 39). */
export type CheckoutRules = {
  /** The practice's owner asks for a purchase-order number on every order. */
  poNumberRequired?: boolean;
};

/**
 * The form checked by the same rules the server applies (the contract's CheckoutDetails, and a
 * practice's required PO number, which the server refuses with the same message).
 */
export function validateCheckout(
  values: CheckoutValues,
  { poNumberRequired = false }: CheckoutRules = {},
): { ok: true; details: CheckoutDetails } | { ok: false; errors: CheckoutErrors } {
  const parsed = CheckoutDetails.safeParse(toCheckoutInput(values));
  const fieldErrors: Record<string, string[]> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
  }
  // Asked for at once, with the other fields' messages, not once they are all right.
  if (poNumberRequired && values.poNumber.trim() === '') fieldErrors.poNumber = [m.poNumberRequired];
  if (parsed.success && Object.keys(fieldErrors).length === 0) return { ok: true, details: parsed.data };
  return { ok: false, errors: checkoutErrorsFrom(fieldErrors) };
}

/** The first field with an error, in page order. */
export function firstInvalidField(errors: CheckoutErrors): CheckoutField | undefined {
  return CHECKOUT_FIELDS.find((field) => errors[field]);
}

/** The rule for a buy-now link's quantity: a whole number 1–999, anything else means 1. */
export function buyNowQuantity(raw: string | null, max: number): number {
  if (!raw || !/^\d{1,3}$/.test(raw)) return 1;
  const quantity = Number(raw);
  return quantity >= 1 && quantity <= max ? quantity : 1;
}

/** A buy-now product id from the URL: a positive whole number in the database's range. */
export function buyNowProductId(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** A random UUID (v4) that also works on plain-http origins, where crypto.randomUUID is absent. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
