import { z } from 'zod';
import { cardDigits, isCardExpired, passesLuhn } from './card';
import { MAX_LINE_QUANTITY } from './limits';
import { checkoutFieldMessages as m, orderMessages } from './order-messages';
import { MAX_ID } from './url-params';

/** Whether the signed-in account may place an order; APPROVAL_PENDING is the reason screens name. */
export const EligibilityReason = z.enum(['APPROVAL_PENDING', 'ADMIN_ACCOUNT', 'ACCOUNT_DISABLED']);
export const CheckoutEligibility = z.object({
  eligible: z.boolean(),
  reason: EligibilityReason.optional(),
  message: z.string().optional(),
});
export type CheckoutEligibility = z.infer<typeof CheckoutEligibility>;

export const DEFAULT_COUNTRY = 'United States';
export const MAX_ORDER_LINES = 100;
export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const TEXT_MAX = 200;

/** Required text of at least `min` characters after trimming; `message` for blank or too short. */
const text = (message: string, min: number, max = TEXT_MAX) =>
  z.string(message).trim().min(min, message).max(max, m.tooLong(max));

/** Optional text: blank becomes undefined. */
const optionalText = (max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, m.tooLong(max))
    .optional()
    .transform((v) => (v ? v : undefined));

/** Digits typed with or without spaces and hyphens between groups; stored as the digits alone. */
const digits = (message: string, min: number, max: number) =>
  z
    .string(message)
    .transform(cardDigits)
    .pipe(z.string().regex(/^\d*$/, m.digitsOnly).min(min, message).max(max, m.tooLong(max)));

const PHONE = /^[+()\d\s.-]*$/;

/** The shipping address: every rule from docs/product.md, Checkout. */
export const ShippingAddressInput = z
  .object({
    clinicName: optionalText(),
    street: text(m.street, 5),
    city: text(m.city, 2, 100),
    state: text(m.state, 2, 100),
    zipCode: text(m.zipCode, 5, 20),
    country: text(m.country, 2, 100).default(DEFAULT_COUNTRY),
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
    bankName: text(m.bankName, 2, 100),
    accountNumber: digits(m.accountNumber, 8, 34),
    routingNumber: digits(m.routingNumber, 9, 34),
    accountType: z.enum(ACCOUNT_TYPES, m.accountType),
  })
  .strict();

const ExpiryFields = z.object({
  expiryMonth: z
    .string(m.expiryMonth)
    .trim()
    .regex(/^(0[1-9]|1[0-2])$/, m.expiryMonth),
  expiryYear: z
    .string(m.expiryYear)
    .trim()
    .regex(/^\d{4}$/, m.expiryYear),
});

export const CardInfoInput = z
  .object({
    cardNumber: digits(m.cardNumber, 16, 19).refine(passesLuhn, m.cardNumberInvalid),
    ...ExpiryFields.shape,
    cvv: z
      .string(m.cvv)
      .trim()
      .regex(/^\d{3,4}$/, m.cvv),
    cardholderName: text(m.cardholderName, 2, 100),
    // Sent by some clients; the server derives both from the number and ignores these.
    last4: z.string().max(4).optional(),
    cardType: z.string().max(40).optional(),
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
      }
    },
    { when: (payload) => ExpiryFields.safeParse(payload.value).success },
  );

/** Everything the checkout form asks for: one schema for the page and for the server. */
export const CheckoutDetails = z
  .object({
    doctorName: text(m.doctorName, 2),
    doctorEmail: z
      .string(m.doctorEmail)
      .trim()
      .max(254, m.doctorEmail)
      .pipe(z.email(m.doctorEmail))
      .transform((v) => v.toLowerCase()),
    doctorPhone: z
      .string(m.doctorPhone)
      .trim()
      .min(10, m.doctorPhone)
      .max(30, m.tooLong(30))
      .regex(PHONE, m.doctorPhone),
    institutionNumber: optionalText(64),
    shippingAddress: ShippingAddressInput,
    billingSameAsShipping: z.boolean().default(true),
    billingAddress: BillingAddressInput.optional(),
    doctorBankingInfo: BankingInfoInput,
    cardInfo: CardInfoInput,
    paymentMethod: z.literal('credit_card').default('credit_card'),
    notes: optionalText(2000),
  })
  .strict();
export type CheckoutDetailsInput = z.input<typeof CheckoutDetails>;

const quantityMessage = 'Quantity must be a whole number';

export const OrderLineInput = z
  .object({
    productId: z.number('Choose a product').int('Choose a product').min(1).max(MAX_ID),
    quantity: z
      .number(quantityMessage)
      .int(quantityMessage)
      .min(1, 'Quantity must be at least 1')
      .max(MAX_LINE_QUANTITY, `Quantity cannot exceed ${MAX_LINE_QUANTITY}`),
    // What the client showed; the server prices every line itself and ignores this.
    price: z.string().max(32).optional(),
  })
  .strict();

/** The order submission: the checkout details plus the lines (and the client's total, ignored). */
export const OrderSubmission = CheckoutDetails.extend({
  items: z
    .array(OrderLineInput, orderMessages.emptyOrder)
    .min(1, orderMessages.emptyOrder)
    .max(MAX_ORDER_LINES, orderMessages.tooManyLines(MAX_ORDER_LINES))
    .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, {
      message: orderMessages.duplicateLine,
    }),
  totalAmount: z.string().max(32).optional(),
  /** A buy-now order (checkout of one product from its page) leaves the cart alone. */
  buyNow: z.boolean().default(false),
}).strict();
export type OrderSubmissionInput = z.input<typeof OrderSubmission>;
export type OrderSubmission = z.output<typeof OrderSubmission>;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
