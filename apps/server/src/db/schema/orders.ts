import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { TAX_CLASSES, type StoredOrderTax } from '@shop/contract/charges';
import { ACCOUNT_TYPES } from '@shop/contract/checkout-schemas';
import { ORDER_PAYMENT_METHODS } from '@shop/contract/credit';
import { ORDER_STATUSES } from '@shop/contract/order-status';
import { SIGN_OFF_REASONS, SIGN_OFF_STATUSES } from '@shop/contract/practice-messages';
import { products } from './catalog';
import { createdAt, identityId, money, parentId, parentKey, sqlWords, timestamps, weakRef } from './columns';
import { practices } from './practices';
import { users } from './users';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

export interface PostalAddress {
  clinicName?: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** What the admin's order search matches, lower-cased (the trigram index is built on it). */
export function orderSearchText(t: {
  orderNumber: AnyPgColumn;
  doctorName: AnyPgColumn;
  doctorEmail: AnyPgColumn;
}) {
  return sql`lower(${t.orderNumber} || ' ' || ${t.doctorName} || ' ' || ${t.doctorEmail})`;
}

/**
 * An order with copies of everything it was placed with. Card number, CVC and bank account/routing
 * numbers are stored only encrypted (`*_secret`, AES-256-GCM with a key id), and the card secret is
 * destroyed when the order leaves `pending` (docs/decisions/014-card-and-bank-data.md).
 */
export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    orderNumber: text('order_number').notNull(),
    userId: weakRef('user_id', () => users.id),
    /**
     * The practice the order was placed for (issue 39): its members see it (a buyer limited to their
     * own orders only those of `user_id`), its documents and statements are the practice's.
     */
    practiceId: weakRef('practice_id', () => practices.id),
    idempotencyKey: text('idempotency_key'),
    /**
     * HMAC of the submitted body: a retry with the same key must carry the same order. It covers the
     * card and CVC, so it is cleared with them when the order leaves pending (decision 013).
     */
    idempotencyHash: text('idempotency_hash'),
    status: orderStatus('status').notNull().default('pending'),
    totalAmount: money('total_amount').notNull(),
    /**
     * What the total is made of (issue 37, docs/decisions/051): the lines after their tiers, the
     * shipping and the taxes, each as checkout computed it then (contract/charges.ts); a later change
     * of a zone, a rate or a product never rewrites them. An order placed before they were kept has
     * its total as its subtotal, nothing else.
     */
    subtotalAmount: money('subtotal_amount').notNull(),
    shippingAmount: money('shipping_amount').notNull().default('0'),
    taxAmount: money('tax_amount').notNull().default('0'),
    /** Each rate's tax: name, rate, amount, and what the tax report groups it by. */
    taxes: jsonb('taxes')
      .$type<StoredOrderTax[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The certificate of the doctor's tax exemption that took the taxes off, when one did. */
    taxExemptionNumber: text('tax_exemption_number'),
    /** Where it shipped, as tax rates name places (ISO 3166-2, "CA-ON"); null when not known. */
    shipToRegion: text('ship_to_region'),
    doctorName: text('doctor_name').notNull(),
    doctorEmail: text('doctor_email').notNull(),
    doctorPhone: text('doctor_phone'),
    institutionNumber: text('institution_number'),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<Partial<PostalAddress>>(),
    bankName: text('bank_name'),
    bankAccountType: text('bank_account_type'),
    bankAccountLast4: text('bank_account_last4'),
    bankSecret: text('bank_secret'),
    cardType: text('card_type'),
    cardLast4: text('card_last4'),
    cardholderName: text('cardholder_name'),
    cardExpiryMonth: text('card_expiry_month'),
    cardExpiryYear: text('card_expiry_year'),
    cardSecret: text('card_secret'),
    paymentMethod: text('payment_method', { enum: ORDER_PAYMENT_METHODS }).notNull().default('credit_card'),
    /** An order on account (issue 40): the practice's net days when it was placed; null for a card. */
    accountNetDays: integer('account_net_days'),
    notes: text('notes'),
    declineReason: text('decline_reason'),
    /** The practice's purchase-order number given at checkout (issue 39). */
    poNumber: text('po_number'),
    /** The practice's prescriber or owner who signed the order off before it was placed (issue 39). */
    signedOffBy: weakRef('signed_off_by', (): AnyPgColumn => users.id),
    /** Set when the order ships, if the admin gave them. */
    shippingCarrier: text('shipping_carrier'),
    trackingNumber: text('tracking_number'),
    /** The shop's calendar day it shipped on (issue 42); null before. */
    shippedOn: date('shipped_on', { mode: 'string' }),
    /**
     * The day it was delivered (issue 42): as the admin gave it, or, when `deliveryAssumed`, the day
     * the delivery job assumed (DELIVERY_ASSUMED_DAYS after shipping). Null before.
     */
    deliveredOn: date('delivered_on', { mode: 'string' }),
    deliveryAssumed: boolean('delivery_assumed').notNull().default(false),
    /**
     * The order as the admin desk lists it (AdminOrder, masked), as JSON text, written by database
     * triggers whenever the order or its lines change (db/objects/order-desk-json-triggers.sql, from
     * the field map in db/order-shapes.ts); never written by the app.
     */
    deskJson: text('desk_json'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_practice_created_idx').on(t.practiceId, t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    // The admin's list, newest first, a page at a time. Its total and status ride along (after the
    // unique (created_at, id), so the order is the same): a range of days sorted by total, of every
    // order or of one status, is then chosen from this index alone (modules/orders/admin-orders.repository.ts).
    index('orders_created_idx').on(t.createdAt, t.id, t.totalAmount, t.status),
    // The admin's list by total, of every order or of one status, a page at a time. When placed
    // rides along (after (total_amount, id), unique in effect since the id is, so the order is the
    // same): a range of days holding more than a page's share of the orders is then walked here
    // smallest or largest first, skipping the orders outside it without reading them.
    index('orders_total_idx').on(t.totalAmount, t.id, t.createdAt),
    index('orders_status_total_idx').on(t.status, t.totalAmount, t.id, t.createdAt),
    // The admin's search: order number, doctor name or e-mail, any part of them, any case.
    index('orders_search_trgm_idx').using('gin', sql`${orderSearchText(t)} gin_trgm_ops`),
    check('orders_total_nonnegative', sql`${t.totalAmount} >= 0`),
    // An order on account keeps the net days it was placed with; a card order has none.
    check(
      'orders_payment_method',
      sql`${t.paymentMethod} in (${sqlWords(ORDER_PAYMENT_METHODS)})
        and (${t.paymentMethod} = 'on_account') = (${t.accountNetDays} is not null)`,
    ),
    // The practice's open orders on account, for its credit (modules/credit/credit.repository.ts).
    index('orders_practice_on_account_idx')
      .on(t.practiceId, t.status)
      .where(sql`${t.paymentMethod} = 'on_account'`),
    check(
      'orders_total_is_its_parts',
      sql`${t.subtotalAmount} >= 0 and ${t.shippingAmount} >= 0 and ${t.taxAmount} >= 0
        and ${t.totalAmount} = ${t.subtotalAmount} + ${t.shippingAmount} + ${t.taxAmount}`,
    ),
    // The delivery job's shipped orders, oldest shipment first (modules/orders/delivery-job.ts).
    index('orders_shipped_on_idx')
      .on(t.shippedOn, t.id)
      .where(sql`${t.status} = 'shipped'`),
    // The orders shipped without their day (before the shop kept it), which every start looks for
    // (fillShipmentDays): empty once they are dated, so the look costs nothing however many orders.
    index('orders_undated_shipments_idx')
      .on(t.id)
      .where(sql`${t.status} in ('shipped', 'delivered') and ${t.shippedOn} is null`),
    check('orders_delivered_after_shipped', sql`${t.deliveredOn} >= ${t.shippedOn}`),
    check(
      'orders_account_type',
      sql`${t.bankAccountType} is null or ${t.bankAccountType} in (${sqlWords(ACCOUNT_TYPES)})`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: identityId(),
    orderId: parentId('order_id', () => orders.id),
    productId: weakRef('product_id', () => products.id),
    productName: text('product_name').notNull(),
    productImageUrl: text('product_image_url'),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
    /**
     * What priced the line, written by checkout (modules/checkout): the product's SKU then, and the
     * percent of the bulk tier that set its unit price ("10.00"; 0 when none applied). Documents,
     * the desk and the export read these, never the product's SKU or tiers now. Null only on lines
     * placed before they were kept whose SKU or tier could not be told (migration 0034).
     */
    sku: text('sku'),
    tierDiscountPercent: numeric('tier_discount_percent', { precision: 5, scale: 2 }),
    /**
     * The line holds units of a product that tracks its stock (product_stock.reserved), from checkout
     * until the order ships (then they leave on hand) or is declined or cancelled (then they return).
     */
    stockReserved: boolean('stock_reserved').notNull().default(false),
    /** The product's tax class when ordered, and the line's tax at every rate together (issue 37). */
    taxClass: text('tax_class', { enum: TAX_CLASSES }).notNull().default('standard'),
    taxAmount: money('tax_amount').notNull().default('0'),
    /** The product was kept at 2–8 °C when ordered (issue 42): it ships on cold-chain days, packed cold. */
    coldChain: boolean('cold_chain').notNull().default(false),
    /** The product was prescription-only when ordered: a return of it is only for the shop's fault (issue 42). */
    prescriptionOnly: boolean('prescription_only').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // Deleting a product sets its order lines' product_id to null: found by this index, not a scan.
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_prices_nonnegative', sql`${t.unitPrice} >= 0 and ${t.totalPrice} >= 0`),
    check('order_items_tier_discount_range', sql`${t.tierDiscountPercent} between 0 and 100`),
    check('order_items_tax_class', sql`${t.taxClass} in (${sqlWords(TAX_CLASSES)})`),
    check('order_items_tax_nonnegative', sql`${t.taxAmount} >= 0`),
  ],
);

/** Every status change: who, when, why (docs/product.md, Orders). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: identityId(),
    orderId: parentId('order_id', () => orders.id),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    changedBy: weakRef('changed_by', () => users.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * How many orders each user has placed. Kept exact by a trigger on `orders`
 * (db/objects/order-counts.sql), so a doctor's order history counts its pages in constant time
 * however many orders they have placed.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    userId: parentKey('user_id', () => users.id),
    count: integer('count').notNull(),
  },
  (t) => [check('order_counts_nonnegative', sql`${t.count} >= 0`)],
);

/**
 * How many orders are in each status, for the admin's badges. Kept exact by a trigger on `orders`
 * (db/objects/order-status-counts.sql). Every new order counts in `pending`, so one row per
 * status would make every checkout wait for the one before it to commit; instead each database
 * connection counts in its own shard (its backend process id modulo 64) and a status's count is the sum of its shards. A shard
 * may go below zero (an order counted in one shard leaves from another); the sum never does.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    status: orderStatus('status').notNull(),
    shard: smallint('shard').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.shard] })],
);

/**
 * How many orders were placed on each day (the shop's calendar, SHOP_TIME_ZONE) in each status: the
 * order desk's count for a range of days without a search is a sum of at most a row per day, status
 * and shard, not a walk of every order in the range. Kept exact by the same trigger as
 * order_status_counts, sharded the same way.
 */
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    day: date('day').notNull(),
    status: orderStatus('status').notNull(),
    shard: smallint('shard').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.shard] })],
);

export const signOffStatus = pgEnum('sign_off_status', SIGN_OFF_STATUSES);

/**
 * An order a practice's member submitted that waits for a sign-off before it goes to the shop (issue
 * 39, docs/decisions/054): a buyer's order of prescription-only products, or one over the member's
 * monthly limit. The submission, card and bank numbers included, is kept only sealed (as an order's
 * card and bank secrets, decision 014) and destroyed once the request is decided; `summary` is what
 * the lists show. Approved, it becomes the order of `order_id`, placed as if submitted then.
 */
export const signOffRequests = pgTable(
  'sign_off_requests',
  {
    id: identityId(),
    practiceId: parentId('practice_id', () => practices.id),
    requestedBy: parentId('requested_by', () => users.id),
    status: signOffStatus('status').notNull().default('pending'),
    reasons: text('reasons').array().notNull(),
    /** The checkout's Idempotency-Key: a retry of the submission answers this request again. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** HMAC of the submitted body, as an order's (decision 013); cleared with the secret. */
    idempotencyHash: text('idempotency_hash'),
    submissionSecret: text('submission_secret'),
    summary: jsonb('summary').$type<SignOffSummary>().notNull(),
    totalAmount: money('total_amount').notNull(),
    createdAt: createdAt(),
    decidedBy: weakRef('decided_by', () => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    orderId: weakRef('order_id', () => orders.id),
  },
  (t) => [
    uniqueIndex('sign_off_requests_user_key').on(t.requestedBy, t.idempotencyKey),
    index('sign_off_requests_practice_idx').on(t.practiceId, t.status, t.createdAt),
    check(
      'sign_off_requests_reasons',
      sql`${t.reasons} <@ array[${sqlWords(SIGN_OFF_REASONS)}]::text[] and cardinality(${t.reasons}) > 0`,
    ),
    check(
      'sign_off_requests_secret_while_pending',
      sql`${t.status} = 'pending' or ${t.submissionSecret} is null`,
    ),
  ],
);

/** What a sign-off request's lists show of it, kept when it is asked. */
export interface SignOffSummary {
  requesterName: string;
  items: { productId: number; productName: string; quantity: number; prescriptionOnly: boolean }[];
}
