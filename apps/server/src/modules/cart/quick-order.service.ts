import type { AnsweredLines, BulkCartLine, BulkCartResponse } from '@shop/contract/cart-schemas';
import { MAX_LINE_QUANTITY } from '@shop/contract/limits';
import { checkoutMessages } from '@shop/contract/order-messages';
import { signOffReasonsFor } from '@shop/contract/practice-messages';
import {
  catalogueCode,
  quickOrderMessages as m,
  quickOrderQuantity,
  readQuickOrder,
  type QuickOrderLine,
} from '@shop/contract/quick-order';
import type { Db } from '../../db/client';
import { badRequest, forbidden, payloadTooLarge } from '../../lib/app-error';
import { mayOrder, type CurrentUser } from '../../plugins/session-store';
import { productsByCode } from '../catalog/products.service';
import { availableStock } from '../stock/order-stock.service';
import { addToLines, ensureCartId, findOrderedSkus, listLines } from './cart.repository';
import { readCart } from './cart.service';

type Product = Awaited<ReturnType<typeof productsByCode>>[number];

/** A line read, with the product its code names (when one does) and its quantity (when it is one). */
export interface ReadLine extends QuickOrderLine {
  product: Product | undefined;
  quantityAsked: number | undefined;
}

/**
 * The lines of a submission of codes and quantities (quick order, a supply list's import), each with
 * the product its code names and its quantity when it is a whole number from 1 to `maxQuantity`, and
 * the codes of products no longer sold (ordered before, gone from the catalogue). The text as a whole
 * is refused (400, or 413 over 1 MB) when it is not text, empty, or over 500 lines.
 */
export async function readCodeLines(db: Db, text: string, maxQuantity: number) {
  const { lines: typed, refusal } = readQuickOrder(text);
  if (refusal?.status === 413) throw payloadTooLarge(refusal.message);
  if (refusal) throw badRequest(refusal.message, { text: [refusal.message] });

  const codes = [...new Set(typed.map((line) => catalogueCode(line.code)).filter((code) => code !== ''))];
  const found = await productsByCode(db, codes);
  const byCode = new Map<string, Product>();
  for (const product of found) {
    byCode.set(product.sku, product);
    if (product.gtin) byCode.set(product.gtin, product);
  }
  const lines: ReadLine[] = typed.map((line) => ({
    ...line,
    product: byCode.get(catalogueCode(line.code)),
    quantityAsked: quickOrderQuantity(line.quantity, maxQuantity),
  }));
  const soldBefore = await findOrderedSkus(
    db,
    codes.filter((code) => !byCode.has(code)),
  );
  return { lines, found, soldBefore };
}

/** Why a line's code names no product: none written, none known, or one no longer sold. */
export function codeRefusal(line: ReadLine, soldBefore: ReadonlySet<string>): string | undefined {
  if (line.code === '') return m.noCode;
  if (line.product) return undefined;
  return soldBefore.has(catalogueCode(line.code)) ? m.notSold : m.unknownCode(line.code);
}

/** A line's answer as read (its code, quantity and product), and its refusal with a reason. */
export function lineAnswer(line: ReadLine) {
  const answer = {
    line: line.line,
    code: line.code,
    quantity: line.quantityAsked ?? null,
    productId: line.product?.id ?? null,
    productName: line.product?.name ?? null,
    needsSignOff: false,
  };
  return {
    answer,
    refused: (message: string): BulkCartLine => ({ ...answer, status: 'refused', message }),
  };
}

/**
 * The lines' answers, how many were added and how many refused, and the message that sums them up:
 * `some` when a line was added, `none` when every line was refused.
 */
export function answeredLines(
  answers: BulkCartLine[],
  message: { some: (added: number, refused: number) => string; none: string },
): AnsweredLines {
  const addedCount = answers.filter((answer) => answer.status === 'added').length;
  const refusedCount = answers.length - addedCount;
  return {
    message: addedCount > 0 ? message.some(addedCount, refusedCount) : message.none,
    lines: answers,
    addedCount,
    refusedCount,
  };
}

/**
 * What the lines ask of each product (`counts` of them), added up: the first line that names it and
 * the sum of the whole quantities asked. A line without one is judged on its own.
 */
export function askedByProduct(
  lines: readonly ReadLine[],
  counts: (product: Product) => boolean = () => true,
) {
  const asked = new Map<number, { first: number; quantity: number }>();
  for (const line of lines) {
    if (!line.product || !counts(line.product) || line.quantityAsked === undefined) continue;
    const sum = asked.get(line.product.id);
    if (sum) sum.quantity += line.quantityAsked;
    else asked.set(line.product.id, { first: line.line, quantity: line.quantityAsked });
  }
  return asked;
}

/**
 * Quick order (issue 41, `POST /api/cart/bulk`): each line of `text` is a code (SKU or GTIN) and a
 * quantity, answered on its own; the lines that pass go to the member's cart in one statement,
 * those of one product added up. A line is refused for an unknown code, a product no longer sold or
 * out of stock, a quantity that is not a whole number from 1 to the line limit, or one that with
 * the cart's line passes the limit or what is available. A buyer's prescription-only product is
 * added and marked: the order waits for a prescriber's sign-off. The text as a whole is refused (400,
 * or 413 over 1 MB; nothing added) when it is not text, empty, or over 500 lines; a bookkeeper gets
 * 403.
 */
export async function addQuickOrder(db: Db, user: CurrentUser, text: string): Promise<BulkCartResponse> {
  if (!mayOrder(user)) throw forbidden(checkoutMessages.bookkeeperCannotOrder);
  const { lines, found, soldBefore } = await readCodeLines(db, text, MAX_LINE_QUANTITY);
  const stock = await availableStock(
    db,
    found.map((product) => product.id),
  );
  const signOff = (product: Product) =>
    user.practice != null &&
    signOffReasonsFor(
      { role: user.practice.role, monthlyLimitCents: null, spentThisMonthCents: 0 },
      [product],
      0,
    ).includes('prescription-only');

  return db.transaction(async (tx) => {
    const owner = { userId: user.id };
    const cartId = await ensureCartId(tx, owner);
    const held = new Map((await listLines(tx, cartId)).map((line) => [line.productId, line.quantity]));
    const answers = judgeLines(lines, soldBefore, held, (id) => stock.get(id)?.available, signOff);
    const toAdd = new Map<number, number>();
    for (const [index, answer] of answers.entries()) {
      const asked = lines[index]?.quantityAsked;
      if (answer.status === 'added' && answer.productId !== null && asked !== undefined)
        toAdd.set(answer.productId, (toAdd.get(answer.productId) ?? 0) + asked);
    }
    if (toAdd.size > 0) {
      const rows = [...toAdd].map(([productId, quantity]) => ({ productId, quantity }));
      await addToLines(tx, cartId, rows, MAX_LINE_QUANTITY, 'cap');
    }
    return {
      ...answeredLines(answers, { some: m.added, none: m.noneAdded }),
      cart: await readCart(tx, owner),
    };
  });
}

/**
 * Each line's answer. A line with a code and a quantity is judged with the other lines of its
 * product: their quantities added up to what the cart's line holds, against the line limit and
 * what is available; they are added or refused together, the later ones saying which line they
 * were added up with.
 */
function judgeLines(
  lines: readonly ReadLine[],
  soldBefore: ReadonlySet<string>,
  held: ReadonlyMap<number, number>,
  availableOf: (productId: number) => number | undefined,
  needsSignOff: (product: Product) => boolean,
): BulkCartLine[] {
  const asked = askedByProduct(lines, (product) => product.inStock);
  return lines.map((line): BulkCartLine => {
    const { product } = line;
    const { answer, refused } = lineAnswer(line);
    const unknown = codeRefusal(line, soldBefore);
    if (unknown || !product) return refused(unknown ?? m.noCode);
    if (!product.inStock) return refused(m.outOfStock);
    const group = asked.get(product.id);
    if (line.quantityAsked === undefined || !group) return refused(m.quantity);
    const holding = held.get(product.id) ?? 0;
    if (holding + group.quantity > MAX_LINE_QUANTITY) return refused(m.lineLimit);
    const available = availableOf(product.id);
    if (available !== undefined && holding + group.quantity > available)
      return refused(m.beyondStock(Math.max(0, available - holding)));
    const signOff = needsSignOff(product);
    const note = group.first !== line.line ? m.addedUp(group.first) : signOff ? m.needsSignOff : null;
    return { ...answer, status: 'added', message: note, needsSignOff: signOff };
  });
}
