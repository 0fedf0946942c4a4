import { checkoutFieldMessages as m } from '@shop/contract/order-messages';
import type { SubmitOrderResponse } from '@shop/contract/order-schemas';
import { refusedLines } from '@shop/contract/checkout-fixture';
import { textMessages } from '@shop/contract/text';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema/orders';
import { testAppWithProducts } from '../../test/catalog-fixtures';
import { bank, card, doctorSession, shipping, submitOrder } from '../../test/order-fixtures';
import { createTestApp } from '../../test/test-app';

/**
 * What `POST /api/orders` takes, through the whole app: the lines in the specification's shape, the
 * card and bank rules by card type (decision 029), and text that is not well-formed or turns its
 * direction. Every refusal is a 400 naming its field, and writes nothing.
 */

const { t, ids } = testAppWithProducts(createTestApp, [
  { name: 'Input Botulax 100U', category: 'botulinum-toxins', price: '400.00' },
  { name: 'Input Hyaluron 1ml', category: 'dermal-fillers', price: '129.99' },
]);

const botulax = () => ids['Input Botulax 100U']!;
const hyaluron = () => ids['Input Hyaluron 1ml']!;
const lines = () => [{ productId: botulax(), quantity: 1 }];

async function ordersOf(userId: number) {
  return t.db.select().from(orders).where(eq(orders.userId, userId));
}

/** Submits `body` over the checkout fixture: 400, its field's messages, and no order written. */
async function expectRefused(body: Record<string, unknown>, field: string, message: string) {
  const doctor = await doctorSession(t.db);
  const res = await submitOrder(t.app, doctor.cookie, lines(), { body });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors[field]).toContain(message);
  expect(await ordersOf(doctor.id)).toHaveLength(0);
}

/** An it.each case of expectRefused: named by its first element, then its body, field and message. */
const refuses = (_name: string, body: Record<string, unknown>, field: string, message: string) =>
  expectRefused(body, field, message);

describe("an order's lines", () => {
  it("places an order whose lines name the product as `product`, the specification's field", async () => {
    const doctor = await doctorSession(t.db);
    const res = await submitOrder(t.app, doctor.cookie, [], {
      body: {
        items: [
          { product: botulax(), quantity: 2, price: '400.00' },
          { product: hyaluron(), quantity: 1, price: '129.99' },
        ],
        totalAmount: '929.99',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json<SubmitOrderResponse>();
    expect(order.totalAmount).toBe('929.99');
    const stored = await t.db
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(stored).toEqual(
      expect.arrayContaining([
        { productId: botulax(), quantity: 2 },
        { productId: hyaluron(), quantity: 1 },
      ]),
    );
  });

  it.each(refusedLines(1))(
    'refuses a line with %s: 400 on the field, nothing written',
    async (_name, line, field, message) => {
      await expectRefused({ items: [line] }, field, message);
    },
  );
});

describe('card and bank rules by card type (decision 029)', () => {
  it('places an order paid by an American Express card: 15 digits, a 4-digit CVV', async () => {
    const doctor = await doctorSession(t.db);
    const res = await submitOrder(t.app, doctor.cookie, lines(), {
      body: card({ cardNumber: '3782 822463 10005', cvv: '4321' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ordersOf(doctor.id);
    expect(row).toMatchObject({ cardType: 'American Express', cardLast4: '0005' });
  });

  it.each([
    [
      'an American Express number of 16 digits',
      card({ cardNumber: '3782822463100051', cvv: '4321' }),
      'cardInfo.cardNumber',
      m.cardNumberAmex,
    ],
    [
      'an American Express card with a 3-digit CVV',
      card({ cardNumber: '378282246310005', cvv: '432' }),
      'cardInfo.cvv',
      m.cvvAmex,
    ],
    ['a Visa card with a 4-digit CVV', card({ cvv: '9876' }), 'cardInfo.cvv', m.cvvThreeDigits],
    [
      'a card number of zeros only',
      card({ cardNumber: '0000 0000 0000 0000' }),
      'cardInfo.cardNumber',
      m.cardNumberInvalid,
    ],
    [
      'an expiry year 21 years ahead',
      card({ expiryYear: String(new Date().getUTCFullYear() + 21) }),
      'cardInfo.expiryYear',
      m.expiryTooFar(20),
    ],
    [
      'a routing number failing its checksum',
      bank({ routingNumber: '021000022' }),
      'doctorBankingInfo.routingNumber',
      m.routingNumberInvalid,
    ],
  ])('refuses %s: 400 on the field, nothing written', refuses);
});

describe('text that is not well-formed, or turns its direction', () => {
  it.each([
    [
      'a lone surrogate in the shipping street',
      shipping({ street: '100 King St \ud800W' }),
      'shippingAddress.street',
      textMessages.illFormed,
    ],
    ['a lone surrogate in the notes', { notes: 'Back entrance \udc00' }, 'notes', textMessages.illFormed],
    [
      'a lone surrogate in a field the server ignores',
      { totalAmount: '1\ud800' },
      'totalAmount',
      textMessages.illFormed,
    ],
    [
      'a bidirectional override in the doctor name',
      { doctorName: 'Dr. \u202Eenaj Carter' },
      'doctorName',
      textMessages.directionControl,
    ],
    [
      'a bidirectional override in the notes, which may hold several lines',
      { notes: 'Back entrance.\nAsk for \u202Eenaj' },
      'notes',
      textMessages.directionControl,
    ],
    [
      'a bidirectional isolate in the cardholder name',
      card({ cardholderName: 'Jane \u2066Carter' }),
      'cardInfo.cardholderName',
      textMessages.directionControl,
    ],
  ])('refuses %s: 400 on the field, nothing written', refuses);
});
