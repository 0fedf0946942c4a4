import type { AdminOrderDetail } from '@shop/contract/admin-order-schemas';

import type { CheckoutPrefill, SavedAddress, SavedAddressList } from '@shop/contract/account-schemas';
import { adminTaxExemptionPath } from '@shop/contract/charges-schemas';
import type { ApiErrorBody } from '@shop/contract/error-schemas';
import { checkoutFieldMessages, checkoutMessages } from '@shop/contract/order-messages';
import type { OrderDetail, OrderPage } from '@shop/contract/order-schemas';
import type {
  ApprovalsResponse,
  SubmitOrderHeldResponse,
  AdminPracticeDetail,
  AdminPracticePage,
  PracticeResponse,
} from '@shop/contract/practice-schemas';
import {
  ADMIN_PRACTICES_PATH,
  PRACTICE_APPROVALS_PATH,
  PRACTICE_INVITATIONS_PATH,
  PRACTICE_PATH,
  approvalDecisionPath,
  practiceInvitationPath,
  adminPracticePath,
  practiceMemberPath,
} from '@shop/contract/practice-messages';
import { ADMIN_ORDERS_EXPORT_PATH, ORDER_CSV_COLUMNS } from '@shop/contract/order-csv';
import { parseCsv } from '@shop/contract/csv-test-reader';
import { packingSlipPath } from '@shop/contract/packing-slips';
import { orderDocumentPath } from '@shop/contract/documents';
import { SAVED_ADDRESSES_PATH } from '@shop/contract/pages';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/system';
import { pdfPages } from '@shop/contract/pdf-test-reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../test/catalog-fixtures';
import { placedOrder, submitAcceptedOrder, submitOrder } from '../../test/order-fixtures';
import { newMemberAddress, practiceTestApp } from '../../test/practice-fixtures';

/**
 * A practice's orders are the practice's (issue 39): every member sees them, their invoices and
 * credit notes and the month's statement; a buyer the owner limited sees only their own; a
 * bookkeeper reads but neither cancels nor orders again; another practice finds none of them.
 */
const { t, owner, member } = practiceTestApp('2027-05-12T15:00:00Z');

let productId = 0;
beforeAll(async () => {
  const ids = await insertProducts(t.db, [
    { name: 'Practice Cannula 25G', category: 'dermal-fillers', price: '40.00' },
  ]);
  productId = ids['Practice Cannula 25G']!;
});

const placeOrder = (cookie: string, quantity = 1) =>
  submitAcceptedOrder(t.app, cookie, [{ productId, quantity }]);
const history = async (cookie: string) => (await t.call('GET', '/api/orders', cookie)).json<OrderPage>();
const orderOf = (cookie: string, id: number) => t.call('GET', `/api/orders/${id}`, cookie);

async function approve(orderId: number) {
  const res = await t.call('POST', `/api/admin/orders/${orderId}/approve`, t.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderDetail>().invoiceNumber!;
}

describe('purchase-order numbers', () => {
  it('are required once the owner says so, and every document and the export carry them', async () => {
    const doctor = await owner('PO Clinic');
    const buyer = await member(doctor);
    const setting = await t.call('PATCH', PRACTICE_PATH, buyer.cookie, { poNumberRequired: true });
    expect(setting.statusCode).toBe(403);
    const on = await t.call('PATCH', PRACTICE_PATH, doctor.cookie, { poNumberRequired: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<PracticeResponse>().practice.poNumberRequired).toBe(true);

    const missing = await submitOrder(t.app, buyer.cookie, [{ productId, quantity: 1 }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiErrorBody>()).toMatchObject({
      message: checkoutFieldMessages.poNumberRequired,
      fieldErrors: { poNumber: [checkoutFieldMessages.poNumberRequired] },
    });
    const tooLong = await submitOrder(t.app, buyer.cookie, [{ productId, quantity: 1 }], {
      body: { poNumber: 'P'.repeat(36) },
    });
    expect(tooLong.json<ApiErrorBody>().fieldErrors).toEqual({
      poNumber: [checkoutFieldMessages.poNumberTooLong],
    });

    const placed = await submitOrder(t.app, buyer.cookie, [{ productId, quantity: 1 }], {
      body: { poNumber: ' PO-2027-0415 ' },
    });
    const order = placedOrder(placed);
    expect(order).toMatchObject({
      poNumber: 'PO-2027-0415',
      practiceName: 'PO Clinic',
      placedBy: 'Sam buyer',
      signedOffBy: null,
    });
    const invoice = await approve(order.id);
    const text = async (url: string, cookie: string) => {
      const res = await t.call('GET', url, cookie);
      expect(res.statusCode, url).toBe(200);
      return (await pdfPages(res.rawPayload)).join('\n');
    };
    expect(await text(`/api/orders/${order.id}/invoice.pdf`, doctor.cookie)).toMatch(
      /PO-2027-0415 PO number:/,
    );
    expect(await text(packingSlipPath(order.id), t.admin)).toMatch(/PO-2027-0415 PO number:/);
    expect(await text('/api/account/statements/2027-05.pdf', doctor.cookie)).toContain(
      `${order.orderNumber} (PO PO-2027-0415)`,
    );
    const cancelled = await t.call('POST', `/api/orders/${order.id}/cancel`, doctor.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await text(`/api/orders/${order.id}/credit-note.pdf`, doctor.cookie)).toMatch(
      /PO-2027-0415 PO number:/,
    );
    expect(invoice).toMatch(/^INV-/);

    const csv = await t.call('GET', `${ADMIN_ORDERS_EXPORT_PATH}?search=${order.orderNumber}`, t.admin);
    const rows = parseCsv(csv.body);
    expect(rows[1]?.[ORDER_CSV_COLUMNS.indexOf('PO number')]).toBe('PO-2027-0415');

    // The desk shows the practice, who placed it and the PO number.
    const desk = await t.call('GET', `/api/admin/orders/${order.id}`, t.admin);
    expect(desk.json<AdminOrderDetail>()).toMatchObject({
      poNumber: 'PO-2027-0415',
      practiceName: 'PO Clinic',
      placedBy: 'Sam buyer',
    });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'practice.settings'));
    expect(entries.at(-1)?.details).toEqual({ poNumberRequired: { before: false, after: true } });
  });
});

describe("a practice's orders", () => {
  it('are seen by every member with their invoices, and by no other practice', async () => {
    const doctor = await owner('Shared Orders Clinic');
    const buyer = await member(doctor);
    const bookkeeper = await member(doctor, 'bookkeeper');
    const stranger = await owner('Other Clinic');

    const bought = await placeOrder(buyer.cookie, 2);
    const own = await placeOrder(doctor.cookie);
    for (const cookie of [doctor.cookie, buyer.cookie, bookkeeper.cookie]) {
      const page = await history(cookie);
      expect(page.totalCount).toBe(2);
      expect(page.orders.map((o) => o.id)).toEqual([own.id, bought.id]);
      expect((await orderOf(cookie, bought.id)).statusCode).toBe(200);
    }
    expect((await history(stranger.cookie)).totalCount).toBe(0);
    expect((await orderOf(stranger.cookie, bought.id)).statusCode).toBe(404);

    const invoice = await approve(bought.id);
    for (const cookie of [doctor.cookie, bookkeeper.cookie]) {
      const res = await t.call('GET', `/api/orders/${bought.id}/invoice.pdf`, cookie);
      expect(res.statusCode).toBe(200);
      expect((await pdfPages(res.rawPayload)).join('\n')).toContain(invoice);
    }
    expect((await t.call('GET', `/api/orders/${bought.id}/invoice.pdf`, stranger.cookie)).statusCode).toBe(
      404,
    );

    // The month's statement is the practice's, whoever downloads it; the stranger's has none of it.
    const statement = async (cookie: string) => {
      const res = await t.call('GET', '/api/account/statements/2027-05.pdf', cookie);
      expect(res.statusCode).toBe(200);
      return (await pdfPages(res.rawPayload)).join('\n');
    };
    expect(await statement(bookkeeper.cookie)).toContain(invoice);
    expect(await statement(doctor.cookie)).toContain('Shared Orders Clinic');
    expect(await statement(stranger.cookie)).not.toContain(invoice);
  });

  it('are a buyer’s own alone once the owner limits them so', async () => {
    const doctor = await owner();
    const buyer = await member(doctor);
    const theirs = await placeOrder(buyer.cookie);
    const owners = await placeOrder(doctor.cookie);
    const invoice = await approve(owners.id);
    const limited = await t.call('PATCH', practiceMemberPath(buyer.id), doctor.cookie, {
      ownOrdersOnly: true,
    });
    expect(limited.statusCode, limited.body).toBe(200);

    expect((await history(buyer.cookie)).orders.map((o) => o.id)).toEqual([theirs.id]);
    expect((await orderOf(buyer.cookie, owners.id)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/orders/${owners.id}/invoice.pdf`, buyer.cookie)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/orders/${owners.id}/cancel`, buyer.cookie)).statusCode).toBe(404);
    const statement = await t.call('GET', '/api/account/statements/2027-05.pdf', buyer.cookie);
    expect((await pdfPages(statement.rawPayload)).join('\n')).not.toContain(invoice);
    // The owner still sees both.
    expect((await history(doctor.cookie)).totalCount).toBe(2);
  });

  it('may be cancelled by the owner for a buyer, not by a bookkeeper, who may not order them again either', async () => {
    const doctor = await owner();
    const buyer = await member(doctor);
    const bookkeeper = await member(doctor, 'bookkeeper');
    const first = await placeOrder(buyer.cookie);
    const second = await placeOrder(buyer.cookie);

    const seen = (await orderOf(bookkeeper.cookie, first.id)).json<OrderDetail>();
    expect(seen.canCancel).toBe(false);
    expect((await orderOf(doctor.cookie, first.id)).json<OrderDetail>().canCancel).toBe(true);
    for (const action of ['cancel', 'reorder']) {
      const res = await t.call('POST', `/api/orders/${first.id}/${action}`, bookkeeper.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json<ApiErrorBody>().message).toBe(checkoutMessages.bookkeeperCannotOrder);
    }

    const cancelled = await t.call('POST', `/api/orders/${first.id}/cancel`, doctor.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<OrderDetail>().status).toBe('cancelled');
    const again = await t.call('POST', `/api/orders/${second.id}/reorder`, doctor.cookie);
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('shared within the practice (issue 39)', () => {
  it('the tax exemption the admin sets for a doctor is their practice’s: every member orders without tax', async () => {
    const doctor = await owner('Exempt Clinic');
    const buyer = await member(doctor);
    const exemption = { certificateNumber: 'EX-PRACTICE-9', expiresOn: '2099-12-31' };
    const set = await t.call('PUT', adminTaxExemptionPath(doctor.id), t.admin, exemption);
    expect(set.statusCode, set.body).toBe(200);
    // Read back through the buyer: the same practice, the same exemption.
    expect((await t.call('GET', adminTaxExemptionPath(buyer.id), t.admin)).json()).toEqual({ exemption });
    const order = await placeOrder(buyer.cookie);
    expect(order.taxExemptionNumber).toBe('EX-PRACTICE-9');
    // Another practice has none.
    const other = await owner('Taxed Clinic');
    expect((await placeOrder(other.cookie)).taxExemptionNumber).toBeNull();
  });

  it('the address book is every member’s, and no other practice’s', async () => {
    const doctor = await owner('Address Clinic');
    const buyer = await member(doctor);
    const added = await t.call('POST', '/api/account/addresses', buyer.cookie, {
      label: 'Second site',
      clinicName: 'Address Clinic West',
      street: '200 Queen St W',
      city: 'Toronto',
      state: 'Ontario',
      zipCode: 'M5V 2A1',
      country: 'Canada',
    });
    expect(added.statusCode, added.body).toBe(201);
    const address = added.json<SavedAddress>();
    const book = await t.call('GET', '/api/account/addresses', doctor.cookie);
    expect(book.json<SavedAddressList>().addresses).toEqual([address]);
    const prefill = await t.call('GET', '/api/account/checkout-prefill', doctor.cookie);
    expect(prefill.json<CheckoutPrefill>().savedAddresses).toEqual([address]);
    // The owner may change it; another practice reads none and changes nothing.
    const other = await owner('Stranger Clinic');
    expect((await t.call('GET', '/api/account/addresses', other.cookie)).json<SavedAddressList>()).toEqual({
      addresses: [],
    });
    const foreign = await t.call('DELETE', `/api/account/addresses/${address.id}`, other.cookie);
    expect(foreign.statusCode).toBe(404);
    // The buyer leaves (their account goes with them): the address stays the practice's.
    const removed = await t.call('DELETE', practiceMemberPath(buyer.id), doctor.cookie);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const kept = await t.call('GET', '/api/account/addresses', doctor.cookie);
    expect(kept.json<SavedAddressList>().addresses.map((row) => row.id)).toEqual([address.id]);
    expect((await t.call('DELETE', `/api/account/addresses/${address.id}`, doctor.cookie)).statusCode).toBe(
      200,
    );
  });
});

describe('one practice and another (issue 39)', () => {
  it('finds nothing of the other: every call on its orders, documents, sign-offs, members, invitations and addresses is a 404 and changes nothing', async () => {
    const theirs = await owner('Sweep Target Clinic');
    const theirBuyer = await member(theirs, 'buyer', '1.00');
    const theirOrder = await placeOrder(theirs.cookie);
    await approve(theirOrder.id);
    const held = await submitOrder(t.app, theirBuyer.cookie, [{ productId, quantity: 1 }]);
    expect(held.statusCode, held.body).toBe(202);
    const request = held.json<SubmitOrderHeldResponse>().request;
    const invitation = await t.call('POST', PRACTICE_INVITATIONS_PATH, theirs.cookie, {
      email: newMemberAddress(),
      role: 'bookkeeper',
    });
    const site = {
      label: 'Their site',
      street: '300 Bay St',
      city: 'Toronto',
      state: 'Ontario',
      zipCode: 'M5H 2Y2',
      country: 'Canada',
    };
    const address = await t.call('POST', SAVED_ADDRESSES_PATH, theirs.cookie, site);
    const addressId = address.json<SavedAddress>().id;
    const invitationId = invitation.json<{ id: number }>().id;

    const mine = await owner('Sweep Clinic');
    const calls: ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, Record<string, unknown>?][] = [
      ['GET', `/api/orders/${theirOrder.id}`],
      ['POST', `/api/orders/${theirOrder.id}/cancel`],
      ['POST', `/api/orders/${theirOrder.id}/reorder`],
      ['GET', orderDocumentPath('doctor', theirOrder.id, 'invoice')],
      ['GET', orderDocumentPath('doctor', theirOrder.id, 'credit_note')],
      ['POST', approvalDecisionPath(request.id, 'approve')],
      ['POST', approvalDecisionPath(request.id, 'decline'), { reason: 'Not ours' }],
      ['PATCH', practiceMemberPath(theirBuyer.id), { monthlyLimit: '5000' }],
      ['DELETE', practiceMemberPath(theirBuyer.id)],
      ['DELETE', practiceInvitationPath(invitationId)],
      ['PUT', `${SAVED_ADDRESSES_PATH}/${addressId}`, { ...site, label: 'Mine now' }],
      ['DELETE', `${SAVED_ADDRESSES_PATH}/${addressId}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method, url, mine.cookie, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }

    // The other practice is as it was.
    expect((await orderOf(theirs.cookie, theirOrder.id)).json<OrderDetail>().status).toBe('approved');
    const approvals = await t.call('GET', PRACTICE_APPROVALS_PATH, theirs.cookie);
    expect(approvals.json<ApprovalsResponse>().toDecide.map((r) => [r.id, r.status])).toEqual([
      [request.id, 'pending'],
    ]);
    const practice = await t.call('GET', PRACTICE_PATH, theirs.cookie);
    expect(practice.json<PracticeResponse>().members?.find((m) => m.id === theirBuyer.id)?.monthlyLimit).toBe(
      '1.00',
    );
    expect(practice.json<PracticeResponse>().invitations?.map((i) => i.id)).toEqual([invitationId]);
    const book = await t.call('GET', SAVED_ADDRESSES_PATH, theirs.cookie);
    expect(book.json<SavedAddressList>().addresses.map((row) => row.label)).toEqual(['Their site']);
  });
});

describe("the shop's admin's view of practices", () => {
  it('lists practices with their owners and counts, finds one by a member, and shows one whole', async () => {
    const doctor = await owner('Admin View Clinic');
    const buyer = await member(doctor, 'buyer', '300');
    const order = await placeOrder(buyer.cookie, 2);

    const page = await t.call('GET', `${ADMIN_PRACTICES_PATH}?q=${encodeURIComponent(buyer.email)}`, t.admin);
    expect(page.statusCode, page.body).toBe(200);
    const { practices: found, totalCount } = page.json<AdminPracticePage>();
    expect(totalCount).toBe(1);
    expect(found[0]).toMatchObject({
      name: 'Admin View Clinic',
      owners: ['Dr. Jane Carter'],
      memberCount: 2,
      orderCount: 1,
      pendingSignOffs: 0,
      poNumberRequired: false,
    });

    const detail = await t.call('GET', adminPracticePath(found[0]!.id), t.admin);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json<AdminPracticeDetail>();
    expect(body.members.map((x) => [x.role, x.monthlyLimit, x.spentThisMonth])).toEqual([
      ['owner', null, '0.00'],
      ['buyer', '300.00', '80.00'],
    ]);
    expect(body.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        placedBy: 'Sam buyer',
        signedOffBy: null,
        totalAmount: '80.00',
      }),
    ]);
    expect(body.pendingSignOffs).toEqual([]);

    expect((await t.call('GET', adminPracticePath(999_999), t.admin)).statusCode).toBe(404);
    expect((await t.call('GET', ADMIN_PRACTICES_PATH, doctor.cookie)).statusCode).toBe(403);
    expect((await t.call('GET', ADMIN_PRACTICES_PATH)).statusCode).toBe(401);
    const tooLong = await t.call('GET', `${ADMIN_PRACTICES_PATH}?q=${'x'.repeat(300)}`, t.admin);
    expect(tooLong.statusCode).toBe(400);
  });
});
