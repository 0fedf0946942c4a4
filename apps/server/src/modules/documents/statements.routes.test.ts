import type { AdminOrderDetail } from '@shop/contract/admin-order-schemas';
import type { OrderDetail } from '@shop/contract/order-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { MovableClock } from '../../lib/clock';
import { insertProducts } from '../../test/catalog-fixtures';
import { doctorSession, submitAcceptedOrder } from '../../test/order-fixtures';
import { pdfPages } from '@shop/contract/pdf-test-reader';
import { createSignedInTestApp, type SignedInTestApp } from '../../test/test-app';

/**
 * Monthly statements (issue 22; docs/product.md, Statements and packing slips): every invoice and
 * credit note of one doctor's month in the shop's calendar, with its totals, read back from the PDF;
 * the doctor's own only, any doctor's for an admin.
 */

// Noon in the shop's calendar (America/Toronto).
const clock = new MovableClock('2025-03-10T16:00:00Z');
const t = {} as SignedInTestApp;
let doctor: Awaited<ReturnType<typeof doctorSession>>;
let productId = 0;

beforeAll(async () => {
  Object.assign(t, await createSignedInTestApp({ clock }));
  doctor = await doctorSession(t.db);
  const ids = await insertProducts(t.db, [
    { name: 'Statement Filler 1 ml', category: 'dermal-fillers', price: '100.00' },
  ]);
  productId = ids['Statement Filler 1 ml']!;
}, 60_000);
afterAll(() => t.close());

/** An order of `quantity` fillers at 100.00 by the statement's doctor. */
const placeOrder = (quantity: number, cookie = doctor.cookie) =>
  submitAcceptedOrder(t.app, cookie, [{ productId, quantity }]);

async function approve(orderId: number) {
  const res = await t.call('POST', `/api/admin/orders/${orderId}/approve`, t.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderDetail>().invoiceNumber!;
}

async function statementText(url: string, cookie: string) {
  const res = await t.call('GET', url, cookie);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('private, no-store');
  return { res, text: (await pdfPages(res.rawPayload)).join('\n') };
}

describe('a monthly statement', () => {
  const march: { invoices: string[]; creditNote: string; orders: string[] } = {
    invoices: [],
    creditNote: '',
    orders: [],
  };
  let aprilInvoice = '';

  beforeAll(async () => {
    clock.set('2025-03-10T16:00:00Z');
    const first = await placeOrder(3); // 300.00
    const second = await placeOrder(2); // 200.00, cancelled after its invoice
    march.orders = [first.orderNumber, second.orderNumber];
    march.invoices = [await approve(first.id), await approve(second.id)];
    const cancel = await t.call('POST', `/api/orders/${second.id}/cancel`, doctor.cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    march.creditNote = cancel.json<OrderDetail>().creditNoteNumber!;
    // Placed in March, approved in April: its invoice is April's.
    const third = await placeOrder(5); // 500.00
    clock.set('2025-04-02T16:00:00Z');
    aprilInvoice = await approve(third.id);
  });

  it("lists the month's invoices and credit notes with their orders, amounts and totals", async () => {
    const { res, text } = await statementText('/api/account/statements/2025-03.pdf', doctor.cookie);
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2025-03.pdf"');
    expect(text).toContain('Statement');
    expect(text).toContain('March 2025');
    expect(text).toContain(doctor.email);
    for (const number of [...march.invoices, march.creditNote, ...march.orders])
      expect(text).toContain(number);
    expect(text).not.toContain(aprilInvoice);
    expect(text).toContain('$300.00');
    expect(text).toContain('-$200.00');
    expect(text).toMatch(/Invoiced \(2 invoices\)\s+\$500\.00/);
    expect(text).toMatch(/Credited \(1 credit note\)\s+-\$200\.00/);
    expect(text).toMatch(/Net for the month\s+\$300\.00/);
    // A past month is dated its last day.
    expect(text).toContain('2025-03-31');

    const april = await statementText('/api/account/statements/2025-04.pdf', doctor.cookie);
    expect(april.text).toContain(aprilInvoice);
    expect(april.text).toMatch(/Net for the month\s+\$500\.00/);
    expect(april.text).not.toContain(march.invoices[0]!);
    // The month under way is dated today.
    expect(april.text).toContain('2025-04-02');
  });

  it('keeps the Account label whole beside a long e-mail address', async () => {
    const long = await doctorSession(t.db);
    const email = 'dr.alexandra.whitfield@northern-clinic.example';
    await t.db.update(users).set({ email }).where(eq(users.id, long.id));
    const { text } = await statementText('/api/account/statements/2025-03.pdf', long.cookie);
    expect(text).toMatch(/(^|\s)Account:\s/);
    expect(text).toContain(email);
  });

  it('says so for a month without documents, and refuses a month not begun or not written as YYYY-MM', async () => {
    const { text } = await statementText('/api/account/statements/2025-02.pdf', doctor.cookie);
    expect(text).toContain('No invoices or credit notes were issued to this account in this month.');
    // Nothing credited reads $0.00, never -$0.00.
    expect(text).toMatch(/Credited \(0 credit notes\)\s+\$0\.00/);
    expect(text).not.toContain('-$0.00');
    expect(text).toMatch(/Net for the month\s+\$0\.00/);

    const future = await t.call('GET', '/api/account/statements/2025-05.pdf', doctor.cookie);
    expect(future.statusCode).toBe(404);
    expect(future.json()).toMatchObject({ message: 'There is no statement for a month that has not begun' });
    // A year before 1000 is no calendar year the shop's dates are written in.
    for (const file of [
      '2025-13.pdf',
      '2025-3.pdf',
      '2025-03',
      'march.pdf',
      '2025-03.csv',
      '0500-03.pdf',
      '0000-01.pdf',
    ]) {
      const res = await t.call('GET', `/api/account/statements/${file}`, doctor.cookie);
      expect(res.statusCode, file).toBe(400);
      expect(res.json()).toMatchObject({ fieldErrors: { month: ['Choose a month written as YYYY-MM'] } });
    }
  });

  it("is the signed-in doctor's own: another doctor's statement of the month holds none of these documents", async () => {
    const other = await doctorSession(t.db);
    const { text } = await statementText('/api/account/statements/2025-03.pdf', other.cookie);
    for (const number of [...march.invoices, march.creditNote]) expect(text).not.toContain(number);
    expect(text).toContain('No invoices or credit notes');
  });

  it("is any doctor's for an admin, and nobody else's", async () => {
    const url = `/api/admin/doctors/${doctor.id}/statements/2025-03.pdf`;
    const { text } = await statementText(url, t.admin);
    for (const number of [...march.invoices, march.creditNote]) expect(text).toContain(number);

    expect((await t.call('GET', url)).statusCode).toBe(401);
    expect((await t.call('GET', url, doctor.cookie)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/account/statements/2025-03.pdf')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/account/statements/2025-03.pdf', t.admin)).statusCode).toBe(403);
    const unknown = await t.call('GET', '/api/admin/doctors/999999/statements/2025-03.pdf', t.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Doctor not found' });
    expect(
      (await t.call('GET', `/api/admin/doctors/${doctor.id}/statements/2025-13.pdf`, t.admin)).statusCode,
    ).toBe(400);
  });
});
