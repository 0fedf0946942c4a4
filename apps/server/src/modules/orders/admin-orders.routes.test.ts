import { textMessages } from '@shop/contract/text';
import type { AdminOrderDetail, AdminOrderPage, OrderCounts } from '@shop/contract/admin-order-schemas';
import { DEFAULT_DECLINE_REASON, declineReasonRequired } from '@shop/contract/admin-order-schemas';
import { orderMessages } from '@shop/contract/order-messages';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import type { OrderDetail } from '@shop/contract/order-schemas';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { auditLog, outboxEmails } from '../../db/schema/system';
import { testAppWithProducts } from '../../test/catalog-fixtures';
import {
  KNOWN_ACCOUNT,
  KNOWN_CARD,
  KNOWN_CVV,
  KNOWN_ROUTING,
  doctorSession,
  submitAcceptedOrder,
} from '../../test/order-fixtures';
import { createAdminTestApp } from '../../test/test-app';
import { escapeHtml } from '../email/email.layout';
import { changeOrderStatus } from './order-status.service';
import { queuedEmails } from '../../test/outbox';

const { t, ids } = testAppWithProducts(createAdminTestApp, [
  { name: 'Toxin A', category: 'botulinum-toxins', price: '300.00' },
]);

const digits = (value: string) => value.replace(/\D/g, '');

/** An order of two of the product, by this doctor or a new one. */
async function placeOrder(cookie?: string) {
  return submitAcceptedOrder(t.app, cookie ?? (await doctorSession(t.db)).cookie, [
    { productId: ids['Toxin A']!, quantity: 2 },
  ]);
}

async function cardSecretOf(orderId: number) {
  const [row] = await t.db
    .select({ cardSecret: orders.cardSecret, bankSecret: orders.bankSecret })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

async function emailsTo(address: string, template: string) {
  return queuedEmails(t.db, and(eq(outboxEmails.toAddress, address), eq(outboxEmails.template, template)));
}

/** The one e-mail of this template about this order. */
async function emailAbout(address: string, template: string, orderNumber: string) {
  const found = (await emailsTo(address, template)).filter((e) => e.subject.includes(orderNumber));
  expect(found).toHaveLength(1);
  return found[0]!;
}

async function revealsOf(orderId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order.payment_reveal'), eq(auditLog.entityId, String(orderId))));
}

/** The fixture's card and bank data, each as a number of its own (the order number aside). */
function expectNoPaymentData(body: string | null, orderNumber: string) {
  expect(body).toBeTruthy();
  const text = (body ?? '').replaceAll(orderNumber, '');
  expect(text).not.toContain(KNOWN_CARD);
  expect(text).not.toContain(digits(KNOWN_CARD).slice(-8));
  for (const value of [
    KNOWN_CVV,
    digits(KNOWN_CARD).slice(-4),
    KNOWN_ACCOUNT,
    KNOWN_ACCOUNT.slice(-4),
    KNOWN_ROUTING,
  ]) {
    expect(text).not.toMatch(new RegExp(`(?<![0-9])${value}(?![0-9])`));
  }
}

describe('who may use the order desk', () => {
  it.each([
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/orders?from=2026-01-01&to=2026-01-31&sort=total&dir=asc'],
    ['GET', '/api/admin/pending-orders'],
    ['GET', '/api/admin/order-counts'],
    ['GET', '/api/admin/orders/1'],
    ['POST', '/api/admin/orders/1/approve'],
    ['POST', '/api/admin/orders/1/decline'],
    ['PATCH', '/api/admin/orders/1/status'],
  ] as const)('%s %s: 401 for a guest, 403 for a doctor', async (method, url) => {
    const doctor = await doctorSession(t.db);
    const body = method === 'GET' ? undefined : { reason: 'x', status: 'approved' };
    expect((await t.call(method, url, undefined, body)).statusCode).toBe(401);
    expect((await t.call(method, url, doctor.cookie, body)).statusCode).toBe(403);
  });
});

describe('lists and counts', () => {
  it('lists newest first with masked payment, filters, searches and pages with exact totals', async () => {
    const doctor = await doctorSession(t.db);
    const placed = [
      await placeOrder(doctor.cookie),
      await placeOrder(doctor.cookie),
      await placeOrder(doctor.cookie),
    ];
    const counts = (await t.call('GET', '/api/admin/order-counts', t.admin)).json<OrderCounts>();

    const all = (await t.call('GET', '/api/admin/orders?limit=2', t.admin)).json<AdminOrderPage>();
    expect(all.totalCount).toBe(counts.total);
    expect(all.totalPages).toBe(Math.ceil(counts.total / 2));
    expect(all.orders.map((o) => o.id)).toEqual([placed[2]!.id, placed[1]!.id]);
    expect(all.orders[0]).toMatchObject({
      status: 'pending',
      totalAmount: '600.00',
      cardInfo: { last4: '6467', cardNumber: null, cvv: null },
      doctorBankingInfo: { accountLast4: '6789', accountNumber: null, routingNumber: null },
      items: [{ productName: 'Toxin A', quantity: 2 }],
    });
    expect(JSON.stringify(all)).not.toContain(digits(KNOWN_CARD));

    const pending = (
      await t.call('GET', '/api/admin/orders?status=pending&limit=100', t.admin)
    ).json<AdminOrderPage>();
    expect(pending.totalCount).toBe(counts.byStatus.pending);
    expect(pending.orders.every((o) => o.status === 'pending')).toBe(true);

    const number = placed[1]!.orderNumber;
    const found = (
      await t.call('GET', `/api/admin/orders?search=${number.toLowerCase().slice(3)}`, t.admin)
    ).json<AdminOrderPage>();
    expect(found).toMatchObject({ totalCount: 1, orders: [{ id: placed[1]!.id }] });
    const none = (await t.call('GET', '/api/admin/orders?search=%25_nobody', t.admin)).json<AdminOrderPage>();
    expect(none).toMatchObject({ totalCount: 0, orders: [] });

    const queue = (
      await t.call('GET', '/api/admin/pending-orders?limit=100', t.admin)
    ).json<AdminOrderPage>();
    const mine = queue.orders.filter((o) => placed.some((p) => p.id === o.id)).map((o) => o.id);
    expect(mine).toEqual(placed.map((p) => p.id));
  });

  it.each(['status=shipping', 'limit=101', 'limit=0', 'page=0', 'sort=x'])(
    'refuses %s with 400',
    async (q) => {
      expect((await t.call('GET', `/api/admin/orders?${q}`, t.admin)).statusCode).toBe(400);
    },
  );

  it('counts follow every status change', async () => {
    const before = (await t.call('GET', '/api/admin/order-counts', t.admin)).json<OrderCounts>();
    const order = await placeOrder();
    await t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin);
    const after = (await t.call('GET', '/api/admin/order-counts', t.admin)).json<OrderCounts>();
    expect(after.total).toBe(before.total + 1);
    expect(after.byStatus.pending).toBe(before.byStatus.pending);
    expect(after.byStatus.approved).toBe(before.byStatus.approved + 1);
  });
});

describe('one order in full', () => {
  it('reveals card and bank numbers while pending, each reveal audited', async () => {
    const order = await placeOrder();
    const res = await t.call('GET', `/api/admin/orders/${order.id}`, t.admin);
    expect(res.statusCode).toBe(200);
    const detail = res.json<AdminOrderDetail>();
    expect(digits(detail.cardInfo!.cardNumber!)).toBe(digits(KNOWN_CARD));
    expect(detail.cardInfo!.cvv).toBe(KNOWN_CVV);
    expect(detail.doctorBankingInfo).toMatchObject({
      accountNumber: KNOWN_ACCOUNT,
      routingNumber: KNOWN_ROUTING,
    });
    expect(detail.history).toMatchObject([{ status: 'pending', by: 'doctor' }]);
    await t.call('GET', `/api/admin/orders/${order.id}`, t.admin);
    const reveals = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.payment_reveal'), eq(auditLog.entityId, String(order.id))));
    expect(reveals).toHaveLength(2);
    expect(reveals[0]!.actorUserId).not.toBeNull();
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await t.call('GET', '/api/admin/orders/99999999', t.admin)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/admin/orders/0x5a', t.admin)).statusCode).toBe(400);
  });
});

describe('decisions', () => {
  it('approves: card number and CVC destroyed, the doctor e-mailed, the doctor sees it', async () => {
    const doctor = await doctorSession(t.db);
    const order = await placeOrder(doctor.cookie);
    const res = await t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin);
    expect(res.statusCode).toBe(200);
    const detail = res.json<AdminOrderDetail>();
    expect(detail).toMatchObject({
      status: 'approved',
      cardInfo: { last4: '6467', cardNumber: null, cvv: null },
    });
    expect(detail.history.map((h) => [h.status, h.by])).toEqual([
      ['pending', 'doctor'],
      ['approved', 'admin'],
    ]);
    expect((await cardSecretOf(order.id))?.cardSecret).toBeNull();
    const [email] = await emailsTo(doctor.email, 'order-approved');
    expect(email?.bodyText).toContain(order.orderNumber);
    expect(email?.bodyText).not.toContain(digits(KNOWN_CARD).slice(-8));

    const mine = (await t.call('GET', `/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>();
    expect(mine.status).toBe('approved');
    // No reveal once it has left pending; the answer was the order as stored.
    const again = (await t.call('GET', `/api/admin/orders/${order.id}`, t.admin)).json<AdminOrderDetail>();
    expect(again.doctorBankingInfo).toMatchObject({ accountNumber: null, routingNumber: null });
    expect(detail).toEqual(again);
  });

  it('declines with a reason; a blank reason is a 400 and changes nothing', async () => {
    const doctor = await doctorSession(t.db);
    const order = await placeOrder(doctor.cookie);
    const blank = await t.call('POST', `/api/admin/orders/${order.id}/decline`, t.admin, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.reason).toEqual([
      declineReasonRequired,
    ]);
    // E-mailed to the doctor: a direction override would reorder what they read, on any line.
    for (const reason of ['Licence \u202Ederipxe', 'Two lines:\nthe \u2067second\u2069 one']) {
      const turned = await t.call('POST', `/api/admin/orders/${order.id}/decline`, t.admin, { reason });
      expect(turned.statusCode).toBe(400);
      expect(turned.json()).toMatchObject({
        message: textMessages.directionControl,
        fieldErrors: { reason: [textMessages.directionControl] },
      });
    }
    expect((await t.call('GET', `/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>().status).toBe(
      'pending',
    );

    const res = await t.call('POST', `/api/admin/orders/${order.id}/decline`, t.admin, {
      reason: 'Licence expired',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrderDetail>()).toMatchObject({
      status: 'declined',
      declineReason: 'Licence expired',
    });
    expect((await cardSecretOf(order.id))?.cardSecret).toBeNull();
    const [email] = await emailsTo(doctor.email, 'order-declined');
    expect(email?.bodyText).toContain('Licence expired');
    const mine = (await t.call('GET', `/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>();
    expect(mine).toMatchObject({ status: 'declined', declineReason: 'Licence expired' });
  });

  it('takes the dashboard path: decline with the default reason, ship with tracking, deliver', async () => {
    const doctor = await doctorSession(t.db);
    const declined = await placeOrder(doctor.cookie);
    const res = await t.call('PATCH', `/api/admin/orders/${declined.id}/status`, t.admin, {
      status: 'declined',
    });
    expect(res.json<AdminOrderDetail>().declineReason).toBe(DEFAULT_DECLINE_REASON);

    const order = await placeOrder(doctor.cookie);
    await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, { status: 'approved' });
    const shipped = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, {
      status: 'shipped',
      carrier: 'Purolator',
      trackingNumber: 'PUR123456789',
    });
    expect(shipped.json<AdminOrderDetail>()).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'Purolator', trackingNumber: 'PUR123456789' },
    });
    const [email] = await emailsTo(doctor.email, 'order-shipped');
    expect(email?.bodyText).toContain('PUR123456789');
    const mine = (await t.call('GET', `/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>();
    expect(mine.shipment).toEqual({ carrier: 'Purolator', trackingNumber: 'PUR123456789' });

    const delivered = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, {
      status: 'delivered',
    });
    expect(delivered.json<AdminOrderDetail>().history.map((h) => h.status)).toEqual([
      'pending',
      'approved',
      'shipped',
      'delivered',
    ]);
    expect(delivered.json<AdminOrderDetail>()).toEqual(
      (await t.call('GET', `/api/admin/orders/${order.id}`, t.admin)).json<AdminOrderDetail>(),
    );
  });

  it('refuses a step the state machine does not allow with a 409 naming the status now', async () => {
    const order = await placeOrder();
    const ship = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, {
      status: 'shipped',
    });
    expect(ship.statusCode).toBe(409);
    expect(ship.json<{ message: string }>().message).toBe(
      adminOrderMessages.cannotMove('Pending', 'Shipped'),
    );
    await t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin);
    const decline = await t.call('POST', `/api/admin/orders/${order.id}/decline`, t.admin, {
      reason: 'Late',
    });
    expect(decline.statusCode).toBe(409);
    expect(decline.json<{ message: string }>().message).toBe(
      adminOrderMessages.cannotMove('Approved', 'Declined'),
    );
    const cancel = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, {
      status: 'cancelled',
    });
    expect(cancel.statusCode).toBe(400);
    expect((await t.call('POST', '/api/admin/orders/99999999/approve', t.admin)).statusCode).toBe(404);
  });

  it('lets exactly one of two admins deciding at once win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const order = await placeOrder();
      const [approve, decline] = await Promise.all([
        t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin),
        t.call('POST', `/api/admin/orders/${order.id}/decline`, t.admin, { reason: 'Duplicate order' }),
      ]);
      expect([approve.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
      const history = (await t.call('GET', `/api/admin/orders/${order.id}`, t.admin)).json<AdminOrderDetail>()
        .history;
      expect(history).toHaveLength(2);
    }
  });
});

describe("the doctor's e-mails", () => {
  it('approved: the order number in both bodies, no payment data', async () => {
    const doctor = await doctorSession(t.db);
    const order = await placeOrder(doctor.cookie);
    await t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin);
    const email = await emailAbout(doctor.email, 'order-approved', order.orderNumber);
    for (const body of [email.bodyText, email.bodyHtml]) {
      expect(body).toContain(`Your order ${order.orderNumber} has been approved`);
      expect(body).toContain('Dr. Jane Carter');
      expectNoPaymentData(body, order.orderNumber);
    }
  });

  it('declined: the reason in both bodies (escaped in the HTML), no payment data', async () => {
    const doctor = await doctorSession(t.db);
    const order = await placeOrder(doctor.cookie);
    const reason = 'Licence "MD-1" expired & <b>not</b> renewed';
    await t.call('POST', `/api/admin/orders/${order.id}/decline`, t.admin, { reason });
    const email = await emailAbout(doctor.email, 'order-declined', order.orderNumber);
    expect(email.bodyText).toContain(`Reason: ${reason}`);
    expect(email.bodyHtml).toContain(escapeHtml(reason));
    expect(email.bodyHtml).not.toContain('<b>');
    for (const body of [email.bodyText, email.bodyHtml]) {
      expect(body).toContain(`your order ${order.orderNumber} was declined`);
      expectNoPaymentData(body, order.orderNumber);
    }
  });

  it('shipped: carrier and tracking number when given, a plain note when not, no payment data', async () => {
    const doctor = await doctorSession(t.db);
    const tracked = await placeOrder(doctor.cookie);
    const untracked = await placeOrder(doctor.cookie);
    for (const order of [tracked, untracked]) {
      await t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin);
    }
    await t.call('PATCH', `/api/admin/orders/${tracked.id}/status`, t.admin, {
      status: 'shipped',
      carrier: 'Purolator',
      trackingNumber: 'PUR123456789',
    });
    await t.call('PATCH', `/api/admin/orders/${untracked.id}/status`, t.admin, { status: 'shipped' });

    const withTracking = await emailAbout(doctor.email, 'order-shipped', tracked.orderNumber);
    expect(withTracking.bodyText).toContain('Carrier: Purolator\nTracking number: PUR123456789');
    expect(withTracking.bodyHtml).toMatch(/>Carrier<\/th><td[^>]*>Purolator<\/td>/);
    expect(withTracking.bodyHtml).toMatch(/>Tracking number<\/th><td[^>]*>PUR123456789<\/td>/);

    const without = await emailAbout(doctor.email, 'order-shipped', untracked.orderNumber);
    for (const [email, order] of [
      [withTracking, tracked],
      [without, untracked],
    ] as const) {
      for (const body of [email.bodyText, email.bodyHtml]) {
        expect(body).toContain(`Your order ${order.orderNumber} is on its way.`);
        expectNoPaymentData(body, order.orderNumber);
      }
    }
    for (const body of [without.bodyText, without.bodyHtml]) {
      expect(body).not.toMatch(/Carrier|Tracking|null|undefined/);
    }
  });
});

describe('an admin and the doctor at the same time', () => {
  it("decline against the doctor's cancel on a pending order: exactly one wins", async () => {
    const doctor = await doctorSession(t.db);
    for (let round = 0; round < 6; round += 1) {
      const order = await placeOrder(doctor.cookie);
      const [decline, cancel] = await Promise.all([
        t.call('POST', `/api/admin/orders/${order.id}/decline`, t.admin, { reason: 'Duplicate order' }),
        t.call('POST', `/api/orders/${order.id}/cancel`, doctor.cookie),
      ]);
      expect([decline.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      const declined = decline.statusCode === 200;
      const loser = (declined ? cancel : decline).json<{ message: string }>().message;
      expect(loser).toBe(
        declined
          ? orderMessages.cannotCancel('Declined')
          : adminOrderMessages.cannotMove('Cancelled', 'Declined'),
      );

      const detail = (await t.call('GET', `/api/admin/orders/${order.id}`, t.admin)).json<AdminOrderDetail>();
      expect(detail.history.map((h) => [h.status, h.by])).toEqual([
        ['pending', 'doctor'],
        declined ? ['declined', 'admin'] : ['cancelled', 'doctor'],
      ]);
      expect(detail.status).toBe(declined ? 'declined' : 'cancelled');
      // Only the winner's e-mail: the loser's transaction wrote nothing.
      const declinedMail = (await emailsTo(doctor.email, 'order-declined')).filter((e) =>
        e.subject.includes(order.orderNumber),
      );
      const cancelNotice = (await emailsTo(t.config.supportEmail, 'order-cancelled-notice')).filter((e) =>
        e.subject.includes(order.orderNumber),
      );
      expect([declinedMail.length, cancelNotice.length]).toEqual(declined ? [1, 0] : [0, 1]);
    }
  });

  it("approve against the doctor's cancel: both may win, approve first; else the approve is a 409", async () => {
    const doctor = await doctorSession(t.db);
    for (let round = 0; round < 12; round += 1) {
      const order = await placeOrder(doctor.cookie);
      const [approve, cancel] = await Promise.all([
        t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin),
        t.call('POST', `/api/orders/${order.id}/cancel`, doctor.cookie),
      ]);
      // A doctor may cancel an approved order, so the cancel always succeeds.
      expect(cancel.statusCode).toBe(200);
      expect([200, 409]).toContain(approve.statusCode);
      const detail = (await t.call('GET', `/api/admin/orders/${order.id}`, t.admin)).json<AdminOrderDetail>();
      const steps = detail.history.map((h) => h.status);
      if (approve.statusCode === 200) {
        expect(steps).toEqual(['pending', 'approved', 'cancelled']);
        expect(detail.history[1]!.fromStatus).toBe('pending');
        expect(detail.history[2]!.fromStatus).toBe('approved');
        const times = detail.history.map((h) => Date.parse(h.at));
        expect(times[1]).toBeLessThanOrEqual(times[2]!);
      } else {
        expect(approve.json<{ message: string }>().message).toBe(
          adminOrderMessages.cannotMove('Cancelled', 'Approved'),
        );
        expect(steps).toEqual(['pending', 'cancelled']);
      }
      expect(detail.status).toBe(steps.at(-1));
      expect(detail.status).toBe('cancelled');
      expect((await cardSecretOf(order.id))?.cardSecret).toBeNull();
    }
  });

  it('dates a change when it is made, not when its transaction began', async () => {
    // What keeps the history above in order: a cancel that waited for the approve's lock may have
    // begun first, yet is recorded after it.
    const order = await placeOrder();
    const [adminRow] = await t.rawQuery<{ id: number }>("select id from users where role = 'admin' limit 1");
    let began = new Date();
    await t.db.transaction(async (tx) => {
      const result: unknown = await tx.execute(sql`select now() as began`);
      began = new Date((result as { rows: { began: string | Date }[] }).rows[0]!.began);
      await new Promise((resolve) => setTimeout(resolve, 60));
      await changeOrderStatus(tx, {
        orderId: order.id,
        to: 'approved',
        actor: { id: adminRow!.id, role: 'admin' },
        reason: null,
        refusal: orderMessages.statusChanged,
        when: { at: new Date(), timeZone: t.config.shopTimeZone },
      });
    });
    const detail = (await t.call('GET', `/api/admin/orders/${order.id}`, t.admin)).json<AdminOrderDetail>();
    const approved = detail.history.find((h) => h.status === 'approved');
    expect(Date.parse(approved!.at) - began.getTime()).toBeGreaterThanOrEqual(50);
  });
});

describe('card and bank numbers once an order leaves pending', () => {
  const ways = {
    approve: (id: number) => t.call('POST', `/api/admin/orders/${id}/approve`, t.admin),
    decline: (id: number) =>
      t.call('POST', `/api/admin/orders/${id}/decline`, t.admin, { reason: 'No stock' }),
    cancel: (id: number, doctorCookie: string) => t.call('POST', `/api/orders/${id}/cancel`, doctorCookie),
  };

  it.each(Object.keys(ways) as (keyof typeof ways)[])(
    'after %s: card and bank numbers destroyed, the detail shows no full number and reveals nothing',
    async (way) => {
      const doctor = await doctorSession(t.db);
      const order = await placeOrder(doctor.cookie);
      const stored = await cardSecretOf(order.id);
      expect(stored?.cardSecret).not.toBeNull();
      expect(stored?.bankSecret).not.toBeNull();

      expect((await ways[way](order.id, doctor.cookie)).statusCode).toBe(200);
      expect(await cardSecretOf(order.id)).toEqual({ cardSecret: null, bankSecret: null });

      const res = await t.call('GET', `/api/admin/orders/${order.id}`, t.admin);
      expect(res.statusCode).toBe(200);
      const detail = res.json<AdminOrderDetail>();
      expect(detail.status).not.toBe('pending');
      // What a receipt shows stays; the numbers are gone ('Not provided' on screen).
      expect(detail.cardInfo).toEqual({
        cardType: 'Visa',
        last4: '6467',
        cardholderName: 'Jane Carter',
        expiryMonth: '12',
        expiryYear: String(new Date().getUTCFullYear() + 2),
        cardNumber: null,
        cvv: null,
      });
      // Bank numbers are shown only while pending (docs/decisions/014-card-and-bank-data.md).
      expect(detail.doctorBankingInfo).toEqual({
        bankName: 'First Clinic Bank',
        accountType: 'checking',
        accountLast4: '6789',
        accountNumber: null,
        routingNumber: null,
      });
      const body = res.body;
      for (const value of [digits(KNOWN_CARD), KNOWN_CARD, KNOWN_ACCOUNT, KNOWN_ROUTING]) {
        expect(body).not.toContain(value);
      }
      expect(body).not.toMatch(new RegExp(`"cvv":"${KNOWN_CVV}"`));
      expect(await revealsOf(order.id)).toHaveLength(0);
    },
  );
});

describe('the reveal audit', () => {
  it('writes one row per reveal, naming the admin, the order and what was shown; none for lists or a decided order', async () => {
    const order = await placeOrder();
    await Promise.all([
      t.call('GET', `/api/admin/orders/${order.id}`, t.admin),
      t.call('GET', `/api/admin/orders/${order.id}`, t.admin),
      t.call('GET', `/api/admin/orders/${order.id}`, t.admin),
    ]);
    await t.call('GET', `/api/admin/orders?search=${order.orderNumber}`, t.admin);
    await t.call('GET', '/api/admin/pending-orders', t.admin);
    const [adminRow] = await t.rawQuery<{ id: number }>("select id from users where role = 'admin' limit 1");
    const reveals = await revealsOf(order.id);
    expect(reveals).toHaveLength(3);
    for (const row of reveals) {
      expect(row).toMatchObject({
        actorUserId: adminRow!.id,
        entityType: 'order',
        details: {
          orderNumber: order.orderNumber,
          revealed: ['cardNumber', 'cvv', 'accountNumber', 'routingNumber'],
        },
      });
    }
    // The decision's own answer is read after the change: nothing left to reveal, nothing audited.
    await t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin);
    await t.call('GET', `/api/admin/orders/${order.id}`, t.admin);
    expect(await revealsOf(order.id)).toHaveLength(3);
  });

  it('audits nothing when nothing opens (a sealed value copied from another order)', async () => {
    const [source, target] = [await placeOrder(), await placeOrder()];
    const sealed = await cardSecretOf(source.id);
    await t.db
      .update(orders)
      .set({ cardSecret: sealed!.cardSecret, bankSecret: sealed!.bankSecret })
      .where(eq(orders.id, target.id));
    const detail = (await t.call('GET', `/api/admin/orders/${target.id}`, t.admin)).json<AdminOrderDetail>();
    expect(detail.cardInfo).toMatchObject({ cardNumber: null, cvv: null });
    expect(detail.doctorBankingInfo).toMatchObject({ accountNumber: null, routingNumber: null });
    expect(await revealsOf(target.id)).toHaveLength(0);
  });
});
