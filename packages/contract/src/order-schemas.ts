import { z } from 'zod';
import { pagedList, PageQuery } from './common-schemas';
import { CartItem } from './cart-schemas';
import { USER_ROLES } from './auth-schemas';
import { ACCOUNT_TYPES } from './checkout-schemas';
import { ORDER_STATUSES } from './order-status';
import { TAX_CLASSES } from './charges';
import { LotRef } from './stock-schemas';

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

/** A doctor's order history is paged: a clinic orders for years. */
export const ORDERS_PAGE_SIZE = 20;

export const OrderListQuery = PageQuery;

/** Units a shipped line took from one lot (issue 19): its number, expiry date (YYYY-MM-DD) and how many. */
export const ShippedLot = LotRef.extend({
  quantity: z.number().int(),
  /**
   * The recall (open or closed) that covers the lot (issue 38): on the doctor's own order
   * (`GET /api/orders/{id}`), which marks the line, and only for a lot under a recall; absent
   * otherwise and from every other view of an order.
   */
  recallId: z.number().int().optional(),
});
export type ShippedLot = z.infer<typeof ShippedLot>;

/** One line as it was ordered: name, image and prices are copies, so edits never rewrite history. */
export const OrderItem = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  productImageUrl: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  totalPrice: z.string(),
  /** The product's SKU when it was ordered; null only for a line placed before it was kept, whose product was gone. */
  sku: z.string().nullable(),
  /**
   * The percent of the bulk tier that priced the line when it was ordered ("10.00"; "0.00" when
   * none applied); null only for a line placed before it was kept whose tier could not be told.
   */
  tierDiscountPercent: z.string().nullable(),
  /** The lots it shipped from, soonest expiry first: empty before shipping or for a product without lots. */
  lots: z.array(ShippedLot),
  /** The product's tax class when ordered: only `standard` lines are taxed (issue 37). */
  taxClass: z.enum(TAX_CLASSES),
  /** The line's tax at every rate together ("0.00" when none). */
  taxAmount: z.string(),
  /** The product was kept at 2–8 °C when ordered (issue 42): it ships on cold-chain days, packed cold. */
  coldChain: z.boolean(),
});
export type OrderItem = z.infer<typeof OrderItem>;

/** One rate's tax on an order or a quote, as the invoice prints it. */
export const OrderTax = z.object({
  /** HST, GST, PST, Sales tax. */
  name: z.string(),
  /** Percent with three decimals ("13.000"). */
  rate: z.string(),
  amount: z.string(),
});
export type OrderTax = z.infer<typeof OrderTax>;

export const OrderAddress = z.object({
  clinicName: z.string().optional(),
  street: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zipCode: z.string().optional(),
  country: z.string().optional(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

export const Shipment = z.object({
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type Shipment = z.infer<typeof Shipment>;

/** The card as its owner sees it: never the number or the CVC (docs/decisions/014). */
export const MaskedCardInfo = z.object({
  cardType: z.string(),
  last4: z.string(),
  cardholderName: z.string(),
  expiryMonth: z.string(),
  expiryYear: z.string(),
});
export type MaskedCardInfo = z.infer<typeof MaskedCardInfo>;

export const MaskedBankingInfo = z.object({
  bankName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  accountLast4: z.string(),
});
export type MaskedBankingInfo = z.infer<typeof MaskedBankingInfo>;

export const OrderStatusChange = z.object({
  status: OrderStatusSchema,
  fromStatus: OrderStatusSchema.nullable(),
  at: z.string(),
  reason: z.string().nullable(),
  /** Who made the change, as the doctor may know it. */
  by: z.enum(USER_ROLES).nullable(),
});
export type OrderStatusChange = z.infer<typeof OrderStatusChange>;

/** An order in the doctor's history list. */
export const OrderSummary = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  /** subtotalAmount + shippingAmount + taxAmount. */
  totalAmount: z.string(),
  /** The lines after their bulk tiers. */
  subtotalAmount: z.string(),
  shippingAmount: z.string(),
  /** Every tax together: the sum of `taxes`. */
  taxAmount: z.string(),
  taxes: z.array(OrderTax),
  /** The certificate of the doctor's tax exemption that took the taxes off, when one did. */
  taxExemptionNumber: z.string().nullable(),
  /** The sum of the quantities. */
  itemCount: z.number().int(),
  paymentMethod: z.string().nullable(),
  items: z.array(OrderItem),
  /** The printed number of its invoice once approved (INV-2026-000001), else null (docs/decisions/041). */
  invoiceNumber: z.string().nullable(),
  /** The printed number of its credit note once cancelled after its invoice (CN-2026-000001), else null. */
  creditNoteNumber: z.string().nullable(),
  /** The shop's calendar day it shipped on (YYYY-MM-DD), else null. */
  shippedOn: z.string().nullable(),
  /** The day it was delivered (YYYY-MM-DD), else null: as the admin gave it, or assumed (below). */
  deliveredOn: z.string().nullable(),
  /** No one confirmed the delivery: the shop assumed it DELIVERY_ASSUMED_DAYS after shipping. */
  deliveryAssumed: z.boolean(),
  canCancel: z.boolean(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** One order with everything its owner may see. */
export const OrderDetail = OrderSummary.extend({
  updatedAt: z.string(),
  doctorName: z.string(),
  doctorEmail: z.string(),
  doctorPhone: z.string().nullable(),
  institutionNumber: z.string().nullable(),
  shippingAddress: OrderAddress,
  billingAddress: OrderAddress.nullable(),
  cardInfo: MaskedCardInfo.nullable(),
  doctorBankingInfo: MaskedBankingInfo.nullable(),
  notes: z.string().nullable(),
  /** The practice's purchase-order number given at checkout (issue 39), or null. */
  poNumber: z.string().nullable(),
  /** The practice it was placed for, and the member who placed it (null once their account is gone). */
  practiceName: z.string().nullable(),
  placedBy: z.string().nullable(),
  /** The prescriber or owner who signed it off before it went to the shop, or null. */
  signedOffBy: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** How it ships, once the admin has given carrier or tracking number. */
  shipment: Shipment.nullable(),
  /** When it holds a cold-chain line and has not shipped: the day it is expected to ship (contract/cold-chain.ts). */
  estimatedShipOn: z.string().nullable(),
  history: z.array(OrderStatusChange),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderPage = pagedList('orders', OrderSummary);
export type OrderPage = z.infer<typeof OrderPage>;

export const SubmitOrderResponse = z.object({
  orderNumber: z.string(),
  order: OrderDetail,
});
export type SubmitOrderResponse = z.infer<typeof SubmitOrderResponse>;

export const ReorderSkipReason = z.enum(['deleted', 'out_of_stock']);

export const ReorderResponse = z.object({
  added: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      quantity: z.number().int(),
      /** The cart line reached its limit, so less than the ordered quantity was added. */
      capped: z.boolean(),
    }),
  ),
  skipped: z.array(z.object({ productName: z.string(), reason: ReorderSkipReason, message: z.string() })),
  cart: z.array(CartItem),
});
export type ReorderResponse = z.infer<typeof ReorderResponse>;
