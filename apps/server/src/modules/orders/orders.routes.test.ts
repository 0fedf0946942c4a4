import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@shop/contract/error-schemas';
import { checkoutFieldMessages as m, orderMessages } from '@shop/contract/order-messages';
import type { OrderDetail, SubmitOrderResponse } from '@shop/contract/order-schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders';
import { outboxEmails } from '../../db/schema/system';
import { fiveAndTenTiers, insertProducts, testAppWithProducts } from '../../test/catalog-fixtures';
import {
  KNOWN_ACCOUNT,
  KNOWN_CARD,
  KNOWN_CVV,
  KNOWN_ROUTING,
  SEPARATE_BILLING_ADDRESS,
  bank,
  card,
  checkoutDetails,
  doctorSession,
  shipping,
  submitOrder,
} from '../../test/order-fixtures';
import { captureLog, createTestApp, loginAsAdmin } from '../../test/test-app';
import { createSecretBox } from '../../lib/secret-box';
import { queuedEmails } from '../../test/outbox';

const log = captureLog();
// Every log line the server writes, at its most talkative, for the secrets search below.
const { t, ids } = testAppWithProducts(
  () => createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: log.stream }),
  [
    {
      name: 'Botulax 100U',
      category: 'botulinum-toxins',
      price: '400.00',
      tiers: fiveAndTenTiers('10', '15'),
    },
    { name: 'Hyaluron Deep 1ml', category: 'dermal-fillers', price: '129.99' },
    { name: 'Knee Brace Pro', category: 'orthopedic', price: '49.50' },
    { name: 'Sold Out Serum', category: 'dermal-fillers', price: '80.00', inStock: false },
    { name: 'Soon Deleted Gel', category: 'dermal-fillers', price: '12.00' },
  ],
);

const lines = () => [
  { productId: ids['Botulax 100U']!, quantity: 6, price: '0.01' },
  { productId: ids['Hyaluron Deep 1ml']!, quantity: 1, price: '0.01' },
  { productId: ids['Knee Brace Pro']!, quantity: 3, price: '0.01' },
];
// 6 × 360.00 (the 10 % tier) + 129.99 + 3 × 49.50
const SERVER_TOTAL = '2438.49';

async function orderRows() {
  return t.db.select({ id: orders.id }).from(orders);
}

async function addToCart(cookie: string, productId: number, quantity: number) {
  const res = await t.call('POST', '/api/cart', cookie, { productId, quantity });
  expect(res.statusCode).toBe(201);
}

async function cartOf(cookie: string) {
  const res = await t.call('GET', '/api/cart', cookie);
  return res.json<{ productId: number; quantity: number }[]>();
}

describe('POST /api/orders: who may order', () => {
  it('refuses a guest with 401 and writes nothing', async () => {
    const before = (await orderRows()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...checkoutDetails(), items: lines() },
    });
    expect(res.statusCode).toBe(401);
    expect((await orderRows()).length).toBe(before);
  });

  it('refuses a pending doctor with 403 APPROVAL_PENDING', async () => {
    const pending = await doctorSession(t.db, 'pending');
    const res = await submitOrder(t.app, pending.cookie, lines());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: ErrorCode.approvalPending });
    expect(await t.db.select().from(orders).where(eq(orders.userId, pending.id))).toHaveLength(0);
  });

  it('refuses an admin with 403: admins do not place orders', async () => {
    const admin = await loginAsAdmin(t.app);
    const res = await submitOrder(t.app, admin, lines());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: orderMessages.adminsDoNotOrder });
  });
});

describe('POST /api/orders: the server prices the order', () => {
  it('ignores client prices and totals, applies the bulk tier and stores the server figures', async () => {
    const doctor = await doctorSession(t.db);
    const res = await submitOrder(t.app, doctor.cookie, lines(), { body: { totalAmount: '1.00' } });
    expect(res.statusCode).toBe(201);
    const body = res.json<SubmitOrderResponse>();
    expect(body.orderNumber).toMatch(/^MS-\d{4}-[A-HJ-NP-Z2-9]{6}$/);
    expect(body.order).toMatchObject({
      orderNumber: body.orderNumber,
      status: 'pending',
      totalAmount: SERVER_TOTAL,
      itemCount: 10,
      paymentMethod: 'credit_card',
      canCancel: true,
      doctorName: 'Dr. Jane Carter',
      shippingAddress: { street: '100 King St W', country: 'Canada' },
      billingAddress: { street: '100 King St W', country: 'Canada' },
      cardInfo: {
        cardType: 'Visa',
        last4: '6467',
        cardholderName: 'Jane Carter',
        expiryMonth: '12',
      },
      doctorBankingInfo: { bankName: 'First Clinic Bank', accountType: 'checking', accountLast4: '6789' },
      notes: 'Deliver to the back entrance.',
      declineReason: null,
      history: [{ status: 'pending', fromStatus: null, reason: null, by: 'doctor' }],
    });
    expect(body.order.items.map((i) => [i.productName, i.quantity, i.unitPrice, i.totalPrice])).toEqual([
      ['Botulax 100U', 6, '360.00', '2160.00'],
      ['Hyaluron Deep 1ml', 1, '129.99', '129.99'],
      ['Knee Brace Pro', 3, '49.50', '148.50'],
    ]);

    const [stored] = await t.db.select().from(orders).where(eq(orders.orderNumber, body.orderNumber));
    expect(stored).toMatchObject({ totalAmount: SERVER_TOTAL, status: 'pending', userId: doctor.id });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, stored!.id));
    expect(items.map((i) => i.totalPrice)).toEqual(['2160.00', '129.99', '148.50']);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, stored!.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'pending', changedBy: doctor.id }]);
  });

  it('uses the highest tier that fits the quantity', async () => {
    const doctor = await doctorSession(t.db);
    const res = await submitOrder(t.app, doctor.cookie, [{ productId: ids['Botulax 100U']!, quantity: 12 }]);
    expect(res.statusCode).toBe(201);
    // 400.00 × 0.85 = 340.00
    expect(res.json<SubmitOrderResponse>().order).toMatchObject({ totalAmount: '4080.00' });
  });

  it('keeps a separate billing address when the switch is off', async () => {
    const doctor = await doctorSession(t.db);
    const res = await submitOrder(t.app, doctor.cookie, lines(), {
      body: { billingSameAsShipping: false, billingAddress: SEPARATE_BILLING_ADDRESS },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<SubmitOrderResponse>().order.billingAddress).toEqual(SEPARATE_BILLING_ADDRESS);
  });

  it.each([
    ['out of stock', 'Sold Out Serum', 'Sold Out Serum (out of stock)'],
    ['deleted', 'Soon Deleted Gel', 'no longer sold'],
  ])('refuses an %s product with 409 naming it and writes nothing', async (kind, name, expected) => {
    const doctor = await doctorSession(t.db);
    await addToCart(doctor.cookie, ids['Knee Brace Pro']!, 2);
    if (kind === 'deleted') await t.db.delete(products).where(eq(products.id, ids[name]!));
    const mailBefore = (await t.db.select().from(outboxEmails)).length;

    const res = await submitOrder(t.app, doctor.cookie, [
      { productId: ids['Knee Brace Pro']!, quantity: 2 },
      { productId: ids[name]!, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain(expected);
    expect(await t.db.select().from(orders).where(eq(orders.userId, doctor.id))).toHaveLength(0);
    expect((await t.db.select().from(outboxEmails)).length).toBe(mailBefore);
    expect(await cartOf(doctor.cookie)).toMatchObject([{ productId: ids['Knee Brace Pro'], quantity: 2 }]);
  });
});

describe('POST /api/orders: field rules', () => {
  it.each([
    ['doctorName', { doctorName: 'J' }, m.doctorName],
    ['doctorEmail', { doctorEmail: 'nope' }, m.doctorEmail],
    ['doctorPhone', { doctorPhone: '12345' }, m.doctorPhone],
    ['shippingAddress.street', shipping({ street: 'Elm' }), m.street],
    ['shippingAddress.city', shipping({ city: 'X' }), m.city],
    ['shippingAddress.state', shipping({ state: 'O' }), m.state],
    ['shippingAddress.zipCode', shipping({ zipCode: '123' }), m.zipCode],
    ['doctorBankingInfo.bankName', bank({ bankName: 'B' }), m.bankName],
    ['doctorBankingInfo.accountNumber', bank({ accountNumber: '1234567' }), m.accountNumber],
    ['doctorBankingInfo.routingNumber', bank({ routingNumber: '12345678' }), m.routingNumber],
    ['doctorBankingInfo.accountType', bank({ accountType: 'crypto' }), m.accountType],
    ['cardInfo.cardNumber', card({ cardNumber: '4242 4242 4242' }), m.cardNumber],
    ['cardInfo.cardNumber', card({ cardNumber: '4242 4242 4242 4241' }), m.cardNumberInvalid],
    ['cardInfo.expiryMonth', card({ expiryMonth: '1' }), m.expiryMonth],
    ['cardInfo.expiryYear', card({ expiryYear: '28' }), m.expiryYear],
    ['cardInfo.expiryYear', card({ expiryMonth: '01', expiryYear: '2021' }), m.cardExpired],
    ['cardInfo.cvv', card({ cvv: '12' }), m.cvv],
    ['cardInfo.cardholderName', card({ cardholderName: 'J' }), m.cardholderName],
  ])('%s: 400 with its message on the field, nothing written', async (field, override, message) => {
    const doctor = await doctorSession(t.db);
    const res = await submitOrder(t.app, doctor.cookie, lines(), { body: override });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors[field]).toContain(message);
    expect(await t.db.select().from(orders).where(eq(orders.userId, doctor.id))).toHaveLength(0);
  });

  it.each([
    ['a string product id', [{ productId: '3', quantity: 1 }]],
    ['a boolean product id', [{ productId: true, quantity: 1 }]],
    ['an array product id', [{ productId: [3], quantity: 1 }]],
    ['quantity 0', [{ productId: 3, quantity: 0 }]],
    ['quantity 1000', [{ productId: 3, quantity: 1000 }]],
    ['a fractional quantity', [{ productId: 3, quantity: 2.5 }]],
    ['no lines', []],
    ['101 lines', Array.from({ length: 101 }, (_, i) => ({ productId: i + 1, quantity: 1 }))],
    [
      'a repeated product',
      [
        { productId: 3, quantity: 1 },
        { productId: 3, quantity: 1 },
      ],
    ],
  ])('refuses %s with 400', async (_name, items) => {
    const doctor = await doctorSession(t.db);
    const res = await submitOrder(t.app, doctor.cookie, items as { productId: number; quantity: number }[]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('fieldErrors');
  });

  it.each([
    ['missing', null],
    ['not a UUID', 'retry-1'],
  ])('refuses an Idempotency-Key that is %s with 400', async (_name, key) => {
    const doctor = await doctorSession(t.db);
    const res = await submitOrder(t.app, doctor.cookie, lines(), { key });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: orderMessages.idempotencyKeyRequired,
      fieldErrors: { 'Idempotency-Key': [orderMessages.idempotencyKeyRequired] },
    });
  });
});

describe('POST /api/orders: idempotency', () => {
  it('answers a retry with the same key with the first order and writes nothing', async () => {
    const doctor = await doctorSession(t.db);
    const key = randomUUID();
    const first = await submitOrder(t.app, doctor.cookie, lines(), { key });
    const mailAfterFirst = (await t.db.select().from(outboxEmails)).length;
    const retry = await submitOrder(t.app, doctor.cookie, lines(), { key });

    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<SubmitOrderResponse>().orderNumber).toBe(first.json<SubmitOrderResponse>().orderNumber);
    expect(await t.db.select().from(orders).where(eq(orders.userId, doctor.id))).toHaveLength(1);
    expect((await t.db.select().from(outboxEmails)).length).toBe(mailAfterFirst);
  });

  it('refuses the same key with a different body with 409', async () => {
    const doctor = await doctorSession(t.db);
    const key = randomUUID();
    await submitOrder(t.app, doctor.cookie, lines(), { key });
    const other = await submitOrder(t.app, doctor.cookie, lines().slice(0, 1), { key });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: orderMessages.idempotencyKeyReused });
    expect(await t.db.select().from(orders).where(eq(orders.userId, doctor.id))).toHaveLength(1);
  });

  it('forgets the submission’s digest with the card data once the order is decided; the key stays spent', async () => {
    const doctor = await doctorSession(t.db);
    const key = randomUUID();
    const first = await submitOrder(t.app, doctor.cookie, lines(), { key });
    expect(first.statusCode).toBe(201);
    const [placed] = await t.db.select().from(orders).where(eq(orders.userId, doctor.id));
    expect(placed?.idempotencyHash).toMatch(/\S/);
    const cancel = await t.call('POST', `/api/orders/${placed?.id}/cancel`, doctor.cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [decided] = await t.db.select().from(orders).where(eq(orders.userId, doctor.id));
    expect(decided).toMatchObject({ cardSecret: null, bankSecret: null, idempotencyHash: null });

    for (const body of [lines(), lines().slice(0, 1)]) {
      const again = await submitOrder(t.app, doctor.cookie, body, { key });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: orderMessages.idempotencyKeyDecided });
    }
    expect(await t.db.select().from(orders).where(eq(orders.userId, doctor.id))).toHaveLength(1);
  });

  it('keeps one key per doctor: another doctor may use the same key', async () => {
    const key = randomUUID();
    const a = await doctorSession(t.db);
    const b = await doctorSession(t.db);
    expect((await submitOrder(t.app, a.cookie, lines(), { key })).statusCode).toBe(201);
    expect((await submitOrder(t.app, b.cookie, lines(), { key })).statusCode).toBe(201);
  });

  it('creates exactly one order from 50 simultaneous submissions with one key', async () => {
    const doctor = await doctorSession(t.db);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => submitOrder(t.app, doctor.cookie, lines(), { key })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    const numbers = new Set(responses.map((r) => r.json<SubmitOrderResponse>().orderNumber));
    expect(numbers.size).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.userId, doctor.id))).toHaveLength(1);
  });
});

describe('POST /api/orders: the cart', () => {
  it('empties the ordered lines from the cart after a cart checkout', async () => {
    const doctor = await doctorSession(t.db);
    for (const line of lines()) await addToCart(doctor.cookie, line.productId, line.quantity);
    const res = await submitOrder(t.app, doctor.cookie, lines());
    expect(res.statusCode).toBe(201);
    expect(await cartOf(doctor.cookie)).toEqual([]);
  });

  it('leaves the cart as it was after a buy-now order', async () => {
    const doctor = await doctorSession(t.db);
    await addToCart(doctor.cookie, ids['Knee Brace Pro']!, 2);
    const res = await submitOrder(
      t.app,
      doctor.cookie,
      [{ productId: ids['Knee Brace Pro']!, quantity: 1 }],
      {
        body: { buyNow: true },
      },
    );
    expect(res.statusCode).toBe(201);
    expect(await cartOf(doctor.cookie)).toMatchObject([{ productId: ids['Knee Brace Pro'], quantity: 2 }]);
  });
});

describe('POST /api/orders: e-mails', () => {
  it('queues "order received" for the doctor and a notice for the shop, with no payment data', async () => {
    const doctor = await doctorSession(t.db);
    const res = await submitOrder(t.app, doctor.cookie, lines());
    const { orderNumber } = res.json<SubmitOrderResponse>();
    const mail = (await queuedEmails(t.db)).filter((e) => e.subject.includes(orderNumber));
    expect(mail.map((e) => [e.template, e.toAddress])).toEqual([
      ['order-received', doctor.email],
      ['order-received-notice', t.config.supportEmail],
    ]);
    for (const email of mail) {
      expect(email.bodyText).toContain('$2,438.49');
      expect(email.bodyText).not.toContain('6467');
      expect(email.bodyText).not.toContain(KNOWN_ROUTING);
    }
  });
});

describe('card and bank numbers', () => {
  const digits = (value: string) => value.replace(/\D/g, '');
  const secrets = [digits(KNOWN_CARD), KNOWN_CARD, KNOWN_ACCOUNT, KNOWN_ROUTING];

  it('are stored sealed, and appear in no log line, table or doctor-facing response', async () => {
    const doctor = await doctorSession(t.db);
    const submitted = await submitOrder(t.app, doctor.cookie, lines());
    expect(submitted.statusCode).toBe(201);
    const { order } = submitted.json<SubmitOrderResponse>();
    // A failing submission logs its error too: it must not carry the numbers either.
    await submitOrder(t.app, doctor.cookie, [{ productId: ids['Sold Out Serum']!, quantity: 1 }]);
    await submitOrder(t.app, doctor.cookie, lines(), { body: { doctorPhone: '1' } });

    const responses = [
      submitted.body,
      (await t.call('GET', '/api/orders', doctor.cookie)).body,
      (await t.call('GET', `/api/orders/${order.id}`, doctor.cookie)).body,
    ];
    for (const body of responses) {
      for (const secret of secrets) expect(body).not.toContain(secret);
      expect(body).not.toContain(`"${KNOWN_CVV}"`);
      expect(body).not.toMatch(/"(cardNumber|cvv|accountNumber|routingNumber)"/);
    }

    const logText = log.lines.join('');
    expect(logText.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(logText).not.toContain(secret);
    expect(logText).not.toContain(`"${KNOWN_CVV}"`);

    // Every text column of every table (binary image data aside); sealed values, hex hashes, UUIDs
    // (idempotency keys, image names) and timestamps are removed first so that a short CVV cannot
    // match inside random-looking text by chance ("…-987f-…" in a key once did, ".987Z" in a time).
    const columns = await t.rawQuery<{ table_name: string; column_name: string }>(
      "select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'jsonb', 'character varying')",
    );
    let dump = '';
    for (const { table_name, column_name } of columns) {
      const rows = await t.rawQuery<{ v: string | null }>(
        `select "${column_name}"::text as v from "${table_name}"`,
      );
      dump += rows.map((r) => r.v ?? '').join('\n');
    }
    expect(dump).toContain(order.orderNumber);
    const scrubbed = dump
      .replace(/v1\.[\w-]+\.[\w-]+\.[\w-]+/g, '')
      .replace(/\b[0-9a-f]{64}\b/g, '')
      .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '')
      // Order numbers (MS-2026-NB987T): their random letters and digits may hold the CVV's digits.
      .replace(/\b[A-Z]+-\d{4}-[A-Z0-9]+\b/g, '')
      // Timestamps in JSON (audit entries, the desk's copy): "…:56.987Z" is no CVV.
      .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)?/g, '');
    for (const secret of secrets) expect(scrubbed).not.toContain(secret);
    // The CVV as a number of its own (timestamps in e-mail addresses hold every short digit run).
    const cvv = new RegExp(`(?<!\\d)${KNOWN_CVV}(?!\\d)`).exec(scrubbed);
    // Where it was found, should it be: the text around it names the column's kind of value.
    expect(cvv && scrubbed.slice(Math.max(0, cvv.index - 60), cvv.index + 60)).toBeNull();

    // What is stored opens with the shop's key to exactly what was submitted.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const box = createSecretBox(t.config.appSecret);
    const card = JSON.parse(box.open(row!.cardSecret!, `order:${order.orderNumber}:card`)) as unknown;
    const bank = JSON.parse(box.open(row!.bankSecret!, `order:${order.orderNumber}:bank`)) as unknown;
    expect(card).toEqual({ cardNumber: digits(KNOWN_CARD), cvv: KNOWN_CVV });
    expect(bank).toEqual({ accountNumber: KNOWN_ACCOUNT, routingNumber: KNOWN_ROUTING });
  });
});

describe('GET /api/orders/:id', () => {
  it("answers 404 for another doctor's order and for an unknown one", async () => {
    const owner = await doctorSession(t.db);
    const stranger = await doctorSession(t.db);
    const { order } = (await submitOrder(t.app, owner.cookie, lines())).json<SubmitOrderResponse>();
    const foreign = await t.call('GET', `/api/orders/${order.id}`, stranger.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: orderMessages.orderNotFound });
    const unknown = await t.call('GET', '/api/orders/2000000000', owner.cookie);
    expect(unknown.statusCode).toBe(404);
    const mine = await t.call('GET', `/api/orders/${order.id}`, owner.cookie);
    expect(mine.json<OrderDetail>().orderNumber).toBe(order.orderNumber);
  });
});

describe('an order racing the deletion of its product', () => {
  it('is either placed (its line keeps the product copied) or refused with a 409 naming it, never a 500', async () => {
    const admin = await loginAsAdmin(t.app);
    const doctor = await doctorSession(t.db);
    const outcomes = new Set<number>();
    for (let round = 0; round < 8; round += 1) {
      const made = await insertProducts(t.db, [
        { name: `Vanishing Filler ${round}`, category: 'dermal-fillers', price: '90.00' },
      ]);
      const productId = made[`Vanishing Filler ${round}`]!;
      const [order, removal] = await Promise.all([
        submitOrder(t.app, doctor.cookie, [{ productId, quantity: 1 }]),
        t.call('DELETE', `/api/admin/products/${productId}`, admin),
      ]);
      expect(removal.statusCode).toBe(200);
      outcomes.add(order.statusCode);
      if (order.statusCode === 201) {
        const placed = order.json<SubmitOrderResponse>().order;
        expect(placed.items[0]).toMatchObject({ productName: `Vanishing Filler ${round}` });
      } else {
        expect(order.statusCode).toBe(409);
        // Named if it was priced before it went, by its number if it was already gone.
        expect(order.json<{ message: string }>().message).toMatch(
          new RegExp(`Vanishing Filler ${round}|product #${productId}`),
        );
      }
    }
    expect([...outcomes].every((status) => status === 201 || status === 409)).toBe(true);
  });
});
