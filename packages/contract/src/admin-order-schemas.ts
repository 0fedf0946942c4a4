import { z } from 'zod';
import { adminOrderMessages } from './admin-messages';
import { isIsoDate } from './auth-schemas';
import { checkDayRange, dayRangeFields, dayRangeMessages, pagedList, pageParam } from './common-schemas';
import { ORDER_STATUSES } from './order-status';
import {
  MaskedBankingInfo,
  MaskedCardInfo,
  OrderDetail,
  OrderStatusChange,
  OrderStatusSchema,
} from './order-schemas';
import { ShipLots, stockMessages } from './stock-schemas';
import { lineText, reasonBody, text } from './text-field-schemas';
import { wholeNumberParam } from './url-param-schemas';

/**
 * The admin's order desk (docs/product.md, Admin order desk): every order, filtered and searched, a
 * page at a time; the decisions that move an order through the state machine.
 */

export const ADMIN_ORDERS_PAGE_SIZE = 50;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;
export const ADMIN_ORDER_SEARCH_MAX = 100;
/** What the dashboard's Decline button records (its quick path has no reason box). */
export const DEFAULT_DECLINE_REASON = 'Declined by admin';
export const DECLINE_REASON_MAX = 500;
export const SHIPMENT_FIELD_MAX = 100;

/** The time zone whose calendar days the desk's date range means (the newsletter export's too). */
export const SHOP_TIME_ZONE = 'UTC';

export const ADMIN_ORDER_SORTS = ['date', 'total'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const adminOrderQueryMessages = {
  ...dayRangeMessages,
  sort: `Sort must be one of: ${ADMIN_ORDER_SORTS.join(', ')}`,
  dir: `Dir must be one of: ${SORT_DIRECTIONS.join(', ')}`,
} as const;

/** Any part of the order number, the doctor's name or e-mail. */
const searchParam = z
  .string()
  .trim()
  .max(ADMIN_ORDER_SEARCH_MAX, `Search must be at most ${ADMIN_ORDER_SEARCH_MAX} characters`)
  .optional();

/** The review queue's query (`GET /api/admin/pending-orders`): a search and a page. */
export const AdminOrderQueueQuery = z
  .object({
    search: searchParam,
    page: pageParam(),
    limit: wholeNumberParam('Limit', { min: 1, max: ADMIN_ORDERS_MAX_PAGE_SIZE }).default(
      ADMIN_ORDERS_PAGE_SIZE,
    ),
  })
  .strict();
export type AdminOrderQueueQuery = z.infer<typeof AdminOrderQueueQuery>;

/** The desk's filters: a status, the days placed from `from` to `to` (inclusive, in the shop's calendar). */
const orderFilterFields = {
  status: OrderStatusSchema.optional(),
  ...dayRangeFields,
};

/**
 * The desk's list (`GET /api/admin/orders`): its filters, sorted by date or total (newest first by
 * default), searched, a page at a time.
 */
export const AdminOrderListQuery = AdminOrderQueueQuery.extend({
  ...orderFilterFields,
  sort: z.enum(ADMIN_ORDER_SORTS, adminOrderQueryMessages.sort).default('date'),
  dir: z.enum(SORT_DIRECTIONS, adminOrderQueryMessages.dir).default('desc'),
})
  .strict()
  .superRefine(checkDayRange);
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

/**
 * The orders export (`GET /api/admin/orders/export.csv`, order-csv.ts): the desk's filters and
 * search, meaning what they mean on the desk; every match, so no sort or page.
 */
export const AdminOrderExportQuery = z
  .object({ search: searchParam, ...orderFilterFields })
  .strict()
  .superRefine(checkDayRange);
export type AdminOrderExportQuery = z.infer<typeof AdminOrderExportQuery>;

/**
 * The card as the admin sees it. `cardNumber` and `cvv` are filled only in one order's detail while
 * it is pending (the admin charges the card by hand); null once destroyed or in a list
 * (docs/decisions/014-card-and-bank-data.md).
 */
export const AdminCardInfo = MaskedCardInfo.extend({
  cardNumber: z.string().nullable(),
  cvv: z.string().nullable(),
});
export type AdminCardInfo = z.infer<typeof AdminCardInfo>;

export const AdminBankingInfo = MaskedBankingInfo.extend({
  accountNumber: z.string().nullable(),
  routingNumber: z.string().nullable(),
});
export type AdminBankingInfo = z.infer<typeof AdminBankingInfo>;

/** An order as the desk lists it: the doctor's view of it, with the admin's payment fields. */
export const AdminOrder = OrderDetail.omit({ canCancel: true, history: true, estimatedShipOn: true }).extend({
  cardInfo: AdminCardInfo.nullable(),
  doctorBankingInfo: AdminBankingInfo.nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrderDetail = AdminOrder.extend({ history: z.array(OrderStatusChange) });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const AdminOrderPage = pagedList('orders', AdminOrder).extend({ limit: z.number().int() });
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

/** How many orders are in each status, and in all: the dashboard's badges. */
export const OrderCounts = z.object({
  total: z.number().int(),
  byStatus: z.object(
    Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number().int()])) as Record<
      (typeof ORDER_STATUSES)[number],
      z.ZodNumber
    >,
  ),
});
export type OrderCounts = z.infer<typeof OrderCounts>;

/** An optional field; `line` for one line (a carrier, a tracking number). */
const optionalText = (label: string, max: number, kind: 'text' | 'line' = 'text') =>
  (kind === 'line' ? lineText : text)(`${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const declineReasonRequired = 'Please enter a reason for declining this order';

export const DeclineOrderBody = reasonBody(declineReasonRequired, DECLINE_REASON_MAX);
export type DeclineOrderBody = z.infer<typeof DeclineOrderBody>;

/**
 * The dashboard's status change: a decline without a reason records DEFAULT_DECLINE_REASON; a
 * shipment may name the lots its lot-tracked lines leave from (issue 19; the rest first expiry first out);
 * a delivery may give its day.
 */
export const OrderStatusUpdate = z
  .object({
    status: OrderStatusSchema,
    declineReason: optionalText('The decline reason', DECLINE_REASON_MAX),
    carrier: optionalText('The carrier', SHIPMENT_FIELD_MAX, 'line'),
    trackingNumber: optionalText('The tracking number', SHIPMENT_FIELD_MAX, 'line'),
    lots: ShipLots.optional(),
    /** The day a delivery happened (issue 42): not before the order shipped, not after today; today if left out. */
    deliveredOn: z
      .string({ error: adminOrderMessages.deliveredOnFormat })
      .trim()
      .refine(isIsoDate, adminOrderMessages.deliveredOnFormat)
      .optional(),
    /** A shipment of refrigerated products on a day that is not a cold-chain day, confirmed (issue 42). */
    coldChainConfirmed: z.boolean(adminOrderMessages.coldChainConfirmedFormat).optional(),
  })
  .strict()
  .refine((update) => update.lots === undefined || update.status === 'shipped', {
    message: stockMessages.shipLotsOnlyWhenShipping,
    path: ['lots'],
  })
  .refine((update) => update.coldChainConfirmed === undefined || update.status === 'shipped', {
    message: adminOrderMessages.coldChainConfirmedOnlyWhenShipping,
    path: ['coldChainConfirmed'],
  })
  .refine((update) => update.deliveredOn === undefined || update.status === 'delivered', {
    message: adminOrderMessages.deliveredOnOnlyWhenDelivering,
    path: ['deliveredOn'],
  });
export type OrderStatusUpdate = z.input<typeof OrderStatusUpdate>;
