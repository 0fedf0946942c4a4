import { accountPaymentMethodNames, creditMessages } from '@shop/contract/credit';
import {
  accountPaymentReceiptPath,
  practicePaymentReceiptPath,
  practicePaymentsPath,
  type RecordedPayment,
} from '@shop/contract/credit-schemas';
import type { ApiErrorBody } from '@shop/contract/error-schemas';
import { formatMoney, fromCents, toCents } from '@shop/contract/money';
import { pdfPages } from '@shop/contract/pdf-test-reader';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/documents';
import { creditFixtures } from '../../test/credit-fixtures';
import { placedOrder } from '../../test/order-fixtures';
import { practiceTestApp } from '../../test/practice-fixtures';

/**
 * A recorded payment's receipt (issue 40): the admin's of any practice's payment, the owner's and
 * bookkeepers' of their practice's; what it paid, invoice by invoice, and what it left as credit.
 */
const { t, member } = practiceTestApp('2027-03-01T15:00:00Z');
const { orderOnAccount, practiceWithTerms, approve } = creditFixtures(t, 'Receipt Filler 1ml');
const m = creditMessages.receipt;

/** An order on account, approved, and its invoice's number. */
async function invoicedOrder(cookie: string) {
  const order = placedOrder(await orderOnAccount(cookie, 1));
  await approve(order.id);
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
  if (!invoice) throw new Error('the order was not invoiced');
  return { order, invoiceNumber: invoice.numberText };
}

async function pay(practiceId: number, body: Record<string, unknown>) {
  const res = await t.call('POST', practicePaymentsPath(practiceId), t.admin, {
    receivedOn: '2027-03-01',
    method: 'transfer',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RecordedPayment>().payment;
}

/** The receipt at `path` downloaded with `cookie`: its text, as a reader's viewer shows it. */
async function receiptText(path: string, cookie: string) {
  const res = await t.call('GET', path, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, text: (await pdfPages(res.rawPayload)).join('\n') };
}

const usd = (cents: number) => formatMoney(fromCents(cents), 'USD');

describe('a payment’s receipt', () => {
  it('shows the admin the payment, the invoice it paid and the credit it left', async () => {
    const { doctor, practiceId } = await practiceWithTerms(30, '10000', 'Receipt Clinic');
    const { order, invoiceNumber } = await invoicedOrder(doctor.cookie);
    const paidCents = toCents(order.totalAmount) + 2500;
    const payment = await pay(practiceId, { amount: fromCents(paidCents), reference: 'TRF 88120' });

    const { res, text } = await receiptText(practicePaymentReceiptPath(practiceId, payment.id), t.admin);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${m.number(payment.id)}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    for (const expected of [
      m.title,
      m.number(payment.id),
      'Receipt Clinic',
      '2027-03-01',
      accountPaymentMethodNames.transfer,
      'TRF 88120',
      invoiceNumber,
      order.orderNumber,
      usd(toCents(order.totalAmount)),
      m.heldAsCredit,
      usd(2500),
      m.amountReceived,
      usd(paidCents),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lists the invoice that later took the credit it held', async () => {
    const { doctor, practiceId } = await practiceWithTerms(30, '10000', 'Prepaid Clinic');
    const payment = await pay(practiceId, { amount: '50.00', method: 'cheque' });
    const path = practicePaymentReceiptPath(practiceId, payment.id);
    let { text } = await receiptText(path, t.admin);
    expect(text).toContain(m.noAllocations);
    expect(text).toContain(`${m.heldAsCredit} ${usd(5000)}`);

    const { invoiceNumber } = await invoicedOrder(doctor.cookie);
    ({ text } = await receiptText(path, t.admin));
    expect(text).toContain(invoiceNumber);
    expect(text).toContain(`${m.heldAsCredit} ${usd(0)}`);
    expect(text).not.toContain(m.noAllocations);
  });

  it('is the owner’s and bookkeepers’ of their practice: 403 for a buyer, 404 for another practice, 401 for a guest', async () => {
    const { doctor, practiceId } = await practiceWithTerms(30, '10000', 'Reader Receipt Clinic');
    const payment = await pay(practiceId, { amount: '75.00' });
    const own = accountPaymentReceiptPath(payment.id);
    const bookkeeper = await member(doctor, 'bookkeeper');
    const buyer = await member(doctor, 'buyer');

    for (const cookie of [doctor.cookie, bookkeeper.cookie]) {
      const { res, text } = await receiptText(own, cookie);
      expect(res.headers['content-disposition']).toContain(`${m.number(payment.id)}.pdf`);
      expect(text).toContain(usd(7500));
    }
    const refused = await t.call('GET', own, buyer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>().message).toBe(creditMessages.balanceForbidden);
    expect((await t.call('GET', own)).statusCode).toBe(401);
    expect((await t.call('GET', own, t.admin)).statusCode).toBe(403);

    // Another practice's owner, and the admin asking under another practice: no such payment.
    const other = await practiceWithTerms(30, '10000', 'Other Receipt Clinic');
    const hidden = await t.call('GET', own, other.doctor.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<ApiErrorBody>().message).toBe(m.notFound);
    const admin = (practice: number, id: number) =>
      t.call('GET', practicePaymentReceiptPath(practice, id), t.admin);
    expect((await admin(other.practiceId, payment.id)).statusCode).toBe(404);
    expect((await admin(practiceId, 999_999)).statusCode).toBe(404);
    expect((await t.call('GET', accountPaymentReceiptPath(999_999), doctor.cookie)).statusCode).toBe(404);

    // The admin's route: admins only; a malformed id is a 400.
    expect(
      (await t.call('GET', practicePaymentReceiptPath(practiceId, payment.id), doctor.cookie)).statusCode,
    ).toBe(403);
    expect((await t.call('GET', practicePaymentReceiptPath(practiceId, payment.id))).statusCode).toBe(401);
    expect(
      (await t.call('GET', `${practicePaymentsPath(practiceId)}/abc/receipt.pdf`, t.admin)).statusCode,
    ).toBe(400);
  });
});
