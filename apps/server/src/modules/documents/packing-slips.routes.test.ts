import { inArray } from 'drizzle-orm';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { insertProducts } from '../../test/catalog-fixtures';
import { submitAcceptedOrder } from '../../test/order-fixtures';
import { pdfPages } from '@shop/contract/pdf-test-reader';
import { lotTrackedProduct } from '../../test/stock-fixtures';
import { createSignedInTestApp, type SignedInTestApp } from '../../test/test-app';
import { qrMatrix } from './qr-code';

/**
 * Packing slips (issue 22; docs/product.md, Statements and packing slips): an approved order's lines
 * with SKUs, quantities and lots, the shipping address and the order number as a QR code, for admins;
 * never a price.
 */

const t = {} as SignedInTestApp;
let plain = 0;
let lotProduct = 0;
const skus = new Map<number, string>();

beforeAll(async () => {
  Object.assign(t, await createSignedInTestApp());
  const ids = await insertProducts(t.db, [
    { name: 'Packing Cannula 27G', category: 'dermal-fillers', price: '4.25' },
  ]);
  plain = ids['Packing Cannula 27G']!;
  lotProduct = await lotTrackedProduct(
    t,
    [
      { lotNumber: 'PACK-LATE', quantity: 40, expiryDate: '2099-06-30' },
      { lotNumber: 'PACK-SOON', quantity: 2, expiryDate: '2098-01-31' },
    ],
    { name: 'Packing Filler 1 ml', price: '95.00' },
  );
  const rows = await t.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.id, [plain, lotProduct]));
  for (const row of rows) skus.set(row.id, row.sku);
}, 60_000);
afterAll(() => t.close());

const slipOf = (orderId: number, cookie = t.admin) =>
  t.call('GET', `/api/admin/orders/${orderId}/packing-slip.pdf`, cookie);

async function slipText(orderId: number) {
  const res = await slipOf(orderId);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, text: (await pdfPages(res.rawPayload)).join('\n') };
}

const placeOrder = () =>
  submitAcceptedOrder(t.app, t.doctor, [
    { productId: lotProduct, quantity: 5 },
    { productId: plain, quantity: 12 },
  ]);

describe('a packing slip', () => {
  it("prints an approved order's SKUs, quantities, address and suggested lots first expiry first, and no price", async () => {
    const order = await placeOrder();
    expect((await t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin)).statusCode).toBe(200);
    const { res, text } = await slipText(order.id);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${order.orderNumber}.pdf"`,
    );
    expect(text).toContain('Packing slip');
    expect(text).toContain(`Order ${order.orderNumber}`);
    expect(text).toContain(skus.get(lotProduct)!);
    expect(text).toContain(skus.get(plain)!);
    expect(text).toContain('Packing Filler 1 ml');
    expect(text).toMatch(/Units in all\s+17/);
    const { street, city, zipCode } = order.shippingAddress;
    for (const field of [street, city, zipCode]) expect(text).toContain(field!);
    // First expiry first out: the 2 of the sooner lot, then 3 of the later one.
    expect(text).toContain('Pick from lots (first expiry first out):');
    expect(text.indexOf('Lot PACK-SOON, expires 2098-01-31, qty 2')).toBeGreaterThan(-1);
    expect(text.indexOf('Lot PACK-LATE, expires 2099-06-30, qty 3')).toBeGreaterThan(
      text.indexOf('Lot PACK-SOON, expires 2098-01-31, qty 2'),
    );
    expect(text).not.toMatch(/\$|95\.00|4\.25/);
  });

  it('prints the lots an order shipped from once shipped, with its carrier and tracking number', async () => {
    const order = await placeOrder();
    expect((await t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin)).statusCode).toBe(200);
    const ship = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, {
      status: 'shipped',
      carrier: 'Purolator',
      trackingNumber: 'PUR-778899',
      lots: [
        {
          itemId: order.items.find((item) => item.productId === lotProduct)!.id,
          lotNumber: 'PACK-LATE',
          quantity: 5,
        },
      ],
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const { text } = await slipText(order.id);
    expect(text).toContain('Shipped from lots:');
    expect(text).toContain('Lot PACK-LATE, expires 2099-06-30, qty 5');
    expect(text).not.toContain('Pick from lots');
    expect(text).toContain('Purolator');
    expect(text).toContain('PUR-778899');
  });

  it('does not exist for an order not to be packed, nor for anyone but an admin', async () => {
    const pending = await placeOrder();
    const res = await slipOf(pending.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: 'This order has no packing slip: only an approved order is packed',
    });
    const declined = await placeOrder();
    expect(
      (
        await t.call('POST', `/api/admin/orders/${declined.id}/decline`, t.admin, {
          reason: 'Licence could not be verified',
        })
      ).statusCode,
    ).toBe(200);
    expect((await slipOf(declined.id)).statusCode).toBe(404);
    expect((await slipOf(999_999)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/admin/orders/${pending.id}/packing-slip.pdf`)).statusCode).toBe(401);
    expect((await slipOf(pending.id, t.doctor)).statusCode).toBe(403);
  });
});

describe("the packing slip's QR code", () => {
  it('reads back as the order number', () => {
    for (const text of ['MS-2026-4F7K2Q', 'MS-2030-ZZZZZZ']) {
      const matrix = qrMatrix(text);
      // Drawn as a scanner would see it: 4 pixels a module inside a 4-module quiet zone.
      const scale = 4;
      const side = (matrix.size + 8) * scale;
      const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
      for (let y = 0; y < side; y += 1) {
        for (let x = 0; x < side; x += 1) {
          const row = Math.floor(y / scale) - 4;
          const column = Math.floor(x / scale) - 4;
          const inside = row >= 0 && column >= 0 && row < matrix.size && column < matrix.size;
          if (inside && matrix.dark(row, column)) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
        }
      }
      expect(jsQR(pixels, side, side)?.data).toBe(text);
    }
  });
});
