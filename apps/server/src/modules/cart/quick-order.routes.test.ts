import { MAX_LINE_QUANTITY } from '@shop/contract/limits';
import type { BulkCartLine, BulkCartResponse } from '@shop/contract/cart-schemas';
import type { ApiErrorBody } from '@shop/contract/error-schemas';
import { generalMessages } from '@shop/contract/messages';
import { checkoutMessages } from '@shop/contract/order-messages';
import { CART_BULK_PATH, QUICK_ORDER_MAX_LINES, quickOrderMessages as m } from '@shop/contract/quick-order';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { cartItems, carts } from '../../db/schema/cart';
import { insertProduct } from '../../test/catalog-fixtures';
import { submitAcceptedOrder } from '../../test/order-fixtures';
import { practiceFixtures } from '../../test/practice-fixtures';
import { insertTrackedProduct } from '../../test/stock-fixtures';
import { createAdminTestApp, fileTestApp } from '../../test/test-app';

/**
 * Quick order (issue 41): lines of a code and a quantity pasted or uploaded, each answered on its
 * own; those that pass go to the cart in one step; the text as a whole refused adds nothing.
 */
const t = fileTestApp(() => createAdminTestApp());
const { owner, member } = practiceFixtures(t);

const ids = { filler: 0, toxin: 0, tracked: 0, gone: 0 };
const GTIN = '4006381333931';

beforeAll(async () => {
  const product = (name: string, extra: Partial<typeof products.$inferInsert>) =>
    insertProduct(t.db, { name, category: 'dermal-fillers', price: '50.00' }).then(async (id) => {
      await t.db.update(products).set(extra).where(eq(products.id, id));
      return id;
    });
  ids.filler = await product('Quick Filler 1ml', { sku: 'QO-FILLER', gtin: GTIN });
  ids.toxin = await product('Quick Toxin 100U', { sku: 'QO-TOXIN', prescriptionOnly: true });
  ids.gone = await product('Quick Gone', { sku: 'QO-GONE', inStock: false });
  ids.tracked = await insertTrackedProduct(
    t.db,
    { name: 'Quick Tracked Cannula', category: 'dermal-fillers', price: '10.00' },
    { onHand: 5 },
  );
  await t.db.update(products).set({ sku: 'QO-TRACKED' }).where(eq(products.id, ids.tracked));
});

const bulk = (cookie: string | undefined, text: unknown) => t.call('POST', CART_BULK_PATH, cookie, { text });

async function quickOrder(cookie: string, text: string) {
  const res = await bulk(cookie, text);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BulkCartResponse>();
}

/** The cart's quantities by product, as the database holds them. */
async function cartOf(userId: number) {
  const rows = await t.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.productId, row.quantity]));
}

/** A line's answer, as far as the test names it. */
const answer = (line: Partial<BulkCartLine>): unknown => expect.objectContaining(line);

describe('quick order', () => {
  it('answers each line and adds those that pass in one step, duplicates added up', async () => {
    const doctor = await owner('Quick Order Clinic');
    // A product sold once and deleted since: its code is known as no longer sold.
    const doomed = await insertProduct(t.db, {
      name: 'Quick Retired',
      category: 'dermal-fillers',
      price: '5.00',
    });
    await t.db.update(products).set({ sku: 'QO-RETIRED' }).where(eq(products.id, doomed));
    await submitAcceptedOrder(t.app, doctor.cookie, [{ productId: doomed, quantity: 1 }]);
    expect((await t.call('DELETE', `/api/admin/products/${doomed}`, t.admin)).statusCode).toBe(200);

    const text = [
      'SKU,Quantity',
      'qo-filler\t4',
      '',
      `${GTIN}, 2`,
      'QO-NOPE 3',
      'QO-RETIRED 1',
      'QO-GONE 1',
      'QO-TOXIN 0',
      'QO-TOXIN 2.5',
      'QO-TRACKED 4',
      'QO-TRACKED 2',
      '"QO-TOXIN","3","Quick Toxin 100U"',
    ].join('\r\n');
    const result = await quickOrder(doctor.cookie, text);
    expect(result.lines).toEqual([
      answer({
        line: 2,
        code: 'qo-filler',
        quantity: 4,
        status: 'added',
        productId: ids.filler,
        message: null,
      }),
      answer({ line: 4, code: GTIN, quantity: 2, status: 'added', message: m.addedUp(2) }),
      answer({ line: 5, status: 'refused', productId: null, message: m.unknownCode('QO-NOPE') }),
      answer({ line: 6, status: 'refused', message: m.notSold }),
      answer({ line: 7, status: 'refused', productName: 'Quick Gone', message: m.outOfStock }),
      answer({ line: 8, quantity: null, status: 'refused', message: m.quantity }),
      answer({ line: 9, quantity: null, status: 'refused', message: m.quantity }),
      // 4 + 2 of the cannula are more than the 5 on hand: both lines wait to be fixed.
      answer({ line: 10, status: 'refused', message: m.beyondStock(5) }),
      answer({ line: 11, status: 'refused', message: m.beyondStock(5) }),
      // An owner may order a prescription-only product without a sign-off.
      answer({ line: 12, code: 'QO-TOXIN', quantity: 3, status: 'added', needsSignOff: false }),
    ]);
    expect(result).toMatchObject({ addedCount: 3, refusedCount: 7, message: m.added(3, 7) });
    expect(await cartOf(doctor.id)).toEqual({ [ids.filler]: 6, [ids.toxin]: 3 });
    expect(result.cart.map((line) => [line.productId, line.quantity])).toEqual([
      [ids.filler, 6],
      [ids.toxin, 3],
    ]);

    // Fixed and sent again: the cart's lines grow; what the cart holds counts against the stock.
    const again = await quickOrder(doctor.cookie, 'QO-TRACKED 4\nQO-FILLER 1');
    expect(again.lines.map((line) => line.status)).toEqual(['added', 'added']);
    expect(await cartOf(doctor.id)).toMatchObject({ [ids.filler]: 7, [ids.tracked]: 4 });
    const more = await quickOrder(doctor.cookie, 'QO-TRACKED 2');
    expect(more).toMatchObject({
      addedCount: 0,
      message: m.noneAdded,
      lines: [answer({ status: 'refused', message: m.beyondStock(1) })],
    });
    expect(await cartOf(doctor.id)).toMatchObject({ [ids.tracked]: 4 });
  });

  it('refuses a line that would take the cart’s line past its limit', async () => {
    const doctor = await owner('Quick Limit Clinic');
    await quickOrder(doctor.cookie, `QO-FILLER ${MAX_LINE_QUANTITY - 1}`);
    const over = await quickOrder(doctor.cookie, 'QO-FILLER 2');
    expect(over.lines).toEqual([answer({ status: 'refused', message: m.lineLimit })]);
    expect(await cartOf(doctor.id)).toEqual({ [ids.filler]: MAX_LINE_QUANTITY - 1 });
    const upTo = await quickOrder(doctor.cookie, 'QO-FILLER 1');
    expect(upTo.addedCount).toBe(1);
    expect(await cartOf(doctor.id)).toEqual({ [ids.filler]: MAX_LINE_QUANTITY });
  });

  it('adds a buyer’s prescription-only line and marks it for a prescriber’s sign-off', async () => {
    const doctor = await owner('Quick Buyer Clinic');
    const buyer = await member(doctor);
    const result = await quickOrder(buyer.cookie, 'QO-TOXIN 1\nQO-FILLER 1');
    expect(result.lines).toEqual([
      answer({ status: 'added', needsSignOff: true, message: m.needsSignOff }),
      answer({ status: 'added', needsSignOff: false, message: null }),
    ]);
    expect(await cartOf(buyer.id)).toEqual({ [ids.toxin]: 1, [ids.filler]: 1 });
  });

  it('refuses the text as a whole, adding nothing: empty, not text, over 500 lines or 1 MB', async () => {
    const doctor = await owner('Quick Refused Clinic');
    const cases: [unknown, number, string][] = [
      ['', 400, m.empty],
      ['\n  \n', 400, m.empty],
      ['SKU,Quantity\n', 400, m.empty],
      // The shop refuses a NUL in any request, in its own words.
      ['QO-FILLER 1\u0000', 400, generalMessages.nulCharacter],
      ['QO-FILLER \uFFFD1', 400, m.notText],
      [
        Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, () => 'QO-FILLER 1').join('\n'),
        400,
        m.tooManyLines,
      ],
      [`QO-FILLER 1\n${'x'.repeat(1024 * 1024)}`, 413, m.tooLarge],
      // A body past even the route's limit gets the same words.
      [`QO-FILLER 1\n${'x'.repeat(3 * 1024 * 1024)}`, 413, m.tooLarge],
      [42, 400, m.text],
    ];
    for (const [text, status, message] of cases) {
      const res = await bulk(doctor.cookie, text);
      expect(res.statusCode, String(text).slice(0, 40)).toBe(status);
      expect(res.json<ApiErrorBody>().message).toBe(message);
    }
    // 500 lines are taken.
    const most = await quickOrder(
      doctor.cookie,
      Array.from({ length: QUICK_ORDER_MAX_LINES }, () => 'QO-FILLER 1').join('\n'),
    );
    expect(most.addedCount).toBe(QUICK_ORDER_MAX_LINES);
    expect(await cartOf(doctor.id)).toEqual({ [ids.filler]: QUICK_ORDER_MAX_LINES });
  });

  it('is for doctors who may order: a guest 401, an admin and a bookkeeper 403', async () => {
    const doctor = await owner('Quick Rights Clinic');
    const bookkeeper = await member(doctor, 'bookkeeper');
    expect((await bulk(undefined, 'QO-FILLER 1')).statusCode).toBe(401);
    expect((await bulk(t.admin, 'QO-FILLER 1')).statusCode).toBe(403);
    const refused = await bulk(bookkeeper.cookie, 'QO-FILLER 1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>().message).toBe(checkoutMessages.bookkeeperCannotOrder);
    const held = await t.db
      .select({ id: carts.id })
      .from(carts)
      .where(inArray(carts.userId, [bookkeeper.id]));
    expect(held).toEqual([]);
  });
});
