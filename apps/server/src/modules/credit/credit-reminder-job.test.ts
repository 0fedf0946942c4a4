import { ACCOUNT_BALANCE_PATH, practicePaymentsPath } from '@shop/contract/credit-schemas';
import type { AccountBalance } from '@shop/contract/credit-schemas';
import { formatMoney } from '@shop/contract/money';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceNotices } from '../../db/schema/credit';
import { invoices } from '../../db/schema/documents';
import { outboxEmails } from '../../db/schema/system';
import { shopToday } from '../../lib/clock';
import { creditFixtures } from '../../test/credit-fixtures';
import { placedOrder } from '../../test/order-fixtures';
import { runStoppingAfterFirstBatch, withSecondProcess } from '../../test/batched-job';
import { queuedEmails } from '../../test/outbox';
import { practiceTestApp } from '../../test/practice-fixtures';
import { runCreditReminderJob, type CreditReminderSettings } from './credit-reminder-job';

/**
 * The daily reminders of invoices on account (issue 40): due in 3 days, overdue the day after the
 * due date, and the hold once more than CREDIT_HOLD_DAYS overdue, each once per invoice, to the
 * practice's owners and bookkeepers only; none for a paid invoice.
 */
const { clock, t, member } = practiceTestApp('2027-03-01T15:00:00Z');
const { orderOnAccount, practiceWithTerms, approve } = creditFixtures(t, 'Reminder Filler 1ml');

const TEMPLATES = ['invoice-due-soon', 'invoice-overdue', 'account-on-hold'];

const settings = (overrides: Partial<CreditReminderSettings> = {}): CreditReminderSettings => ({
  shopName: t.config.shopName,
  publicUrl: t.config.publicUrl,
  timeZone: t.config.shopTimeZone,
  holdDays: t.config.creditHoldDays,
  currency: t.config.currency,
  ...overrides,
});

/** The job as housekeeping runs it, on the shop's day of `day` at 15:00 UTC. */
async function runOn(day: string, overrides: Partial<CreditReminderSettings> = {}) {
  clock.set(`${day}T15:00:00Z`);
  return runCreditReminderJob(t.db, shopToday(t.app), settings(overrides));
}

/** A practice with terms (net 30): its owner, a bookkeeper and a buyer, all signed in. */
async function practiceWithMembers(name: string) {
  const { doctor, practiceId } = await practiceWithTerms(30, '10000', name);
  const bookkeeper = await member(doctor, 'bookkeeper');
  const buyer = await member(doctor, 'buyer');
  return { practiceId, doctor, bookkeeper, buyer };
}

/** An order on account, approved (so invoiced, due 30 days later), and its invoice. */
async function invoicedOnAccount(cookie: string, poNumber?: string) {
  const order = placedOrder(await orderOnAccount(cookie, 2, poNumber ? { poNumber } : {}));
  expect((await approve(order.id)).status).toBe('approved');
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
  if (!invoice) throw new Error('the order was not invoiced');
  return { order, invoice };
}

async function pay(practiceId: number, amount: string, receivedOn: string) {
  const paid = await t.call('POST', practicePaymentsPath(practiceId), t.admin, {
    amount,
    receivedOn,
    method: 'transfer',
  });
  expect(paid.statusCode, paid.body).toBe(201);
}

/** The job's e-mails to these addresses, oldest first. */
const remindersTo = (...addresses: string[]) =>
  queuedEmails(
    t.db,
    and(inArray(outboxEmails.toAddress, addresses), inArray(outboxEmails.template, TEMPLATES)),
  );

/** The e-mails as [template, address], sorted, to compare with `sorted(…)`. */
const sent = (mails: { template: string; toAddress: string }[]) =>
  sorted(...mails.map((mail): [string, string] => [mail.template, mail.toAddress]));
const sorted = (...pairs: [string, string][]) => pairs.map((pair) => pair.join(' ')).sort();

const onHold = async (cookie: string) =>
  (await t.call('GET', ACCOUNT_BALANCE_PATH, cookie)).json<AccountBalance>().onHold;

describe('the daily reminders of invoices on account', () => {
  it('remind the owner and bookkeeper 3 days before, the day after, and at the hold, each once', async () => {
    clock.set('2027-03-01T15:00:00Z');
    const clinic = await practiceWithMembers('Reminder Clinic');
    const { order, invoice } = await invoicedOnAccount(clinic.doctor.cookie, 'PO-7781');
    expect(invoice.dueOn).toBe('2027-03-31');
    const toMembers = () => remindersTo(clinic.doctor.email, clinic.bookkeeper.email, clinic.buyer.email);

    await runOn('2027-03-27');
    expect(await toMembers()).toEqual([]);

    // 3 days before the due date: one reminder each to the owner and the bookkeeper, none to the buyer.
    const first = await runOn('2027-03-28');
    expect(first.dueSoon).toBeGreaterThanOrEqual(1);
    let mails = await toMembers();
    expect(sent(mails)).toEqual(
      sorted(['invoice-due-soon', clinic.doctor.email], ['invoice-due-soon', clinic.bookkeeper.email]),
    );
    const [reminder] = mails;
    expect(reminder?.subject).toBe(`${t.config.shopName}: invoice ${invoice.numberText} is due in 3 days`);
    for (const text of [
      invoice.numberText,
      order.orderNumber,
      'PO-7781',
      formatMoney(order.totalAmount, t.config.currency),
      '2027-03-31',
      `${t.config.publicUrl}/account`,
    ])
      expect(reminder?.bodyText).toContain(text);

    // Running again, that day or the next ones before the due date, sends nothing new.
    await runOn('2027-03-28');
    await runOn('2027-03-30');
    await runOn('2027-03-31');
    expect(await toMembers()).toHaveLength(2);

    // The day after the due date: overdue, once.
    await runOn('2027-04-01');
    await runOn('2027-04-02');
    mails = await toMembers();
    expect(mails).toHaveLength(4);
    expect(sent(mails.slice(2))).toEqual(
      sorted(['invoice-overdue', clinic.doctor.email], ['invoice-overdue', clinic.bookkeeper.email]),
    );
    expect(mails[2]?.subject).toBe(`${t.config.shopName}: invoice ${invoice.numberText} is overdue`);

    // 15 days overdue is not a hold yet; 16 is, and its e-mail goes out with it, once.
    await runOn('2027-04-15');
    expect(await toMembers()).toHaveLength(4);
    expect(await onHold(clinic.doctor.cookie)).toBe(false);
    await runOn('2027-04-16');
    await runOn('2027-04-17');
    expect(await onHold(clinic.doctor.cookie)).toBe(true);
    mails = await toMembers();
    expect(mails).toHaveLength(6);
    expect(sent(mails.slice(4))).toEqual(
      sorted(['account-on-hold', clinic.doctor.email], ['account-on-hold', clinic.bookkeeper.email]),
    );
    expect(mails[4]?.bodyText).toContain(
      `is more than ${t.config.creditHoldDays} days overdue, so the practice’s account is on hold`,
    );
    expect(mails[4]?.bodyText).toContain('You can still order and pay by card');

    // The payment lifts the hold at once; nothing more is sent.
    await pay(clinic.practiceId, order.totalAmount, '2027-04-17');
    expect(await onHold(clinic.doctor.cookie)).toBe(false);
    await runOn('2027-05-20');
    expect(await toMembers()).toHaveLength(6);
    const rows = await t.db.select().from(invoiceNotices).where(eq(invoiceNotices.invoiceId, invoice.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(['due_soon', 'hold', 'overdue']);
  });

  it('send nothing for a paid invoice, and only the step reached after days the job did not run', async () => {
    clock.set('2027-06-01T15:00:00Z');
    const paid = await practiceWithMembers('Paid Up Clinic');
    const paidInvoice = await invoicedOnAccount(paid.doctor.cookie);
    await pay(paid.practiceId, paidInvoice.order.totalAmount, '2027-06-01');
    const late = await practiceWithMembers('Late Clinic');
    const lateInvoice = await invoicedOnAccount(late.doctor.cookie);
    expect(lateInvoice.invoice.dueOn).toBe('2027-07-01');

    // The job first runs 20 days after the due date: the late invoice's hold alone, the paid one nothing.
    await runOn('2027-06-28');
    await runOn('2027-07-21');
    expect(await remindersTo(paid.doctor.email, paid.bookkeeper.email, paid.buyer.email)).toEqual([]);
    const mails = await remindersTo(late.doctor.email, late.bookkeeper.email, late.buyer.email);
    expect(sent(mails)).toEqual(
      sorted(
        ['invoice-due-soon', late.doctor.email],
        ['invoice-due-soon', late.bookkeeper.email],
        ['account-on-hold', late.doctor.email],
        ['account-on-hold', late.bookkeeper.email],
      ),
    );
    expect(
      await t.db.select().from(invoiceNotices).where(eq(invoiceNotices.invoiceId, paidInvoice.invoice.id)),
    ).toEqual([]);
  });

  it('send each notice once between two processes, and the rest after a run stopped mid-way', async () => {
    clock.set('2027-09-01T15:00:00Z');
    const clinic = await practiceWithMembers('Busy Clinic');
    const invoiced = [];
    for (let i = 0; i < 5; i += 1) invoiced.push(await invoicedOnAccount(clinic.doctor.cookie));
    const ids = invoiced.map(({ invoice }) => invoice.id);
    const noticed = () => t.db.select().from(invoiceNotices).where(inArray(invoiceNotices.invoiceId, ids));

    await runStoppingAfterFirstBatch((batch) => runOn('2027-09-28', batch));
    expect(await noticed()).toHaveLength(2);
    expect(await remindersTo(clinic.doctor.email, clinic.bookkeeper.email)).toHaveLength(4);

    const results = await withSecondProcess(
      t,
      (secondDb) =>
        Promise.all([
          runOn('2027-09-28', { batchSize: 1 }),
          runCreditReminderJob(secondDb, '2027-09-28', settings({ batchSize: 1 })),
        ]),
      { clock },
    );
    expect(results.reduce((sum, sent) => sum + sent.dueSoon, 0)).toBe(3);
    expect(await noticed()).toHaveLength(5);
    expect(await remindersTo(clinic.doctor.email, clinic.bookkeeper.email)).toHaveLength(10);
  });
});
