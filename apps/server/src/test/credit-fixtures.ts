import type { AdminOrderDetail } from '@shop/contract/admin-order-schemas';
import { practiceTermsPath } from '@shop/contract/credit-schemas';
import type { PracticeResponse } from '@shop/contract/practice-schemas';
import { PRACTICE_PATH } from '@shop/contract/practice-messages';
import { beforeAll, expect } from 'vitest';
import { insertProducts } from './catalog-fixtures';
import { checkoutDetails } from './order-fixtures';
import { practiceFixtures } from './practice-fixtures';
import type { AdminTestApp } from './test-app';

/**
 * Paying on account (issue 40) through its API, as the credit tests use it: a practice granted
 * terms, orders on account of a product at 100.00 (inserted before the file's tests as
 * `productName`), approved so they are invoiced.
 */
export function creditFixtures(t: AdminTestApp, productName: string) {
  const { owner } = practiceFixtures(t);

  let productId = 0;
  beforeAll(async () => {
    const ids = await insertProducts(t.db, [
      { name: productName, category: 'dermal-fillers', price: '100.00' },
    ]);
    const id = ids[productName];
    if (id === undefined) throw new Error(`${productName} was not inserted`);
    productId = id;
  });

  /** A card-free order body on account. */
  function onAccountBody() {
    const { cardInfo: _card, doctorBankingInfo: _bank, ...details } = checkoutDetails();
    return { ...details, paymentMethod: 'on_account' };
  }

  /** An order on account of `quantity` of the product, with any other fields of `body` (a PO number). */
  const orderOnAccount = (cookie: string, quantity = 1, body: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie, 'idempotency-key': crypto.randomUUID() },
      payload: { ...onAccountBody(), ...body, items: [{ productId, quantity }] },
    });

  const practiceIdOf = async (cookie: string) =>
    (await t.call('GET', PRACTICE_PATH, cookie)).json<PracticeResponse>().practice.id;

  const grant = (practiceId: number, body: unknown) =>
    t.call('PUT', practiceTermsPath(practiceId), t.admin, body);

  /** A registered owner whose practice the admin granted `netDays` and `creditLimit`. */
  async function practiceWithTerms(netDays: number, creditLimit: string, name = 'Account Clinic') {
    const doctor = await owner(name);
    const practiceId = await practiceIdOf(doctor.cookie);
    const res = await grant(practiceId, { netDays, creditLimit });
    expect(res.statusCode, res.body).toBe(200);
    return { doctor, practiceId };
  }

  /** The admin approves the order, which invoices it. */
  async function approve(orderId: number) {
    const res = await t.call('POST', `/api/admin/orders/${orderId}/approve`, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminOrderDetail>();
  }

  return {
    productId: () => productId,
    orderOnAccount,
    practiceIdOf,
    grant,
    practiceWithTerms,
    approve,
  };
}
