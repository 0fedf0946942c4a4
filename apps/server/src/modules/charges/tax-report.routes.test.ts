import { ADMIN_TAX_REPORT_PATH } from '@shop/contract/charges-schemas';
import { parseCsv } from '@shop/contract/csv-test-reader';
import type { OrderDetail } from '@shop/contract/order-schemas';
import { statementMessages } from '@shop/contract/statements';
import { TAX_REPORT_COLUMNS } from '@shop/contract/tax-report-schemas';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { auditLog } from '../../db/schema/system';
import { MovableClock } from '../../lib/clock';
import { testAppWithProducts } from '../../test/catalog-fixtures';
import { postCanadianCharges } from '../../test/charge-fixtures';
import { doctorSession, shipping, submitOrder } from '../../test/order-fixtures';
import { createSignedInTestApp } from '../../test/test-app';

/**
 * The tax report (issue 37; docs/product.md, Shipping and taxes): per rate and state or province,
 * what the invoices issued in a month charged and the credit notes issued in it credited.
 */

const clock = new MovableClock('2027-03-10T16:00:00Z');
const { t, ids } = testAppWithProducts(
  () => createSignedInTestApp({ clock }),
  [
    { name: 'Report Toxin', category: 'botulinum-toxins', price: '100.00' },
    { name: 'Report Vaccine', category: 'dermal-fillers', price: '40.00' },
  ],
);

const report = (month: string, cookie = t.admin) =>
  t.call('GET', `${ADMIN_TAX_REPORT_PATH}?month=${month}`, cookie);

async function rowsOf(month: string) {
  const res = await report(month);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="tax-report-${month}.csv"`);
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(res.body.slice(1));
  expect(header).toEqual([...TAX_REPORT_COLUMNS]);
  return rows;
}

/** Places 2 toxins (standard) and a vaccine (zero-rated) as a new doctor, shipped to `state`. */
async function place(state: string, exemption?: string) {
  const doctor = await doctorSession(t.db);
  if (exemption) {
    const res = await t.call('PUT', `/api/admin/doctors/${doctor.id}/tax-exemption`, t.admin, {
      certificateNumber: exemption,
      expiresOn: '2999-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await submitOrder(
    t.app,
    doctor.cookie,
    [
      { productId: ids['Report Toxin']!, quantity: 2 },
      { productId: ids['Report Vaccine']!, quantity: 1 },
    ],
    { body: shipping({ state, city: 'Town' }) },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { order: res.json<{ order: OrderDetail }>().order, cookie: doctor.cookie };
}

async function approve(orderId: number, at: string) {
  clock.set(at);
  const res = await t.call('POST', `/api/admin/orders/${orderId}/approve`, t.admin);
  expect(res.statusCode, res.body).toBe(200);
}

async function cancel(placed: { order: OrderDetail; cookie: string }, at: string) {
  clock.set(at);
  const res = await t.call('POST', `/api/orders/${placed.order.id}/cancel`, placed.cookie);
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  await t.db.update(products).set({ taxClass: 'zero' }).where(eq(products.id, ids['Report Vaccine']!));
  t.app.productCache.invalidate();
  await postCanadianCharges(t);
});

describe('GET /api/admin/reports/tax.csv', () => {
  it('sums each rate per province from the invoices and credit notes issued in the month', async () => {
    // Subtotal 240.00 (200.00 standard), shipping 20.00.
    // Ontario: HST 13% on 200.00 + 20.00 = 28.60. Quebec: GST 5% on 220.00 = 11.00, QST 9.975% on 200.00 = 19.95.
    const onMarch = await place('ON');
    await approve(onMarch.order.id, '2027-03-10T16:00:00Z');
    const onMarch2 = await place('Ontario');
    await approve(onMarch2.order.id, '2027-03-31T16:00:00Z');
    const qcMarch = await place('QC');
    await approve(qcMarch.order.id, '2027-03-12T16:00:00Z');
    // Placed in March, approved (invoiced) in April: April's.
    const onApril = await place('ON');
    await approve(onApril.order.id, '2027-04-01T04:30:00Z'); // 00:30 on 1 April in Toronto
    // Never invoiced: pending, declined, cancelled while pending.
    await place('ON');
    const declined = await place('QC');
    clock.set('2027-03-15T16:00:00Z');
    expect(
      (await t.call('POST', `/api/admin/orders/${declined.order.id}/decline`, t.admin, { reason: 'No' }))
        .statusCode,
    ).toBe(200);
    await cancel(await place('ON'), '2027-03-16T16:00:00Z');
    // Exempt: invoiced without taxes, so no row of its own.
    const exempt = await place('ON', 'ON-EX-5');
    await approve(exempt.order.id, '2027-03-20T16:00:00Z');
    // Invoiced in March, credited in April.
    await cancel(qcMarch, '2027-04-02T16:00:00Z');

    expect(await rowsOf('2027-03')).toEqual([
      ['2027-03', 'HST', '13.000', 'CA', 'CA-ON', '440.00', '57.20', '0.00', '0.00', '57.20'],
      ['2027-03', 'GST', '5.000', 'CA', 'CA-QC', '220.00', '11.00', '0.00', '0.00', '11.00'],
      ['2027-03', 'QST', '9.975', 'CA', 'CA-QC', '200.00', '19.95', '0.00', '0.00', '19.95'],
    ]);
    expect(await rowsOf('2027-04')).toEqual([
      ['2027-04', 'HST', '13.000', 'CA', 'CA-ON', '220.00', '28.60', '0.00', '0.00', '28.60'],
      ['2027-04', 'GST', '5.000', 'CA', 'CA-QC', '0.00', '0.00', '220.00', '11.00', '-11.00'],
      ['2027-04', 'QST', '9.975', 'CA', 'CA-QC', '0.00', '0.00', '200.00', '19.95', '-19.95'],
    ]);
    // A month without documents: the header alone.
    expect(await rowsOf('2027-05')).toEqual([]);

    // Each download is audited with its month.
    const audited = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tax_report.export'), sql`${auditLog.details}->>'month' = '2027-05'`));
    expect(audited).toHaveLength(1);
  });

  it('is for admins only: a guest 401, a doctor 403, before the month is read', async () => {
    for (const month of ['2027-03', 'bogus']) {
      expect((await report(month, '')).statusCode).toBe(401);
      expect((await report(month, t.doctor)).statusCode).toBe(403);
    }
  });

  it('refuses a missing or malformed month with the field’s message, recording nothing', async () => {
    const before = await t.db.$count(auditLog, eq(auditLog.action, 'tax_report.export'));
    for (const query of ['', '?month=2027-13', '?month=27-03', '?month=2027-03-01', '?month=2027-03&x=1']) {
      const res = await t.call('GET', `${ADMIN_TAX_REPORT_PATH}${query}`, t.admin);
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ fieldErrors?: Record<string, string[]> }>();
      if (!query.includes('x=1'))
        expect(body.fieldErrors, query).toEqual({ month: [statementMessages.monthInvalid] });
    }
    expect(await t.db.$count(auditLog, eq(auditLog.action, 'tax_report.export'))).toBe(before);
  });
});
