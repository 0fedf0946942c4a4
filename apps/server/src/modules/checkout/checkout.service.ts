import { randomInt } from 'node:crypto';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { cardTypeOf, lastFour } from '@shop/contract/card';
import type { CheckoutQuote, QuoteInput } from '@shop/contract/charges-schemas';
import type { OrderSubmission } from '@shop/contract/checkout-schemas';
import { ErrorCode } from '@shop/contract/error-schemas';
import { licenceRegistryMessages } from '@shop/contract/licence-registry';
import { fromCents, toCents } from '@shop/contract/money';
import { storedTaxes, type ChargeLine, type Charges } from '@shop/contract/charges';
import { estimatedShipOn, type ShipCalendar } from '@shop/contract/cold-chain';
import { practiceMessages } from '@shop/contract/practice-messages';
import type { SignOffRequest } from '@shop/contract/practice-schemas';
import { checkoutFieldMessages, orderMessages } from '@shop/contract/order-messages';
import type { OrderDetail } from '@shop/contract/order-schemas';
import { priceLine, type LinePrice } from '@shop/contract/pricing';
import { stockMessages } from '@shop/contract/stock-schemas';
import type { Db } from '../../db/client';
import { ownerViewOf } from '../../db/order-views';
import { AppError, badRequest, conflict, forbidden } from '../../lib/app-error';
import {
  isCheckViolation,
  isForeignKeyViolation,
  isTransactionConflict,
  isUniqueViolation,
} from '../../lib/db-errors';
import type { SecretBox } from '../../lib/secret-box';
import type { ChargeRulesCache } from '../../plugins/response-cache';
import type { CurrentUser } from '../../plugins/session-store';
import {
  getCachedProductsByIds,
  getProductsByIds,
  type ProductsByIdCache,
} from '../catalog/products.service';
import type { OrderEmailFacts } from '../email/email.layout';
import { newOrderNoticeEmail, orderReceivedEmail } from '../orders/orders.emails';
import { getOwnOrder, paymentSecretContext } from '../orders/orders.service';
import { availableStock } from '../stock/order-stock.service';
import { findOrderByIdempotencyKey, insertNewOrder } from './checkout.repository';
import { checkoutEligibility } from './eligibility.service';
import { chargesFor } from '../charges/charges.service';
import { onAccountNetDays, type CreditSettings } from '../credit/credit.service';
import { holdForSignOff, signOffReasons } from './sign-off-hold';
import { registryHold } from '../licences/registry.service';

/**
 * Placing an order: who may order, pricing every line from the database, the order number, the
 * idempotent replay, and the one statement that writes it all. What an order looks like afterwards
 * is the orders module's (getOwnOrder).
 */

/** The shop's today and cold-chain days, as the order's estimated ship date reads them. */
const shipCalendar = (settings: CheckoutSettings): ShipCalendar => ({
  today: settings.today(),
  coldChainShipDays: settings.coldChainShipDays,
});

/** What checkout needs besides the database. */
export interface CheckoutSettings {
  secrets: SecretBox;
  shopName: string;
  /** The shop's inbox: notices of new orders. */
  inbox: string;
  currency: string;
  /**
   * The catalogue's products as this process keeps them, emptied on every catalogue change: pricing
   * reads them instead of the database (docs/decisions/026).
   */
  products: ProductsByIdCache;
  /** The shipping zones and tax rates as this process keeps them, emptied whenever one changes. */
  chargeRules: ChargeRulesCache;
  /** The shop's calendar date now (YYYY-MM-DD): a licence lapses on its expiry date. */
  today: () => string;
  /** COLD_CHAIN_SHIP_DAYS: when an order holding a refrigerated line is expected to ship. */
  coldChainShipDays: readonly number[];
  /** The shop's public origin (PUBLIC_URL): the approvals page a sign-off e-mail links to. */
  publicUrl: string;
  /** The shop's calendar, hold threshold and currency: an order on account's credit check (issue 40). */
  credit: CreditSettings;
}

/** What a submission came to: an order (`created` false for a replay), or a request held for a sign-off. */
export type Submitted = { created: boolean; order: OrderDetail } | { held: SignOffRequest };

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
/** The practice an order is placed for: the member's (every doctor's account belongs to one). */
function practiceOf(user: CurrentUser) {
  if (!user.practice) throw forbidden(practiceMessages.noPractice);
  return user.practice.id;
}

/** 400 on `poNumber` when the member's practice asks every order for one and none was given. */
function assertPoNumber(user: CurrentUser, input: OrderSubmission) {
  if (user.practice?.poNumberRequired && input.poNumber === undefined) {
    throw badRequest(checkoutFieldMessages.poNumberRequired, {
      poNumber: [checkoutFieldMessages.poNumberRequired],
    });
  }
}

async function assertMayOrder(db: Db, user: CurrentUser, today: string) {
  if (user.role === 'admin') throw forbidden(orderMessages.adminsDoNotOrder);
  const eligibility = await checkoutEligibility(db, user, today);
  if (!eligibility.eligible) {
    const code =
      eligibility.reason === 'APPROVAL_PENDING'
        ? ErrorCode.approvalPending
        : eligibility.reason === 'LICENSE_EXPIRED'
          ? ErrorCode.licenceExpired
          : ErrorCode.notAllowed;
    throw forbidden(eligibility.message ?? orderMessages.submitFailedFallback, code);
  }
}

/** 403 LICENSE_SUSPENDED when the register's nightly check holds this prescriber's prescription-only ordering. */
async function assertNoRegistryHold(db: Db, userId: number) {
  const held = await registryHold(db, userId);
  if (held) throw forbidden(licenceRegistryMessages.licenceSuspended(held), ErrorCode.licenceSuspended);
}

/**
 * The stored order for this key: the same body replays it, another body is a conflict. Once the
 * order left pending its digest went with the card data (decision 013): no body can be told a retry
 * any more, so the key stays spent and any use of it is a conflict that says where the order is.
 */
async function replay(db: Db, settings: CheckoutSettings, user: CurrentUser, key: string, bodyHash: string) {
  const existing = await findOrderByIdempotencyKey(db, user.id, key);
  if (!existing) return undefined;
  if (existing.idempotencyHash === null) throw conflict(orderMessages.idempotencyKeyDecided);
  if (existing.idempotencyHash !== bodyHash) throw conflict(orderMessages.idempotencyKeyReused);
  return getOwnOrder(db, user, existing.id, shipCalendar(settings));
}

type Product = Awaited<ReturnType<typeof getProductsByIds>>[number];

/** Every line priced from the catalogue, or the names of the lines that cannot be ordered. */
async function priceLines(db: Db, cache: ProductsByIdCache, input: Pick<OrderSubmission, 'items'>) {
  const products = await getCachedProductsByIds(
    db,
    cache,
    input.items.map((item) => item.productId),
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  const unavailable: string[] = [];
  const lines: ({ product: Product; quantity: number } & LinePrice)[] = [];
  for (const item of input.items) {
    const product = byId.get(item.productId);
    if (!product) unavailable.push(`product #${item.productId} (no longer sold)`);
    // A product that tracks its stock is decided when the order commits, which reserves it.
    else if (!product.trackInventory && !product.inStock) unavailable.push(`${product.name} (out of stock)`);
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
 * The 409 for an order that asked more of some product than is available now: the message names
 * each such product with what is left, and each line's quantity says it beside the line. None when
 * every line fits after all.
 */
async function insufficientStock(db: Db, input: OrderSubmission) {
  const available = await availableStock(
    db,
    input.items.map((item) => item.productId),
  );
  const short = input.items.flatMap((item, index) => {
    const stock = available.get(item.productId);
    return stock !== undefined && item.quantity > stock.available ? [{ index, ...stock }] : [];
  });
  if (short.length === 0) return undefined;
  return new AppError(
    409,
    stockMessages.insufficientStock(short),
    ErrorCode.insufficientStock,
    Object.fromEntries(
      short.map((line) => [`items.${line.index}.quantity`, [stockMessages.lineShort(line.available)]]),
    ),
  );
}

/**
 * Places an order: the server prices every line from the catalogue (docs/decisions/012; the
 * products as this process keeps them, emptied on every catalogue change, decision 026), stores
 * card and bank numbers sealed (014), and a retry with the same Idempotency-Key returns the first
 * order instead of making another (013). `created` is false for such a replay. A practice member's
 * order that needs a sign-off (issue 39) is held as a request instead, unless it is being placed
 * because it was signed off (`signedOffBy`, who did).
 */
export async function submitOrder(
  db: Db,
  settings: CheckoutSettings,
  user: CurrentUser,
  idempotencyKey: string,
  input: OrderSubmission,
  options: { signedOffBy?: number } = {},
): Promise<Submitted> {
  await assertMayOrder(db, user, settings.today());
  assertPoNumber(user, input);
  const bodyHash = settings.secrets.keyedHash(JSON.stringify(input));
  const replayed = async () => {
    const first = await replay(db, settings, user, idempotencyKey, bodyHash);
    return first ? { created: false, order: first } : undefined;
  };

  const { lines, unavailable } = await priceLines(db, settings.products, input);
  if (unavailable.length > 0) {
    // A retry of an order placed before the stock ran out still answers with that order.
    const earlier = await replayed();
    if (earlier) return earlier;
    throw conflict(orderMessages.unavailableProducts(unavailable));
  }
  // A prescriber the licence register reported orders no prescription-only product, nor signs one
  // off (issue 43): whoever's licence the order stands on now.
  if (lines.some((line) => line.product.prescriptionOnly)) {
    await assertNoRegistryHold(db, options.signedOffBy ?? user.id);
  }
  const charges = await chargesFor(db, settings.chargeRules, {
    lines: lines.map(chargeLineOf),
    address: input.shippingAddress,
    exemption: user.taxExemption,
    today: settings.today(),
  });
  if (charges.totalCents > MAX_TOTAL_CENTS) throw conflict(orderMessages.submitFailedFallback);
  // The total the checkout page showed (its quote): a zone, rate or price changed since, and the
  // doctor is shown the new one before anything is written. A spec-shaped order sends none.
  if (input.expectedTotal !== undefined && toCents(input.expectedTotal) !== charges.totalCents) {
    const earlier = await replayed();
    if (earlier) return earlier;
    throw new AppError(409, orderMessages.totalChanged, ErrorCode.totalChanged, undefined, {
      quote: quoteOf(charges, lines, shipCalendar(settings)),
    });
  }

  // An order on account the practice cannot take now is refused before anything is held or written;
  // the decision that counts is made again, under the practice's lock, as the order is written.
  const onAccount = input.paymentMethod === 'on_account';
  const creditCheck = (tx: Db, lock: boolean) =>
    onAccountNetDays(tx, practiceOf(user), charges.totalCents, settings.today(), settings.credit, { lock });
  if (onAccount) await creditCheck(db, false);

  if (options.signedOffBy === undefined) {
    const reasons = await signOffReasons(db, user, lines, charges.totalCents);
    if (reasons.length > 0) {
      const held = await holdForSignOff(db, settings, user, {
        idempotencyKey,
        bodyHash,
        input,
        lines,
        totalCents: charges.totalCents,
        reasons,
      });
      if (held !== 'placed') return { held };
      // This attempt was held, then signed off: its order is the answer.
      const earlier = await replayed();
      if (earlier) return earlier;
      throw conflict(orderMessages.idempotencyKeyDecided);
    }
  }

  const billing = input.billingSameAsShipping ? input.shippingAddress : input.billingAddress;
  const billingAddress = billing !== undefined && Object.values(billing).some(Boolean) ? billing : null;
  const totalAmount = fromCents(charges.totalCents);

  for (let attempt = 1; ; attempt += 1) {
    const orderNumber = newOrderNumber();
    const values = {
      orderNumber,
      userId: user.id,
      practiceId: practiceOf(user),
      signedOffBy: options.signedOffBy ?? null,
      idempotencyKey,
      idempotencyHash: bodyHash,
      totalAmount,
      subtotalAmount: fromCents(charges.subtotalCents),
      shippingAmount: fromCents(charges.shippingCents),
      taxAmount: fromCents(charges.taxCents),
      taxes: storedTaxes(charges),
      taxExemptionNumber: charges.taxExemption,
      shipToRegion: charges.area?.subdivision ?? null,
      doctorName: input.doctorName,
      doctorEmail: input.doctorEmail,
      doctorPhone: input.doctorPhone,
      institutionNumber: input.institutionNumber ?? null,
      shippingAddress: input.shippingAddress,
      billingAddress,
      ...paymentColumns(input, orderNumber, settings.secrets),
      paymentMethod: input.paymentMethod,
      notes: input.notes ?? null,
      poNumber: input.poNumber ?? null,
    };
    const itemValues = lines.map((line, index) => ({
      productId: line.product.id,
      productName: line.product.name,
      productImageUrl: line.product.imageUrl,
      quantity: line.quantity,
      unitPrice: fromCents(line.unitPriceCents),
      totalPrice: fromCents(line.lineTotalCents),
      // What priced the line, kept with it: documents print these, not the product's later ones.
      sku: line.product.sku,
      tierDiscountPercent: String(line.tier?.discountPercentage ?? 0),
      taxClass: line.product.taxClass,
      taxAmount: fromCents(charges.lineTaxCents[index] ?? 0),
      coldChain: line.product.coldChain,
      prescriptionOnly: line.product.prescriptionOnly,
    }));
    const facts: OrderEmailFacts = {
      orderNumber,
      lines: itemValues.map(({ productName, quantity, totalPrice }) => ({
        productName,
        quantity,
        totalPrice,
      })),
      charges: {
        subtotal: values.subtotalAmount,
        shipping: values.shippingAmount,
        taxes: values.taxes.map(({ name, rate, amount }) => ({ name, rate, amount })),
        total: totalAmount,
        taxExemption: charges.taxExemption,
      },
      currency: settings.currency,
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
    let stored: Awaited<ReturnType<typeof insertNewOrder>>;
    try {
      // An order on account is written in a transaction that holds the practice's lock from its
      // credit check to its commit; a card order stays the one statement it always was.
      stored = onAccount
        ? await db.transaction(async (tx) => {
            const accountNetDays = await creditCheck(tx, true);
            return insertNewOrder(tx, { ...values, accountNetDays }, itemValues, emails, removeFromCart);
          })
        : await insertNewOrder(db, { ...values, accountNetDays: null }, itemValues, emails, removeFromCart);
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
      // PostgreSQL gave up this order's statement to let a concurrent transaction through (a
      // deadlock): nothing was written, so it is written again. Inside a caller's transaction
      // (the warm-up's) that transaction is spoilt: the error goes up.
      if (attempt < 5 && isTransactionConflict(err) && !(db instanceof PgTransaction)) continue;
      // A line asked for more than is available: nothing was written.
      if (isCheckViolation(err, 'product_stock_reserved_within_on_hand')) {
        const earlier = await replayed();
        if (earlier) return earlier;
        const refusal = await insufficientStock(db, input);
        // Stock returned in the meantime (a cancellation): try again.
        if (refusal === undefined && attempt < 5) continue;
        throw refusal ?? conflict(orderMessages.submitFailedFallback);
      }
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
    // The answer is the order as it was stored, written as every other view of it is.
    return { created: true, order: ownerViewOf(stored, shipCalendar(settings)) };
  }
}

const NO_CARD_OR_BANK = {
  bankName: null,
  bankAccountType: null,
  bankAccountLast4: null,
  bankSecret: null,
  cardType: null,
  cardLast4: null,
  cardholderName: null,
  cardExpiryMonth: null,
  cardExpiryYear: null,
  cardSecret: null,
} as const;

/**
 * What an order keeps of its payment: a card order's bank and card, their numbers sealed
 * (docs/decisions/014); an order on account, nothing (the schema refuses card and bank fields then).
 */
function paymentColumns(input: OrderSubmission, orderNumber: string, secrets: SecretBox) {
  const { cardInfo: card, doctorBankingInfo: bank } = input;
  if (input.paymentMethod === 'on_account' || !card || !bank) return NO_CARD_OR_BANK;
  return {
    bankName: bank.bankName,
    bankAccountType: bank.accountType,
    bankAccountLast4: lastFour(bank.accountNumber),
    bankSecret: secrets.seal(
      JSON.stringify({ accountNumber: bank.accountNumber, routingNumber: bank.routingNumber }),
      paymentSecretContext(orderNumber, 'bank'),
    ),
    cardType: cardTypeOf(card.cardNumber),
    cardLast4: lastFour(card.cardNumber),
    cardholderName: card.cardholderName,
    cardExpiryMonth: card.expiryMonth,
    cardExpiryYear: card.expiryYear,
    cardSecret: secrets.seal(
      JSON.stringify({ cardNumber: card.cardNumber, cvv: card.cvv }),
      paymentSecretContext(orderNumber, 'card'),
    ),
  };
}

/**
 * `POST /api/checkout/quote`: what these lines would cost shipped to this address, priced as
 * submitOrder prices them (the catalogue's prices and tiers, then chargesFor); a line that cannot
 * be ordered is the same 409 as at checkout.
 */
export async function quoteOrder(
  db: Db,
  settings: CheckoutSettings,
  user: CurrentUser,
  input: z.output<typeof QuoteInput>,
): Promise<CheckoutQuote> {
  if (user.role === 'admin') throw forbidden(orderMessages.adminsDoNotOrder);
  const { lines, unavailable } = await priceLines(db, settings.products, input);
  if (unavailable.length > 0) throw conflict(orderMessages.unavailableProducts(unavailable));
  const charges = await chargesFor(db, settings.chargeRules, {
    lines: lines.map(chargeLineOf),
    address: input.shippingAddress,
    exemption: user.taxExemption,
    today: settings.today(),
  });
  return quoteOf(charges, lines, shipCalendar(settings));
}

/** A priced line as charges.ts takes it. */
const chargeLineOf = (line: { lineTotalCents: number; product: Product }): ChargeLine => ({
  lineTotalCents: line.lineTotalCents,
  taxClass: line.product.taxClass,
  coldChain: line.product.coldChain,
});

/**
 * Computed charges as the quote (and a 409 TOTAL_CHANGED) answers them, with the day the order would
 * ship if it holds a cold-chain line.
 */
function quoteOf(
  charges: Charges & { taxExemption: string | null },
  lines: readonly { product: Product }[],
  calendar: ShipCalendar,
): CheckoutQuote {
  const items = lines.map((line) => ({ coldChain: line.product.coldChain }));
  return {
    estimatedShipOn: estimatedShipOn({ items }, calendar),
    subtotal: fromCents(charges.subtotalCents),
    shipping: fromCents(charges.shippingCents),
    taxes: storedTaxes(charges).map(({ name, rate, amount }) => ({ name, rate, amount })),
    total: fromCents(charges.totalCents),
    taxExemption: charges.taxExemption,
  };
}
