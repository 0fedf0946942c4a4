import { fromCents, toCents } from '@shop/contract/money';
import { practicePaymentsPath } from '@shop/contract/credit-schemas';
import { pdfPages } from '@shop/contract/pdf-test-reader';
import { accountStatementPath, adminStatementPath, statementMessages as m } from '@shop/contract/statements';
import { describe, expect, it } from 'vitest';
import { creditFixtures } from '../../test/credit-fixtures';
import { placedOrder } from '../../test/order-fixtures';
import { practiceTestApp } from '../../test/practice-fixtures';

/**
 * The statement's account (issue 40): a practice on account reads, on its monthly statement, the
 * balance brought forward, the month's invoices, credit notes and payments on account, the balance
 * carried forward (which the next month brings forward) and its ageing; a buyer's statement leaves
 * the account out, as the account page does.
 */
const { clock, t, member } = practiceTestApp('2027-01-20T15:00:00Z');
const { orderOnAccount, practiceWithTerms, approve } = creditFixtures(t, 'Statement Filler 1ml');

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe('the statement’s account', () => {
  it('brings the balance forward, lists the month’s movements and carries the balance forward', async () => {
    const { doctor, practiceId } = await practiceWithTerms(30, '10000', 'Statement Clinic');
    const january = placedOrder(await orderOnAccount(doctor.cookie, 1));
    await approve(january.id);
    clock.set('2027-02-10T15:00:00Z');
    const february = placedOrder(await orderOnAccount(doctor.cookie, 2));
    await approve(february.id);
    clock.set('2027-02-12T15:00:00Z');
    const paid = await t.call('POST', practicePaymentsPath(practiceId), t.admin, {
      amount: january.totalAmount,
      receivedOn: '2027-02-12',
      method: 'cheque',
      reference: 'CHQ 3301',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    clock.set('2027-03-05T15:00:00Z');

    const text = async (url: string, cookie: string) => {
      const res = await t.call('GET', url, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return (await pdfPages(res.rawPayload)).join('\n');
    };
    const januaryCents = toCents(january.totalAmount);
    const februaryCents = toCents(february.totalAmount);
    const feb = await text(accountStatementPath('2027-02'), doctor.cookie);
    expect(feb).toContain(m.openingBalance);
    expect(feb).toContain(`${m.openingBalance} ${money(januaryCents)}`);
    expect(feb).toContain('CHQ 3301');
    expect(feb).toContain(`${m.closingBalance} ${money(februaryCents)}`);
    // What February carried forward, March brings forward.
    const march = await text(accountStatementPath('2027-03'), doctor.cookie);
    expect(march).toContain(`${m.openingBalance} ${money(februaryCents)}`);
    expect(march).toContain(m.accountNone);
    // The admin's copy has it too; a buyer's statement leaves the account out.
    expect(await text(adminStatementPath(doctor.id, '2027-02'), t.admin)).toContain(m.closingBalance);
    const buyer = await member(doctor, 'buyer');
    expect(await text(accountStatementPath('2027-02'), buyer.cookie)).not.toContain(m.openingBalance);
    expect(fromCents(februaryCents)).toBe(february.totalAmount);
  });

  it('has no account part for a practice that never bought on account', async () => {
    clock.set('2027-03-05T15:00:00Z');
    const { doctor } = await practiceWithTerms(30, '10000', 'Card Only Clinic');
    const res = await t.call('GET', accountStatementPath('2027-03'), doctor.cookie);
    expect(res.statusCode).toBe(200);
    expect((await pdfPages(res.rawPayload)).join('\n')).not.toContain(m.openingBalance);
  });
});
