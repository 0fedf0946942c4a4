import { creditMessages, termsLine } from '@shop/contract/credit';
import { orderDocumentPath } from '@shop/contract/documents';
import { orderMessages } from '@shop/contract/order-messages';
import { parseCsv } from '@shop/contract/csv-test-reader';
import { pdfPages } from '@shop/contract/pdf-test-reader';
import {
  ACCOUNT_BALANCE_PATH,
  ADMIN_RECEIVABLES_CSV_PATH,
  ADMIN_RECEIVABLES_PATH,
  RECEIVABLES_CSV_COLUMNS,
  receivablesMessages,
  type ReceivablesPage,
  practicePaymentsPath,
  practiceTermsPath,
  type AccountBalance,
  type PaymentTerms,
  type RecordedPayment,
} from '@shop/contract/credit-schemas';
import { ErrorCode, type ApiErrorBody } from '@shop/contract/error-schemas';
import { fromCents, toCents } from '@shop/contract/money';
import { ADMIN_PRACTICES_PATH } from '@shop/contract/practice-messages';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountPayments, paymentAllocations, practiceTerms } from '../../db/schema/credit';
import { invoices } from '../../db/schema/documents';
import { orders } from '../../db/schema/orders';
import { auditLog } from '../../db/schema/system';
import { checkoutDetails, placedOrder, submitOrder } from '../../test/order-fixtures';
import { creditFixtures } from '../../test/credit-fixtures';
import { practiceTestApp } from '../../test/practice-fixtures';

/**
 * Paying on account (issue 40): terms granted by the admin, orders on account checked against the
 * credit limit and the overdue invoices, invoices falling due, payments allocated oldest first or
 * as chosen, credit carried to the next invoice, and the account as its owner and bookkeeper read it.
 */
const { clock, t, owner, member } = practiceTestApp('2027-03-01T15:00:00Z');

const { productId, orderOnAccount, practiceIdOf, grant, practiceWithTerms, approve } = creditFixtures(
  t,
  'Account Filler 1ml',
);

const balanceOf = async (cookie: string) => {
  const res = await t.call('GET', ACCOUNT_BALANCE_PATH, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AccountBalance>();
};

const orderCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n;

describe('payment terms', () => {
  it('are granted, changed and withdrawn by an admin only, each audited', async () => {
    const doctor = await owner('Terms Clinic');
    const practiceId = await practiceIdOf(doctor.cookie);
    expect(
      (await t.call('PUT', practiceTermsPath(practiceId), undefined, { netDays: 30, creditLimit: '1' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.call('PUT', practiceTermsPath(practiceId), doctor.cookie, { netDays: 30, creditLimit: '1' }))
        .statusCode,
    ).toBe(403);

    const granted = await grant(practiceId, { netDays: 30, creditLimit: '5000' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<PaymentTerms>()).toMatchObject({ netDays: 30, creditLimit: '5000.00' });
    const changed = await grant(practiceId, { netDays: 45, creditLimit: 7500.5 });
    expect(changed.json<PaymentTerms>()).toMatchObject({ netDays: 45, creditLimit: '7500.50' });

    const withdrawn = await t.call('DELETE', practiceTermsPath(practiceId), t.admin);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({ message: creditMessages.termsWithdrawn });
    expect((await t.call('DELETE', practiceTermsPath(practiceId), t.admin)).statusCode).toBe(404);
    expect(await t.db.select().from(practiceTerms).where(eq(practiceTerms.practiceId, practiceId))).toEqual(
      [],
    );

    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'practice'), eq(auditLog.entityId, String(practiceId))));
    expect(actions.map((a) => a.action)).toEqual([
      'practice.terms',
      'practice.terms',
      'practice.terms_withdraw',
    ]);
  });

  it('refuses net days outside 7–90 and a limit of 0 or below with field messages, writing nothing', async () => {
    const doctor = await owner('Bad Terms Clinic');
    const practiceId = await practiceIdOf(doctor.cookie);
    const cases: [unknown, string, string][] = [
      [{ netDays: 6, creditLimit: '100' }, 'netDays', creditMessages.netDays],
      [{ netDays: 91, creditLimit: '100' }, 'netDays', creditMessages.netDays],
      [{ netDays: 30.5, creditLimit: '100' }, 'netDays', creditMessages.netDays],
      [{ netDays: 30, creditLimit: '0' }, 'creditLimit', creditMessages.creditLimit.notPositive],
      [{ netDays: 30, creditLimit: '-5' }, 'creditLimit', creditMessages.creditLimit.notPositive],
      [{ netDays: 30, creditLimit: 'lots' }, 'creditLimit', creditMessages.creditLimit.format],
    ];
    for (const [body, field, message] of cases) {
      const res = await grant(practiceId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ApiErrorBody>().fieldErrors?.[field]).toEqual([message]);
    }
    expect(await t.db.select().from(practiceTerms).where(eq(practiceTerms.practiceId, practiceId))).toEqual(
      [],
    );
    expect((await grant(999_999, { netDays: 30, creditLimit: '100' })).statusCode).toBe(404);
  });
});

describe('an order on account', () => {
  it('is refused without terms, and with card or bank fields, writing nothing', async () => {
    const doctor = await owner('No Terms Clinic');
    const before = await orderCount();
    const refused = await orderOnAccount(doctor.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().fieldErrors).toEqual({
      paymentMethod: [creditMessages.onAccountNotOffered],
    });

    const withCard = await submitOrder(t.app, doctor.cookie, [{ productId: productId(), quantity: 1 }], {
      body: { paymentMethod: 'on_account' },
    });
    expect(withCard.statusCode).toBe(400);
    expect(withCard.json<ApiErrorBody>().fieldErrors).toMatchObject({
      cardInfo: [creditMessages.cardNotTaken],
      doctorBankingInfo: [creditMessages.bankNotTaken],
    });
    expect(await orderCount()).toBe(before);
  });

  it('keeps the spec’s card payment the default, with its own messages for a missing card', async () => {
    const doctor = await owner('Card Clinic');
    const { cardInfo: _card, ...withoutCard } = checkoutDetails();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: doctor.cookie, 'idempotency-key': crypto.randomUUID() },
      payload: { ...withoutCard, items: [{ productId: productId(), quantity: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().fieldErrors?.cardInfo).toEqual([
      'Invalid input: expected object, received undefined',
    ]);
    const card = placedOrder(
      await submitOrder(t.app, doctor.cookie, [{ productId: productId(), quantity: 1 }]),
    );
    expect(card.paymentMethod).toBe('credit_card');
  });

  it('stores no card or bank data, keeps its net days, and is allowed up to the limit exactly', async () => {
    // One order's total is the limit: equal is allowed, one cent more is not.
    const probe = await owner('Probe Clinic');
    const probeOrder = placedOrder(
      await submitOrder(t.app, probe.cookie, [{ productId: productId(), quantity: 2 }]),
    );
    const { doctor } = await practiceWithTerms(30, probeOrder.totalAmount, 'Limit Clinic');

    const before = await orderCount();
    const over = await orderOnAccount(doctor.cookie, 3);
    expect(over.statusCode).toBe(409);
    expect(over.json<ApiErrorBody>()).toMatchObject({
      code: ErrorCode.creditLimit,
      message: creditMessages.creditLimitReached(probeOrder.totalAmount, 'USD'),
    });
    expect(await orderCount()).toBe(before);

    const order = placedOrder(await orderOnAccount(doctor.cookie, 2));
    expect(order.paymentMethod).toBe('on_account');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      paymentMethod: 'on_account',
      accountNetDays: 30,
      cardSecret: null,
      cardLast4: null,
      cardholderName: null,
      bankSecret: null,
      bankAccountLast4: null,
      bankName: null,
    });

    // The pending order counts against the limit before it is invoiced.
    const next = await orderOnAccount(doctor.cookie, 1);
    expect(next.statusCode).toBe(409);
    expect(next.json<ApiErrorBody>()).toMatchObject({
      code: ErrorCode.creditLimit,
      message: creditMessages.creditLimitReached('0.00', 'USD'),
    });
    const account = await balanceOf(doctor.cookie);
    expect(account).toMatchObject({
      uninvoiced: order.totalAmount,
      availableCredit: '0.00',
      balance: '0.00',
    });
  });
});

describe('the ledger', () => {
  it('dates an invoice’s due date by its net days, ages it, holds the practice and lifts the hold on payment', async () => {
    clock.set('2027-03-01T15:00:00Z');
    const { doctor, practiceId } = await practiceWithTerms(30, '10000', 'Ledger Clinic');
    const first = placedOrder(await orderOnAccount(doctor.cookie, 1));
    await approve(first.id);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, first.id));
    expect(invoice?.dueOn).toBe('2027-03-31');
    // The invoice prints its terms and due date, and the payment on account.
    const pdf = await t.call('GET', orderDocumentPath('doctor', first.id, 'invoice'), doctor.cookie);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain(termsLine(30, '2027-03-31'));
    expect(text).toContain(orderMessages.paymentOnAccount);

    let account = await balanceOf(doctor.cookie);
    expect(account.openInvoices).toEqual([
      expect.objectContaining({
        invoiceNumber: invoice?.numberText,
        issuedOn: '2027-03-01',
        dueOn: '2027-03-31',
        netDays: 30,
        amount: first.totalAmount,
        balance: first.totalAmount,
        daysPastDue: -30,
      }),
    ]);
    expect(account).toMatchObject({ balance: first.totalAmount, onHold: false });
    expect(account.ageing.current).toBe(first.totalAmount);

    // 15 days overdue is not yet a hold; 16 is.
    clock.set('2027-04-15T15:00:00Z');
    account = await balanceOf(doctor.cookie);
    expect(account).toMatchObject({ onHold: false });
    expect(account.ageing.days1to30).toBe(first.totalAmount);
    clock.set('2027-04-16T15:00:00Z');
    expect((await balanceOf(doctor.cookie)).onHold).toBe(true);
    const held = await orderOnAccount(doctor.cookie, 1);
    expect(held.statusCode).toBe(409);
    expect(held.json<ApiErrorBody>()).toMatchObject({
      code: ErrorCode.creditHold,
      message: creditMessages.creditHold(15),
    });
    // A card order is still taken.
    placedOrder(await submitOrder(t.app, doctor.cookie, [{ productId: productId(), quantity: 1 }]));

    // A cheque for more than is owed pays the invoice; the rest is credit, and the hold is lifted.
    const extraCents = 2500;
    const paid = await t.call('POST', practicePaymentsPath(practiceId), t.admin, {
      amount: fromCents(toCents(first.totalAmount) + extraCents),
      receivedOn: '2027-04-16',
      method: 'cheque',
      reference: 'CHQ 1042',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const recorded = paid.json<RecordedPayment>();
    expect(recorded.allocations).toEqual([{ invoiceId: invoice?.id, amount: first.totalAmount }]);
    expect(recorded.payment.unallocated).toBe(fromCents(extraCents));
    account = await balanceOf(doctor.cookie);
    expect(account).toMatchObject({
      onHold: false,
      openInvoices: [],
      unallocatedCredit: fromCents(extraCents),
      balance: `-${fromCents(extraCents)}`,
    });

    // Paid in full, the invoice is marked settled; the cheque still holds credit.
    const settledOf = async (orderId: number) =>
      (await t.db.select({ at: invoices.settledAt }).from(invoices).where(eq(invoices.orderId, orderId)))[0]
        ?.at ?? null;
    const allocatedOf = async (paymentId: number) =>
      (
        await t.db
          .select({ at: accountPayments.allocatedAt })
          .from(accountPayments)
          .where(eq(accountPayments.id, paymentId))
      )[0]?.at ?? null;
    expect(await settledOf(first.id)).not.toBeNull();
    expect(await allocatedOf(recorded.payment.id)).toBeNull();

    // The next invoice takes the credit held: the cheque is then allocated in full, the invoice not paid.
    const second = placedOrder(await orderOnAccount(doctor.cookie, 1));
    await approve(second.id);
    expect(await allocatedOf(recorded.payment.id)).not.toBeNull();
    expect(await settledOf(second.id)).toBeNull();
    account = await balanceOf(doctor.cookie);
    expect(account.unallocatedCredit).toBe('0.00');
    expect(account.openInvoices).toEqual([
      expect.objectContaining({
        orderNumber: second.orderNumber,
        paid: fromCents(extraCents),
        balance: fromCents(toCents(second.totalAmount) - extraCents),
        dueOn: '2027-05-16',
      }),
    ]);
  });

  it('allocates a payment as chosen, and refuses a future date, another practice’s invoice or more than a balance', async () => {
    clock.set('2027-06-01T15:00:00Z');
    const { doctor, practiceId } = await practiceWithTerms(14, '10000', 'Chosen Clinic');
    const older = placedOrder(await orderOnAccount(doctor.cookie, 1));
    const newer = placedOrder(await orderOnAccount(doctor.cookie, 2));
    await approve(older.id);
    await approve(newer.id);
    const other = await practiceWithTerms(14, '10000', 'Other Chosen Clinic');
    const otherOrder = placedOrder(await orderOnAccount(other.doctor.cookie, 1));
    await approve(otherOrder.id);
    const invoiceIdOf = async (orderId: number) =>
      (await t.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId)))[0]!.id;
    const [olderInvoice, newerInvoice, otherInvoice] = await Promise.all(
      [older, newer, otherOrder].map((o) => invoiceIdOf(o.id)),
    );
    const pay = (body: Record<string, unknown>) =>
      t.call('POST', practicePaymentsPath(practiceId), t.admin, {
        amount: '50.00',
        receivedOn: '2027-06-01',
        method: 'transfer',
        ...body,
      });

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ amount: '0' }, 'amount', creditMessages.payment.amount.notPositive],
      [{ amount: '-3' }, 'amount', creditMessages.payment.amount.notPositive],
      [{ receivedOn: '2027-06-02' }, 'receivedOn', creditMessages.payment.receivedOnFuture],
      [{ receivedOn: '2027-02-30' }, 'receivedOn', creditMessages.payment.receivedOn],
      [{ method: 'barter' }, 'method', creditMessages.payment.method],
      [
        { allocations: [{ invoiceId: otherInvoice, amount: '10.00' }] },
        'allocations.0.invoiceId',
        creditMessages.payment.allocationInvoice,
      ],
      [
        { amount: '5000.00', allocations: [{ invoiceId: olderInvoice, amount: '4000.00' }] },
        'allocations.0.amount',
        creditMessages.payment.allocationOverBalance(older.totalAmount),
      ],
      [
        { allocations: [{ invoiceId: newerInvoice, amount: '60.00' }] },
        'allocations',
        creditMessages.payment.allocationOverAmount,
      ],
    ];
    for (const [body, field, message] of refusals) {
      const res = await pay(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ApiErrorBody>().fieldErrors?.[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(
      await t.db.select().from(accountPayments).where(eq(accountPayments.practiceId, practiceId)),
    ).toEqual([]);

    // Chosen: the newer invoice, although the older is due first.
    const chosen = await pay({ allocations: [{ invoiceId: newerInvoice, amount: '50.00' }] });
    expect(chosen.statusCode, chosen.body).toBe(201);
    const account = await balanceOf(doctor.cookie);
    const byNumber = new Map(account.openInvoices.map((i) => [i.orderNumber, i]));
    expect(byNumber.get(older.orderNumber)?.paid).toBe('0.00');
    expect(byNumber.get(newer.orderNumber)?.paid).toBe('50.00');
    expect(account.balance).toBe(fromCents(toCents(older.totalAmount) + toCents(newer.totalAmount) - 5000));
    // Another practice's admin view is its own; an unknown practice is 404.
    expect(
      (
        await t.call('GET', `${ADMIN_PRACTICES_PATH}/${other.practiceId}/account`, t.admin)
      ).json<AccountBalance>().balance,
    ).toBe(otherOrder.totalAmount);
    expect((await t.call('GET', `${ADMIN_PRACTICES_PATH}/999999/account`, t.admin)).statusCode).toBe(404);
    expect(
      (
        await t.call('POST', practicePaymentsPath(999_999), t.admin, {
          amount: '1',
          receivedOn: '2027-06-01',
          method: 'other',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('records two payments at once without allocating a balance twice', async () => {
    clock.set('2027-07-01T15:00:00Z');
    const { doctor, practiceId } = await practiceWithTerms(30, '10000', 'Race Clinic');
    const order = placedOrder(await orderOnAccount(doctor.cookie, 1));
    await approve(order.id);
    const total = toCents(order.totalAmount);
    const pay = () =>
      t.call('POST', practicePaymentsPath(practiceId), t.admin, {
        amount: fromCents(total),
        receivedOn: '2027-07-01',
        method: 'card',
      });
    const results = await Promise.all([pay(), pay()]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    const [allocated] = await t.db
      .select({ cents: sql<number>`(sum(${paymentAllocations.amount}) * 100)::int` })
      .from(paymentAllocations)
      .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
      .where(eq(invoices.orderId, order.id));
    expect(allocated?.cents).toBe(total);
    const account = await balanceOf(doctor.cookie);
    expect(account).toMatchObject({
      openInvoices: [],
      unallocatedCredit: fromCents(total),
      balance: `-${fromCents(total)}`,
    });
  });
  it('settles an invoice on account its credit note credits in full', async () => {
    clock.set('2027-07-10T15:00:00Z');
    const { doctor } = await practiceWithTerms(30, '10000', 'Credited Clinic');
    const order = placedOrder(await orderOnAccount(doctor.cookie, 1));
    await approve(order.id);
    expect((await balanceOf(doctor.cookie)).openInvoices).toHaveLength(1);
    const cancelled = await t.call('POST', `/api/orders/${order.id}/cancel`, doctor.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(doctor.cookie)).toMatchObject({ balance: '0.00', openInvoices: [] });
    const [invoice] = await t.db
      .select({ settledAt: invoices.settledAt })
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
    expect(invoice?.settledAt).not.toBeNull();
  });

  it('leaves open invoices on account as they are when the terms are withdrawn: due, aged, listed and payable', async () => {
    clock.set('2027-07-01T15:00:00Z');
    const { doctor, practiceId } = await practiceWithTerms(30, '10000', 'Withdrawn Terms Clinic');
    const invoiced = placedOrder(await orderOnAccount(doctor.cookie, 1));
    await approve(invoiced.id);
    // Placed on account before the terms go, approved after: invoiced on the terms it was placed on.
    const pending = placedOrder(await orderOnAccount(doctor.cookie, 2));
    const withdrawn = await t.call('DELETE', practiceTermsPath(practiceId), t.admin);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    const refused = await orderOnAccount(doctor.cookie, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().fieldErrors).toEqual({
      paymentMethod: [creditMessages.onAccountNotOffered],
    });
    clock.set('2027-07-02T15:00:00Z');
    await approve(pending.id);

    clock.set('2027-08-05T15:00:00Z');
    const owed = fromCents(toCents(invoiced.totalAmount) + toCents(pending.totalAmount));
    const account = await balanceOf(doctor.cookie);
    expect(account).toMatchObject({ asOf: '2027-08-05', terms: null, availableCredit: null, balance: owed });
    expect(
      account.openInvoices.map((i) => [i.orderNumber, i.netDays, i.dueOn, i.daysPastDue, i.balance]),
    ).toEqual([
      [invoiced.orderNumber, 30, '2027-07-31', 5, invoiced.totalAmount],
      [pending.orderNumber, 30, '2027-08-01', 4, pending.totalAmount],
    ]);
    expect(account.ageing.days1to30).toBe(owed);
    const listed = await t.call('GET', `${ADMIN_RECEIVABLES_PATH}?q=Withdrawn%20Terms`, t.admin);
    expect(listed.json<ReceivablesPage>().practices).toEqual([
      expect.objectContaining({ practiceId, terms: null, balance: owed, oldestDueOn: '2027-07-31' }),
    ]);

    // A payment still pays them, oldest first, and the account is settled.
    const paid = await t.call('POST', practicePaymentsPath(practiceId), t.admin, {
      amount: owed,
      receivedOn: '2027-08-05',
      method: 'transfer',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await balanceOf(doctor.cookie)).toMatchObject({ balance: '0.00', openInvoices: [] });
  });
});

describe('the account page’s balance', () => {
  it('is the owner’s and bookkeeper’s: a buyer gets 403, an admin or guest cannot call it', async () => {
    const { doctor } = await practiceWithTerms(30, '1000', 'Reader Clinic');
    const bookkeeper = await member(doctor, 'bookkeeper');
    const buyer = await member(doctor, 'buyer');
    expect((await t.call('GET', ACCOUNT_BALANCE_PATH, bookkeeper.cookie)).statusCode).toBe(200);
    const refused = await t.call('GET', ACCOUNT_BALANCE_PATH, buyer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>().message).toBe(creditMessages.balanceForbidden);
    expect((await t.call('GET', ACCOUNT_BALANCE_PATH, t.admin)).statusCode).toBe(403);
    expect((await t.call('GET', ACCOUNT_BALANCE_PATH)).statusCode).toBe(401);
    const account = await balanceOf(doctor.cookie);
    expect(account).toMatchObject({
      terms: { netDays: 30, creditLimit: '1000.00' },
      availableCredit: '1000.00',
    });
    // Checkout offers the account to every member who may order, with the credit left.
    const eligibility = await t.call('GET', '/api/checkout/eligibility', buyer.cookie);
    expect(eligibility.json()).toEqual({
      eligible: true,
      onAccount: { netDays: 30, availableCredit: '1000.00', onHold: false },
    });
    const without = await owner('Eligibility Without Terms');
    expect((await t.call('GET', '/api/checkout/eligibility', without.cookie)).json()).toEqual({
      eligible: true,
    });
  });
});

describe('the receivables', () => {
  it('age every practice’s balance, filter by name and status, total them, and export them as a CSV', async () => {
    clock.set('2027-08-01T15:00:00Z');
    const late = await practiceWithTerms(7, '10000', 'Ageing Late Clinic');
    const lateOrder = placedOrder(await orderOnAccount(late.doctor.cookie, 1));
    await approve(lateOrder.id);
    const fresh = await practiceWithTerms(30, '10000', 'Ageing Fresh Clinic');
    // 45 days later the first is 38 days past due (31–60), and on hold; the second's is current.
    clock.set('2027-09-15T15:00:00Z');
    const freshOrder = placedOrder(await orderOnAccount(fresh.doctor.cookie, 2));
    await approve(freshOrder.id);

    const list = async (query: string) => {
      const res = await t.call('GET', `${ADMIN_RECEIVABLES_PATH}?${query}`, t.admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ReceivablesPage>();
    };
    const both = await list('q=Ageing');
    expect(both.practices.map((p) => p.practiceName)).toEqual(['Ageing Fresh Clinic', 'Ageing Late Clinic']);
    const [freshRow, lateRow] = both.practices;
    expect(lateRow).toMatchObject({
      practiceId: late.practiceId,
      balance: lateOrder.totalAmount,
      onHold: true,
      oldestDueOn: '2027-08-08',
      ageing: {
        current: '0.00',
        days1to30: '0.00',
        days31to60: lateOrder.totalAmount,
        days61to90: '0.00',
        over90: '0.00',
      },
    });
    expect(freshRow).toMatchObject({ onHold: false, ageing: { current: freshOrder.totalAmount } });
    expect(both.totals).toMatchObject({
      current: freshOrder.totalAmount,
      days31to60: lateOrder.totalAmount,
      balance: fromCents(toCents(freshOrder.totalAmount) + toCents(lateOrder.totalAmount)),
    });
    expect((await list('q=Ageing&status=on_hold')).practices.map((p) => p.practiceName)).toEqual([
      'Ageing Late Clinic',
    ]);
    expect((await list('q=Ageing&status=overdue')).practices.map((p) => p.practiceName)).toEqual([
      'Ageing Late Clinic',
    ]);

    const bad = await t.call('GET', `${ADMIN_RECEIVABLES_PATH}?status=late`, t.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiErrorBody>().fieldErrors?.status).toEqual([receivablesMessages.status]);
    expect((await t.call('GET', ADMIN_RECEIVABLES_PATH, late.doctor.cookie)).statusCode).toBe(403);

    const csv = await t.call('GET', `${ADMIN_RECEIVABLES_CSV_PATH}?q=Ageing%20Late`, t.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([...RECEIVABLES_CSV_COLUMNS]);
    expect(rows[1]).toEqual([
      'Ageing Late Clinic',
      '7',
      '10000.00',
      '0.00',
      '0.00',
      lateOrder.totalAmount,
      '0.00',
      '0.00',
      lateOrder.totalAmount,
      'yes',
      '2027-08-08',
    ]);
    const [exported] = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.action, 'receivables.export'));
    expect(exported).toBeDefined();
  });
});
