import { randomInt } from 'node:crypto';
import { cardTypeOf, lastFour } from '@shop/contract/card';
import type { OrderSubmission } from '@shop/contract/checkout';
import { ErrorCode } from '@shop/contract/errors';
import { orderMessages } from '@shop/contract/order-messages';
import { formatMoney, fromCents } from '@shop/contract/money';
import {
  CUSTOMER_CANCELLABLE,
  ORDER_STATUS_LABELS,
  canCustomerCancel,
  canTransition,
  type OrderStatus,
} from '@shop/contract/order-status';
import {
  ORDERS_PAGE_SIZE,
  type MaskedBankingInfo,
  type MaskedCardInfo,
  type OrderDetail,
  type OrderItem,
  type OrderPage,
  type OrderSummary,
  type ReorderResponse,
} from '@shop/contract/orders';
import { priceLine } from '@shop/contract/pricing';
import type { Db } from '../../db/client';
import type { PostalAddress } from '../../db/schema/orders';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import type { JsonText } from '../../lib/json-text';
import type { SecretBox } from '../../lib/secret-box';
import type { CurrentUser } from '../auth/session.service';
import { addLinesCapped, readCart } from '../cart/cart.service';
import { getProductsByIds } from '../catalog/products.service';
import { checkoutEligibility } from '../checkout/eligibility.service';
import { queueEmail } from '../email/email.service';
import {
  newOrderNoticeEmail,
  orderCancelledNoticeEmail,
  orderReceivedEmail,
  type OrderEmailFacts,
} from '../email/email.templates';
import {
  findHistoryOf,
  findItemsOf,
  findOrder,
  findOrderByIdempotencyKey,
  findOrderPage,
  insertNewOrder,
  insertStatusChange,
  lockOrder,
  updateOrderStatus,
  type OrderItemRow,
  type OrderRow,
  type StatusUpdateExtras,
} from './orders.repository';

/** What the order rules need besides the database. */
export interface OrderSettings {
  secrets: SecretBox;
  shopName: string;
  /** The shop's inbox: notices of new and cancelled orders. */
  inbox: string;
  currency: string;
}

/** The largest amount numeric(12,2) holds, in cents. */
const MAX_TOTAL_CENTS = 999_999_999_999;

// Without 0/O and 1/I, so a number read out over the phone is never ambiguous.
const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** e.g. MS-2026-4F7K2Q: readable, unique (checked by a unique index), not guessable as a sequence. */
export function newOrderNumber(now = new Date()): string {
  let code = '';
  for (let i = 0; i < 6; i += 1)
    code += ORDER_NUMBER_ALPHABET.charAt(randomInt(ORDER_NUMBER_ALPHABET.length));
  return `MS-${now.getUTCFullYear()}-${code}`;
}

/** Admins do not order; a doctor must be approved (docs/decisions/011-server-side-roles.md). */
function assertMayOrder(user: CurrentUser) {
  if (user.role === 'admin') throw forbidden(orderMessages.adminsDoNotOrder);
  const eligibility = checkoutEligibility(user);
  if (!eligibility.eligible) {
    const code = eligibility.reason === 'APPROVAL_PENDING' ? ErrorCode.approvalPending : ErrorCode.notAllowed;
    throw forbidden(eligibility.message ?? orderMessages.submitFailedFallback, code);
  }
}

const secretContext = (orderNumber: string, what: 'card' | 'bank') => `order:${orderNumber}:${what}`;

// ---------------------------------------------------------------------------------------------
// Reading orders

const iso = (date: Date) => date.toISOString();

type ItemFields = Pick<
  OrderItemRow,
  'id' | 'productId' | 'productName' | 'productImageUrl' | 'quantity' | 'unitPrice' | 'totalPrice'
>;

function toOrderItem(row: ItemFields): OrderItem {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    productImageUrl: row.productImageUrl,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    totalPrice: row.totalPrice,
  };
}

function summaryOf(
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'createdAt' | 'status' | 'totalAmount' | 'paymentMethod'>,
  items: ItemFields[],
): OrderSummary {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: iso(order.createdAt),
    status: order.status,
    totalAmount: order.totalAmount,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    paymentMethod: order.paymentMethod,
    items: items.map(toOrderItem),
    canCancel: canCustomerCancel(order.status),
  };
}

const address = (value: Partial<PostalAddress> | null) => (value ? { ...value } : null);

type DetailRow = Omit<
  OrderRow,
  'idempotencyKey' | 'idempotencyHash' | 'cardSecret' | 'bankSecret' | 'deskJson'
>;
type HistoryRow = Awaited<ReturnType<typeof findHistoryOf>>[number];

/** An order's status changes as screens show them, oldest first. */
export function historyOf(history: HistoryRow[]) {
  return history.map((change) => ({
    status: change.toStatus,
    fromStatus: change.fromStatus,
    at: iso(change.createdAt),
    reason: change.reason,
    by: change.changedByRole,
  }));
}

export function shipmentOf(order: Pick<OrderRow, 'shippingCarrier' | 'trackingNumber'>) {
  return order.shippingCarrier !== null || order.trackingNumber !== null
    ? { carrier: order.shippingCarrier, trackingNumber: order.trackingNumber }
    : null;
}

type PaymentFields = Pick<
  OrderRow,
  | 'cardType'
  | 'cardLast4'
  | 'cardholderName'
  | 'cardExpiryMonth'
  | 'cardExpiryYear'
  | 'bankName'
  | 'bankAccountType'
  | 'bankAccountLast4'
>;

/** The card as a receipt shows it (docs/decisions/014-card-and-bank-data.md). */
export function maskedCardOf(order: PaymentFields): MaskedCardInfo | null {
  return order.cardLast4 && order.cardType
    ? {
        cardType: order.cardType,
        last4: order.cardLast4,
        cardholderName: order.cardholderName ?? '',
        expiryMonth: order.cardExpiryMonth ?? '',
        expiryYear: order.cardExpiryYear ?? '',
      }
    : null;
}

/** The bank account as a receipt shows it: name, type and the account's last 4. */
export function maskedBankOf(order: PaymentFields): MaskedBankingInfo | null {
  return order.bankName && (order.bankAccountType === 'checking' || order.bankAccountType === 'savings')
    ? {
        bankName: order.bankName,
        accountType: order.bankAccountType,
        accountLast4: order.bankAccountLast4 ?? '',
      }
    : null;
}

/** What the doctor may see of an order: no card or bank number, ever. */
function orderDetailOf(order: DetailRow, items: ItemFields[], history: HistoryRow[]): OrderDetail {
  return {
    ...summaryOf(order, items),
    updatedAt: iso(order.updatedAt),
    doctorName: order.doctorName,
    doctorEmail: order.doctorEmail,
    doctorPhone: order.doctorPhone,
    institutionNumber: order.institutionNumber,
    shippingAddress: order.shippingAddress,
    billingAddress: address(order.billingAddress),
    cardInfo: maskedCardOf(order),
    doctorBankingInfo: maskedBankOf(order),
    notes: order.notes,
    declineReason: order.declineReason,
    shipment: shipmentOf(order),
    history: historyOf(history),
  };
}

async function detailOf(db: Db, order: OrderRow): Promise<OrderDetail> {
  const [items, history] = await Promise.all([findItemsOf(db, [order.id]), findHistoryOf(db, order.id)]);
  return orderDetailOf(order, items, history);
}

/** The doctor's own orders, newest first, a page at a time, as JSON text (PostgreSQL writes the orders). */
export async function listOwnOrders(db: Db, userId: number, page: number): Promise<JsonText<OrderPage>> {
  const { orders, totalCount } = await findOrderPage(db, userId, (page - 1) * ORDERS_PAGE_SIZE);
  const paging: Omit<OrderPage, 'orders'> = {
    totalCount,
    currentPage: page,
    totalPages: Math.ceil(totalCount / ORDERS_PAGE_SIZE),
  };
  return `{"orders":${orders},${JSON.stringify(paging).slice(1)}`;
}

/** One of the doctor's own orders; another doctor's order is as unknown as a missing one. */
export async function getOwnOrder(db: Db, userId: number, orderId: number): Promise<OrderDetail> {
  const order = await findOrder(db, orderId, userId);
  if (!order) throw notFound(orderMessages.orderNotFound);
  return detailOf(db, order);
}

// ---------------------------------------------------------------------------------------------
// Placing an order

/** The stored order for this key: the same body replays it, another body is a conflict. */
async function replay(db: Db, userId: number, key: string, bodyHash: string) {
  const existing = await findOrderByIdempotencyKey(db, userId, key);
  if (!existing) return undefined;
  if (existing.idempotencyHash !== bodyHash) throw conflict(orderMessages.idempotencyKeyReused);
  return getOwnOrder(db, userId, existing.id);
}

type Product = Awaited<ReturnType<typeof getProductsByIds>>[number];

/** Every line priced from the database, or the names of the lines that cannot be ordered. */
async function priceLines(db: Db, input: OrderSubmission) {
  const products = await getProductsByIds(
    db,
    input.items.map((item) => item.productId),
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  const unavailable: string[] = [];
  const lines: { product: Product; quantity: number; unitPriceCents: number; lineTotalCents: number }[] = [];
  for (const item of input.items) {
    const product = byId.get(item.productId);
    if (!product) unavailable.push(`product #${item.productId} (no longer sold)`);
    else if (!product.inStock) unavailable.push(`${product.name} (out of stock)`);
    else
      lines.push({
        product,
        quantity: item.quantity,
        ...priceLine(product.price, product.bulkDiscounts, item.quantity),
      });
  }
  return { lines, unavailable };
}

/**
 * Places an order: the server prices every line from the database (docs/decisions/012), stores
 * card and bank numbers sealed (014), and a retry with the same Idempotency-Key returns the first
 * order instead of making another (013). `created` is false for such a replay.
 */
export async function submitOrder(
  db: Db,
  settings: OrderSettings,
  user: CurrentUser,
  idempotencyKey: string,
  input: OrderSubmission,
): Promise<{ created: boolean; order: OrderDetail }> {
  assertMayOrder(user);
  const bodyHash = settings.secrets.keyedHash(JSON.stringify(input));
  const replayed = async () => {
    const first = await replay(db, user.id, idempotencyKey, bodyHash);
    return first ? { created: false, order: first } : undefined;
  };

  const { lines, unavailable } = await priceLines(db, input);
  if (unavailable.length > 0) {
    // A retry of an order placed before the stock ran out still answers with that order.
    const earlier = await replayed();
    if (earlier) return earlier;
    throw conflict(orderMessages.unavailableProducts(unavailable));
  }
  const totalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  if (totalCents > MAX_TOTAL_CENTS) throw conflict(orderMessages.submitFailedFallback);

  const { cardInfo: card, doctorBankingInfo: bank } = input;
  const billing = input.billingSameAsShipping ? input.shippingAddress : input.billingAddress;
  const billingAddress = billing !== undefined && Object.values(billing).some(Boolean) ? billing : null;
  const totalAmount = fromCents(totalCents);

  for (let attempt = 1; ; attempt += 1) {
    const orderNumber = newOrderNumber();
    const values = {
      orderNumber,
      userId: user.id,
      idempotencyKey,
      idempotencyHash: bodyHash,
      totalAmount,
      doctorName: input.doctorName,
      doctorEmail: input.doctorEmail,
      doctorPhone: input.doctorPhone,
      institutionNumber: input.institutionNumber ?? null,
      shippingAddress: input.shippingAddress,
      billingAddress,
      bankName: bank.bankName,
      bankAccountType: bank.accountType,
      bankAccountLast4: lastFour(bank.accountNumber),
      bankSecret: settings.secrets.seal(
        JSON.stringify({ accountNumber: bank.accountNumber, routingNumber: bank.routingNumber }),
        secretContext(orderNumber, 'bank'),
      ),
      cardType: cardTypeOf(card.cardNumber),
      cardLast4: lastFour(card.cardNumber),
      cardholderName: card.cardholderName,
      cardExpiryMonth: card.expiryMonth,
      cardExpiryYear: card.expiryYear,
      cardSecret: settings.secrets.seal(
        JSON.stringify({ cardNumber: card.cardNumber, cvv: card.cvv }),
        secretContext(orderNumber, 'card'),
      ),
      paymentMethod: input.paymentMethod,
      notes: input.notes ?? null,
    };
    const itemValues = lines.map((line) => ({
      productId: line.product.id,
      productName: line.product.name,
      productImageUrl: line.product.imageUrl,
      quantity: line.quantity,
      unitPrice: fromCents(line.unitPriceCents),
      totalPrice: fromCents(line.lineTotalCents),
    }));
    const facts: OrderEmailFacts = {
      orderNumber,
      totalAmount,
      lines: itemValues,
      formatMoney: (amount) => formatMoney(amount, settings.currency),
    };
    const emails = [
      orderReceivedEmail(settings.shopName, user.email, input.doctorName, facts),
      newOrderNoticeEmail(
        settings.shopName,
        settings.inbox,
        { name: input.doctorName, email: user.email },
        facts,
      ),
    ] as const;
    // A Buy Now order leaves the cart as it was.
    const removeFromCart = input.buyNow ? [] : lines.map((line) => line.product.id);
    try {
      const stored = await insertNewOrder(db, values, itemValues, emails, removeFromCart);
      // The answer is built from what was just written: no second read of the new order.
      const lineIds = new Map(stored.lines.map((line) => [line.productId, line.id]));
      const items = itemValues.map((item) => ({ ...item, id: lineIds.get(item.productId) ?? 0 }));
      const row = {
        ...values,
        ...stored,
        status: 'pending' as const,
        declineReason: null,
        shippingCarrier: null,
        trackingNumber: null,
      };
      return {
        created: true,
        order: orderDetailOf(row, items, [
          {
            fromStatus: null,
            toStatus: 'pending',
            reason: null,
            createdAt: stored.createdAt,
            changedByRole: 'doctor',
          },
        ]),
      };
    } catch (err) {
      // This key already made an order (maybe a concurrent request a moment ago): nothing of
      // ours was written; the first order is the answer.
      if (isUniqueViolation(err, 'orders_user_idempotency_key')) {
        const earlier = await replayed();
        if (earlier) return earlier;
        throw err;
      }
      // Two orders drew the same number (about 1 in a billion): draw again.
      if (attempt < 5 && isUniqueViolation(err, 'orders_order_number_key')) continue;
      // An admin deleted one of the products between pricing and writing: nothing was written.
      if (isForeignKeyViolation(err, 'order_items_product_id_products_id_fk')) {
        const ids = lines.map((line) => line.product.id);
        const remaining = new Set((await getProductsByIds(db, ids)).map((product) => product.id));
        const gone = lines
          .filter((line) => !remaining.has(line.product.id))
          .map((line) => `${line.product.name} (no longer sold)`);
        throw conflict(orderMessages.unavailableProducts(gone));
      }
      throw err;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Changing an order

const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status];

export interface StatusChange {
  orderId: number;
  to: OrderStatus;
  /** Who makes the change (recorded in the history). */
  actorId: number;
  reason: string | null;
  /** Only this user's order may change (another user's is a 404). */
  ownerId?: number;
  /** Further limits on the statuses the order may leave, beyond the state machine. */
  allowedFrom?: readonly OrderStatus[];
  /** The 409's text when the order's status does not allow the change. */
  refusal: (current: string) => string;
  extras?: StatusUpdateExtras;
}

export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/**
 * One status change through the state machine, in one transaction: the order's row is locked, so
 * of two concurrent changes exactly one wins and the other sees the new status (a 409). Leaving
 * `pending` destroys the card number and CVC in the same transaction. `after` adds what the change
 * causes (e-mails) to the same transaction.
 */
export async function changeOrderStatus(
  db: Db,
  change: StatusChange,
  after?: (tx: Db, order: LockedOrder) => Promise<void>,
): Promise<LockedOrder> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, change.orderId, change.ownerId);
    if (!order) throw notFound(orderMessages.orderNotFound);
    const allowed =
      canTransition(order.status, change.to) &&
      (change.allowedFrom === undefined || change.allowedFrom.includes(order.status));
    if (!allowed) throw conflict(change.refusal(label(order.status)));
    await updateOrderStatus(tx, order.id, change.to, change.extras);
    await insertStatusChange(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: change.to,
      changedBy: change.actorId,
      reason: change.reason,
    });
    await after?.(tx, order);
    return order;
  });
}

/** The doctor cancels their own order while it is pending or approved; the shop is told. */
export async function cancelOwnOrder(
  db: Db,
  settings: OrderSettings,
  user: CurrentUser,
  orderId: number,
): Promise<OrderDetail> {
  await changeOrderStatus(
    db,
    {
      orderId,
      to: 'cancelled',
      actorId: user.id,
      ownerId: user.id,
      allowedFrom: CUSTOMER_CANCELLABLE,
      reason: orderMessages.cancelReason,
      refusal: orderMessages.cannotCancel,
    },
    (tx, order) =>
      queueEmail(
        tx,
        orderCancelledNoticeEmail(
          settings.shopName,
          settings.inbox,
          { name: order.doctorName, email: user.email },
          order.orderNumber,
          label(order.status).toLowerCase(),
        ),
      ),
  );
  return getOwnOrder(db, user.id, orderId);
}

const skipMessages = {
  deleted: 'This product is no longer sold',
  out_of_stock: 'This product is out of stock',
} as const;

/** The order's still-available products go back into the doctor's cart at the same quantities. */
export async function reorder(db: Db, user: CurrentUser, orderId: number): Promise<ReorderResponse> {
  const order = await findOrder(db, orderId, user.id);
  if (!order) throw notFound(orderMessages.orderNotFound);
  const items = await findItemsOf(db, [order.id]);
  const products = await getProductsByIds(
    db,
    items.flatMap((item) => (item.productId === null ? [] : [item.productId])),
  );
  const byId = new Map(products.map((p) => [p.id, p]));

  const skipped: ReorderResponse['skipped'] = [];
  const wanted: { productId: number; quantity: number; productName: string }[] = [];
  for (const item of items) {
    const product = item.productId === null ? undefined : byId.get(item.productId);
    const reason = !product ? 'deleted' : product.inStock ? undefined : 'out_of_stock';
    if (reason) skipped.push({ productName: item.productName, reason, message: skipMessages[reason] });
    else if (product)
      wanted.push({ productId: product.id, quantity: item.quantity, productName: product.name });
  }

  const owner = { userId: user.id };
  const added = wanted.length > 0 ? await addLinesCapped(db, owner, wanted) : [];
  return {
    added: added.map((line, i) => ({
      productId: line.productId,
      productName: wanted[i]?.productName ?? '',
      quantity: line.added,
      capped: line.capped,
    })),
    skipped,
    cart: await readCart(db, owner),
  };
}
