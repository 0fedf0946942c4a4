import type { AdminOrderDetail } from '@shop/contract/admin-order-schemas';
import { ADMIN_ORDERS_EXPORT_PATH } from '@shop/contract/order-csv';
import type { OrderDetail } from '@shop/contract/order-schemas';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema/orders';
import { testAppWithFillerAndCannula } from '../../test/catalog-fixtures';
import { parseCsv } from '@shop/contract/csv-test-reader';
import { submitAcceptedOrder } from '../../test/order-fixtures';
import { pdfPages } from '@shop/contract/pdf-test-reader';
import { createSignedInTestApp } from '../../test/test-app';

/**
 * An order line keeps what priced it: checkout writes the product's SKU and the bulk tier's percent
 * with the line, and the invoice, the credit note, the packing slip, the export and every view of the
 * order show those, whatever the admin changes on the product afterwards.
 */

const { t, names, skus, filler, cannula } = testAppWithFillerAndCannula(() => createSignedInTestApp(), {
  filler: 'Kept Filler 1 ml',
  cannula: 'Kept Cannula 25G',
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, body?: object) {
  const res = await t.call(method, url, cookie, body);
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res;
}

const pdfText = async (url: string, cookie = t.admin) =>
  (await pdfPages((await call('GET', url, cookie)).rawPayload)).join('\n');

describe('an order line', () => {
  it('is written with the SKU and the tier that priced it', async () => {
    const order = await submitAcceptedOrder(t.app, t.doctor, [
      { productId: filler(), quantity: 10 },
      { productId: cannula(), quantity: 4 },
    ]);
    const stored = await t.db
      .select({ sku: orderItems.sku, tier: orderItems.tierDiscountPercent, unitPrice: orderItems.unitPrice })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    expect(stored).toEqual([
      { sku: skus[names.filler], tier: '10.00', unitPrice: '108.00' },
      { sku: skus[names.cannula], tier: '0.00', unitPrice: '3.50' },
    ]);
    expect(order.items.map(({ sku, tierDiscountPercent }) => ({ sku, tierDiscountPercent }))).toEqual([
      { sku: skus[names.filler], tierDiscountPercent: '10.00' },
      { sku: skus[names.cannula], tierDiscountPercent: '0.00' },
    ]);
  });

  it("keeps them on every document and in the export after the admin changes the products' SKUs and tiers", async () => {
    const order = await submitAcceptedOrder(t.app, t.doctor, [
      { productId: filler(), quantity: 10 },
      { productId: cannula(), quantity: 4 },
    ]);
    // Before approval, which issues the invoice: new SKUs, the filler's 10% tier now 20%, and a
    // tier for the cannula that would price its 4 at half.
    await call('PATCH', `/api/admin/products/${filler()}`, t.admin, { sku: 'FILLER-RENAMED' });
    await call('PATCH', `/api/admin/products/${cannula()}`, t.admin, { sku: 'CANNULA-RENAMED' });
    await call('PUT', `/api/admin/products/${filler()}/tiers`, t.admin, {
      tiers: [{ minQuantity: 10, maxQuantity: null, discountPercentage: 20 }],
    });
    await call('PUT', `/api/admin/products/${cannula()}/tiers`, t.admin, {
      tiers: [{ minQuantity: 2, maxQuantity: null, discountPercentage: 50 }],
    });

    const approved = (
      await call('POST', `/api/admin/orders/${order.id}/approve`, t.admin)
    ).json<AdminOrderDetail>();
    const soldAs = (text: string) => {
      expect(text).toContain(skus[names.filler]);
      expect(text).toContain(skus[names.cannula]);
      expect(text).not.toContain('RENAMED');
    };

    const invoice = await pdfText(`/api/orders/${order.id}/invoice.pdf`, t.doctor);
    expect(invoice).toContain(approved.invoiceNumber!);
    soldAs(invoice);
    expect(invoice).toMatch(/Kept Filler 1 ml 10 \$108\.00 10% \$1,080\.00/);
    expect(invoice).toMatch(/Kept Cannula 25G 4 \$3\.50 — \$14\.00/);

    const slip = await pdfText(`/api/admin/orders/${order.id}/packing-slip.pdf`);
    soldAs(slip);

    const csv = parseCsv(
      (await call('GET', `${ADMIN_ORDERS_EXPORT_PATH}?search=${order.orderNumber}`, t.admin)).body.slice(1),
    );
    expect(csv.slice(1).map((row) => [row[0], row[7], row[8]])).toEqual([
      [order.orderNumber, skus[names.filler], 'Kept Filler 1 ml'],
      [order.orderNumber, skus[names.cannula], 'Kept Cannula 25G'],
    ]);

    const cancelled = (await call('POST', `/api/orders/${order.id}/cancel`, t.doctor)).json<OrderDetail>();
    const creditNote = await pdfText(`/api/admin/orders/${order.id}/credit-note.pdf`);
    expect(creditNote).toContain(cancelled.creditNoteNumber!);
    soldAs(creditNote);
    expect(creditNote).toMatch(/Kept Filler 1 ml 10 \$108\.00 10% \$1,080\.00/);

    // The order's views too: the doctor's and the desk's.
    const kept = [
      { sku: skus[names.filler], tierDiscountPercent: '10.00' },
      { sku: skus[names.cannula], tierDiscountPercent: '0.00' },
    ];
    const pick = (items: OrderDetail['items']) =>
      items.map(({ sku, tierDiscountPercent }) => ({ sku, tierDiscountPercent }));
    expect(pick(cancelled.items)).toEqual(kept);
    const desk = (await call('GET', `/api/admin/orders/${order.id}`, t.admin)).json<AdminOrderDetail>();
    expect(pick(desk.items)).toEqual(kept);
  });
});
