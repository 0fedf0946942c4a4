import type { CheckoutDetailsInput } from './checkout-schemas';
import { orderMessages } from './order-messages';

/**
 * Test data: a checkout body every rule accepts, shared by the server's API tests and the browser
 * tests (which read its values back on the order's screens). No app code imports this module.
 *
 * The card and bank numbers are distinct and known, so a test can look for them where they must
 * never appear (responses, e-mails, logs).
 */
export const KNOWN_CARD = '4539 1488 0343 6467';
export const KNOWN_CVV = '987';
export const KNOWN_ACCOUNT = '000123456789';
export const KNOWN_ROUTING = '021000021';

/** The checkout details (no lines), with any top-level field replaced by `overrides`. */
export function checkoutDetails(overrides: Record<string, unknown> = {}) {
  const details = {
    doctorName: 'Dr. Jane Carter',
    doctorEmail: 'jane.carter@clinic.example',
    doctorPhone: '+1 416 555 0100',
    institutionNumber: 'INST-4410',
    shippingAddress: {
      clinicName: 'Carter Aesthetics',
      street: '100 King St W',
      city: 'Toronto',
      state: 'ON',
      zipCode: 'M5X 1A9',
      country: 'Canada',
    },
    billingSameAsShipping: true,
    doctorBankingInfo: {
      bankName: 'First Clinic Bank',
      accountNumber: KNOWN_ACCOUNT,
      routingNumber: KNOWN_ROUTING,
      accountType: 'checking',
    },
    cardInfo: {
      cardNumber: KNOWN_CARD,
      expiryMonth: '12',
      expiryYear: String(new Date().getUTCFullYear() + 2),
      cvv: KNOWN_CVV,
      cardholderName: 'Jane Carter',
    },
    paymentMethod: 'credit_card',
    notes: 'Deliver to the back entrance.',
  } satisfies CheckoutDetailsInput;
  return { ...details, ...overrides };
}

/** A billing address apart from the fixture's shipping address, for an order that keeps them apart. */
export const SEPARATE_BILLING_ADDRESS = {
  clinicName: 'Carter Holdings',
  street: '5 Finance Rd',
  city: 'Toronto',
  state: 'ON',
  zipCode: 'M5X 2B2',
  country: 'Canada',
};

type DetailParts = Pick<
  ReturnType<typeof checkoutDetails>,
  'cardInfo' | 'doctorBankingInfo' | 'shippingAddress'
>;

/**
 * Body parts for a test that changes a few fields of one group: `card({ cvv: '12' })` is
 * `{ cardInfo: … }` with the other card fields from `base` (the fixture unless given).
 */
export function detailOverrides(base: () => DetailParts = checkoutDetails) {
  return {
    card: (override: Record<string, string>) => ({ cardInfo: { ...base().cardInfo, ...override } }),
    bank: (override: Record<string, string>) => ({
      doctorBankingInfo: { ...base().doctorBankingInfo, ...override },
    }),
    shipping: (override: Record<string, string>) => ({
      shippingAddress: { ...base().shippingAddress, ...override },
    }),
  };
}

/**
 * Order lines every order refuses, as `[what, line, field, message]`: the field the refusal names
 * and its message, by the schema (checkout-schemas.test.ts) and the API (the server's tests).
 */
export const refusedLines = (productId: number): [string, Record<string, unknown>, string, string][] => [
  [
    'both product and productId',
    { product: productId, productId, quantity: 1 },
    'items.0.product',
    orderMessages.lineProductTwice,
  ],
  ['neither product nor productId', { quantity: 1 }, 'items.0.productId', 'Choose a product'],
];
