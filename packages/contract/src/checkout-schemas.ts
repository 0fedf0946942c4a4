import { z } from 'zod';
import {
  CARD_EXPIRY_YEARS_AHEAD,
  cardDigits,
  cardNumberLength,
  cardTypeOf,
  cvcLength,
  isAllZeros,
  isCardExpired,
  isExpiryTooFar,
  passesAbaChecksum,
  passesLuhn,
} from './card';
import { ORDER_PAYMENT_METHODS, creditMessages } from './credit';
import { MAX_LINE_QUANTITY } from './limits';
import { checkoutFieldMessages as m, orderMessages } from './order-messages';
import { lineText, multilineText, optionalLine, text } from './text-field-schemas';
import { MAX_ID } from './url-param-schemas';

/** Whether the signed-in account may place an order; APPROVAL_PENDING is the reason screens name. */
export const EligibilityReason = z.enum([
  'APPROVAL_PENDING',
  'ADMIN_ACCOUNT',
  'ACCOUNT_DISABLED',
  'LICENSE_EXPIRED',
  // A practice's bookkeeper (issue 39) reads its orders and documents and orders nothing.
  'ROLE_CANNOT_ORDER',
  // Every owner of the practice is suspended (issue 39): so is the practice.
  'PRACTICE_SUSPENDED',
]);
export const CheckoutEligibility = z.object({
  eligible: z.boolean(),
  reason: EligibilityReason.optional(),
  message: z.string().optional(),
  /**
   * The practice pays on account (issue 40): its net days, the credit it has left and whether it is
   * on hold; absent when it has no terms (or the account may not order).
   */
  onAccount: z
    .object({ netDays: z.number().int(), availableCredit: z.string(), onHold: z.boolean() })
    .optional(),
});
export type CheckoutEligibility = z.infer<typeof CheckoutEligibility>;

export const DEFAULT_COUNTRY = 'United States';
export const MAX_ORDER_LINES = 100;
export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const TEXT_MAX = 200;
const NOTES_MAX = 2000;
export const PO_NUMBER_MAX = 35;

/** A required line of at least `min` characters after trimming; `message` for blank or too short. */
const requiredLine = (message: string, min: number, max = TEXT_MAX) =>
  lineText(message).trim().min(min, message).max(max, m.tooLong(max));

/** An optional line: blank becomes undefined. */
const optionalText = (max = TEXT_MAX) => optionalLine(max, m.tooLong(max));

/** Digits typed with or without spaces and hyphens between groups; stored as the digits alone. */
const digits = (message: string, min: number, max: number) =>
  text(message)
    .transform(cardDigits)
    .pipe(z.string().regex(/^\d*$/, m.digitsOnly).min(min, message).max(max, m.tooLong(max)));

const PHONE = /^[+()\d\s.-]*$/;

/** The shipping address: every rule from docs/product.md, Checkout. */
export const ShippingAddressInput = z
  .object({
    clinicName: optionalText(),
    street: requiredLine(m.street, 5),
    city: requiredLine(m.city, 2, 100),
    state: requiredLine(m.state, 2, 100),
    zipCode: requiredLine(m.zipCode, 5, 20),
    country: requiredLine(m.country, 2, 100).default(DEFAULT_COUNTRY),
  })
  .strict();

/** Billing fields are optional; with the same-as-shipping switch on, the shipping address is used. */
export const BillingAddressInput = z
  .object({
    clinicName: optionalText(),
    street: optionalText(),
    city: optionalText(100),
    state: optionalText(100),
    zipCode: optionalText(20),
    country: optionalText(100),
  })
  .strict();

export const BankingInfoInput = z
  .object({
    bankName: requiredLine(m.bankName, 2, 100),
    accountNumber: digits(m.accountNumber, 8, 34),
    // The checksum holds for the 9 digits of a US (ABA) routing number (decision 029).
    routingNumber: digits(m.routingNumber, 9, 34).refine(
      (value) => value.length !== 9 || (passesAbaChecksum(value) && !isAllZeros(value)),
      m.routingNumberInvalid,
    ),
    accountType: z.enum(ACCOUNT_TYPES, m.accountType),
  })
  .strict();

const CARD_NUMBER_MAX = 19;

/**
 * The card number: its length by card type (15 digits for American Express, 16 to 19 for the others;
 * decision 029), then the Luhn digit; all zeros is no card.
 */
const CardNumberField = text(m.cardNumber)
  .transform(cardDigits)
  .pipe(
    z
      .string()
      .regex(/^\d*$/, m.digitsOnly)
      .max(CARD_NUMBER_MAX, m.tooLong(CARD_NUMBER_MAX))
      .superRefine((value, ctx) => {
        const type = cardTypeOf(value);
        const { min, max } = cardNumberLength(type);
        if (type === 'American Express' && (value.length < min || value.length > max)) {
          ctx.addIssue({ code: 'custom', message: m.cardNumberAmex });
        } else if (value.length < min) {
          ctx.addIssue({ code: 'custom', message: m.cardNumber });
        }
      }),
  )
  .refine((value) => passesLuhn(value) && !isAllZeros(value), m.cardNumberInvalid);

const CvvField = text(m.cvv)
  .trim()
  .regex(/^\d{3,4}$/, m.cvv);

const ExpiryFields = z.object({
  expiryMonth: text(m.expiryMonth)
    .trim()
    .regex(/^(0[1-9]|1[0-2])$/, m.expiryMonth),
  expiryYear: text(m.expiryYear)
    .trim()
    .regex(/^\d{4}$/, m.expiryYear),
});

const CardAndCvv = z.object({ cardNumber: CardNumberField, cvv: CvvField });

export const CardInfoInput = z
  .object({
    cardNumber: CardNumberField,
    ...ExpiryFields.shape,
    cvv: CvvField,
    cardholderName: requiredLine(m.cardholderName, 2, 100),
    // Sent by some clients; the server derives both from the number and ignores these.
    last4: text().max(4).optional(),
    cardType: text().max(40).optional(),
  })
  .strict()
  .superRefine(
    (card, ctx) => {
      const month = Number(card.expiryMonth);
      const year = Number(card.expiryYear);
      if (isCardExpired(month, year)) {
        // The month is the part to fix when the year is this year; otherwise the year is.
        const field = year === new Date().getUTCFullYear() ? 'expiryMonth' : 'expiryYear';
        ctx.addIssue({ code: 'custom', message: m.cardExpired, path: [field] });
      } else if (isExpiryTooFar(year)) {
        ctx.addIssue({
          code: 'custom',
          message: m.expiryTooFar(CARD_EXPIRY_YEARS_AHEAD),
          path: ['expiryYear'],
        });
      }
    },
    { when: (payload) => ExpiryFields.safeParse(payload.value).success },
  )
  // The CVV's length follows the card type, once both fields are otherwise right.
  .superRefine(
    (card, ctx) => {
      const type = cardTypeOf(card.cardNumber);
      if (card.cvv.length === cvcLength(type)) return;
      const message = type === 'American Express' ? m.cvvAmex : m.cvvThreeDigits;
      ctx.addIssue({ code: 'custom', message, path: ['cvv'] });
    },
    { when: (payload) => CardAndCvv.safeParse(payload.value).success },
  );

/** Everything the checkout form asks for, before the payment's rule (checkoutPaymentRule). */
const CheckoutFields = z
  .object({
    doctorName: requiredLine(m.doctorName, 2),
    doctorEmail: text(m.doctorEmail)
      .trim()
      .max(254, m.doctorEmail)
      .pipe(z.email(m.doctorEmail))
      .transform((v) => v.toLowerCase()),
    doctorPhone: text(m.doctorPhone)
      .trim()
      .min(10, m.doctorPhone)
      .max(30, m.tooLong(30))
      .regex(PHONE, m.doctorPhone),
    institutionNumber: optionalText(64),
    shippingAddress: ShippingAddressInput,
    billingSameAsShipping: z.boolean().default(true),
    billingAddress: BillingAddressInput.optional(),
    // Required for a card payment, refused on account (checkoutPaymentRule).
    doctorBankingInfo: BankingInfoInput.optional(),
    cardInfo: CardInfoInput.optional(),
    /** The spec's card and bank payment, the default; or on the practice's account (issue 40). */
    paymentMethod: z.enum(ORDER_PAYMENT_METHODS, m.paymentMethod).default('credit_card'),
    notes: multilineText()
      .trim()
      .max(NOTES_MAX, m.tooLong(NOTES_MAX))
      .optional()
      .transform((v) => (v ? v : undefined)),
    /**
     * The practice's purchase-order number (issue 39): printed on the invoice, credit note, packing
     * slip and statement; required when the practice's owner asks for one.
     */
    poNumber: lineText(m.poNumberFormat)
      .trim()
      .max(PO_NUMBER_MAX, m.poNumberTooLong)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .strict();

/**
 * A card payment (the spec's, and the default) needs the card and the bank account, with the very
 * messages an absent one always had; an order on account takes neither (issue 40), so none is
 * stored. Run on every parse, so these messages come with the other fields' own.
 */
function checkoutPaymentRule(details: z.output<typeof CheckoutFields>, ctx: z.RefinementCtx) {
  const fields = [
    ['cardInfo', CardInfoInput, creditMessages.cardNotTaken],
    ['doctorBankingInfo', BankingInfoInput, creditMessages.bankNotTaken],
  ] as const;
  for (const [field, schema, refused] of fields) {
    const value = details[field];
    if (details.paymentMethod === 'on_account') {
      if (value !== undefined) ctx.addIssue({ code: 'custom', message: refused, path: [field] });
    } else if (value === undefined) {
      for (const issue of schema.safeParse(undefined).error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: [field, ...issue.path] });
      }
    }
  }
}

/** Only while the payment method itself is right: its rule reads it. */
const whenPaymentMethodParsed = {
  when: (payload: { value: unknown }) =>
    z.object({ paymentMethod: CheckoutFields.shape.paymentMethod }).safeParse(payload.value).success,
};

/** Everything the checkout form asks for: one schema for the page and for the server. */
export const CheckoutDetails = CheckoutFields.superRefine(checkoutPaymentRule, whenPaymentMethodParsed);
export type CheckoutDetailsInput = z.input<typeof CheckoutDetails>;

const quantityMessage = 'Quantity must be a whole number';

const OrderLineFields = z
  .object({
    productId: z.number('Choose a product').int('Choose a product').min(1).max(MAX_ID),
    quantity: z
      .number(quantityMessage)
      .int(quantityMessage)
      .min(1, 'Quantity must be at least 1')
      .max(MAX_LINE_QUANTITY, `Quantity cannot exceed ${MAX_LINE_QUANTITY}`),
    // What the client showed; the server prices every line itself and ignores this.
    price: text().max(32).optional(),
  })
  .strict();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A line as sent: the product's id as `productId`, or as `product` (the specification's name). */
type OrderLineSent = Omit<z.input<typeof OrderLineFields>, 'productId'> &
  ({ productId: number; product?: never } | { product: number; productId?: never });

/**
 * One line of an order. The product's id comes as `productId` or as `product` (the name the
 * order submission has in the specification), exactly one of the two; either way it is `productId`
 * from here on.
 */
export const OrderLineInput = z.preprocess((sent: OrderLineSent, ctx) => {
  // Typed for the clients that build a line; what arrives may be anything.
  const line: unknown = sent;
  if (!isRecord(line) || !Object.hasOwn(line, 'product')) return line;
  const { product, ...rest } = line;
  if (Object.hasOwn(rest, 'productId')) {
    ctx.addIssue({ code: 'custom', message: orderMessages.lineProductTwice, path: ['product'] });
    return line;
  }
  return { ...rest, productId: product };
}, OrderLineFields);

/** A line as the API document shows it: the product's id as `productId` or as `product`, not both. */
export const OrderLineAsSent = z.union([
  OrderLineFields,
  OrderLineFields.omit({ productId: true }).extend({ product: OrderLineFields.shape.productId }),
]);

/** The order submission: the checkout details plus the lines (and the client's total, ignored). */
export const OrderSubmission = CheckoutFields.extend({
  items: z
    .array(OrderLineInput, orderMessages.emptyOrder)
    .min(1, orderMessages.emptyOrder)
    .max(MAX_ORDER_LINES, orderMessages.tooManyLines(MAX_ORDER_LINES))
    .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, {
      message: orderMessages.duplicateLine,
    }),
  totalAmount: text().max(32).optional(),
  /**
   * The total the checkout page showed (its quote, issue 37): when the server's differs, nothing is
   * written and the answer is 409 TOTAL_CHANGED with the new quote. Unlike the spec's
   * `totalAmount`, which is never read, it only ever refuses.
   */
  expectedTotal: text(orderMessages.expectedTotal)
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, orderMessages.expectedTotal)
    .optional(),
  /** A buy-now order (checkout of one product from its page) leaves the cart alone. */
  buyNow: z.boolean().default(false),
})
  .strict()
  .superRefine(checkoutPaymentRule, whenPaymentMethodParsed);
export type OrderSubmissionInput = z.input<typeof OrderSubmission>;
export type OrderSubmission = z.output<typeof OrderSubmission>;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
