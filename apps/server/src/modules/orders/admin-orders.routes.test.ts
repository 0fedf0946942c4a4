import type { AdminOrderDetail, AdminOrderPage, OrderCounts } from '@shop/contract/admin-orders';
import { DEFAULT_DECLINE_REASON, declineReasonRequired } from '@shop/contract/admin-orders';
import { adminOrderMessages } from '@shop/contract/messages';
import type { OrderDetail, SubmitOrderResponse } from '@shop/contract/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { auditLog, outboxEmails } from '../../db/schema/system';
import { insertProducts } from '../../test/catalog-fixtures';
import {
  KNOWN_ACCOUNT,
  KNOWN_CARD,
  KNOWN_CVV,
  KNOWN_ROUTING,
  doctorSession,
  submitOrder,
} from '../../test/order-fixtures';
import { createTestApp, loginAsAdmin, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  const ids = await insertProducts(t.db, [
    { name: 'Toxin A', category: 'botulinum-toxins', price: '300.00' },
  ]);
  productId = ids['Toxin A']!;
});
afterAll(() => t.close());

const digits = (value: string) => value.replace(/\D/g, '');

async function placeOrder(cookie?: string) {
  const doctor = cookie ?? (await doctorSession(t.db)).cookie;
  const res = await submitOrder(t.app, doctor, [{ productId, quantity: 2 }]);
  expect(res.statusCode).toBe(201);
  return res.json<SubmitOrderResponse>().order;
}

function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string | undefined, payload?: object) {
  const headers = cookie ? { cookie } : {};
  return payload === undefined
    ? t.app.inject({ method, url, headers })
    : t.app.inject({ method, url, headers, payload });
}

async function cardSecretOf(orderId: number) {
  const [row] = await t.db
    .select({ cardSecret: orders.cardSecret, bankSecret: orders.bankSecret })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

async function emailsTo(address: string, template: string) {
  return t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, address), eq(outboxEmails.template, template)));
}

describe('who may use the order desk', () => {
  it.each([
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/pending-orders'],
    ['GET', '/api/admin/order-counts'],
    ['GET', '/api/admin/orders/1'],
    ['POST', '/api/admin/orders/1/approve'],
    ['POST', '/api/admin/orders/1/decline'],
    ['PATCH', '/api/admin/orders/1/status'],
  ] as const)('%s %s: 401 for a guest, 403 for a doctor', async (method, url) => {
    const doctor = await doctorSession(t.db);
    const body = method === 'GET' ? undefined : { reason: 'x', status: 'approved' };
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    expect((await call(method, url, doctor.cookie, body)).statusCode).toBe(403);
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
    const counts = (await call('GET', '/api/admin/order-counts', admin)).json<OrderCounts>();

    const all = (await call('GET', '/api/admin/orders?limit=2', admin)).json<AdminOrderPage>();
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
      await call('GET', '/api/admin/orders?status=pending&limit=100', admin)
    ).json<AdminOrderPage>();
    expect(pending.totalCount).toBe(counts.byStatus.pending);
    expect(pending.orders.every((o) => o.status === 'pending')).toBe(true);

    const number = placed[1]!.orderNumber;
    const found = (
      await call('GET', `/api/admin/orders?search=${number.toLowerCase().slice(3)}`, admin)
    ).json<AdminOrderPage>();
    expect(found).toMatchObject({ totalCount: 1, orders: [{ id: placed[1]!.id }] });
    const none = (await call('GET', '/api/admin/orders?search=%25_nobody', admin)).json<AdminOrderPage>();
    expect(none).toMatchObject({ totalCount: 0, orders: [] });

    const queue = (await call('GET', '/api/admin/pending-orders?limit=100', admin)).json<AdminOrderPage>();
    const mine = queue.orders.filter((o) => placed.some((p) => p.id === o.id)).map((o) => o.id);
    expect(mine).toEqual(placed.map((p) => p.id));
  });

  it.each(['status=shipping', 'limit=101', 'limit=0', 'page=0', 'sort=x'])(
    'refuses %s with 400',
    async (q) => {
      expect((await call('GET', `/api/admin/orders?${q}`, admin)).statusCode).toBe(400);
    },
  );

  it('counts follow every status change', async () => {
    const before = (await call('GET', '/api/admin/order-counts', admin)).json<OrderCounts>();
    const order = await placeOrder();
    await call('POST', `/api/admin/orders/${order.id}/approve`, admin);
    const after = (await call('GET', '/api/admin/order-counts', admin)).json<OrderCounts>();
    expect(after.total).toBe(before.total + 1);
    expect(after.byStatus.pending).toBe(before.byStatus.pending);
    expect(after.byStatus.approved).toBe(before.byStatus.approved + 1);
  });
});

describe('one order in full', () => {
  it('reveals card and bank numbers while pending, each reveal audited', async () => {
    const order = await placeOrder();
    const res = await call('GET', `/api/admin/orders/${order.id}`, admin);
    expect(res.statusCode).toBe(200);
    const detail = res.json<AdminOrderDetail>();
    expect(digits(detail.cardInfo!.cardNumber!)).toBe(digits(KNOWN_CARD));
    expect(detail.cardInfo!.cvv).toBe(KNOWN_CVV);
    expect(detail.doctorBankingInfo).toMatchObject({
      accountNumber: KNOWN_ACCOUNT,
      routingNumber: KNOWN_ROUTING,
    });
    expect(detail.history).toMatchObject([{ status: 'pending', by: 'doctor' }]);
    await call('GET', `/api/admin/orders/${order.id}`, admin);
    const reveals = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.payment_reveal'), eq(auditLog.entityId, String(order.id))));
    expect(reveals).toHaveLength(2);
    expect(reveals[0]!.actorUserId).not.toBeNull();
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await call('GET', '/api/admin/orders/99999999', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/orders/0x5a', admin)).statusCode).toBe(400);
  });
});

describe('decisions', () => {
  it('approves: card number and CVC destroyed, the doctor e-mailed, the doctor sees it', async () => {
    const doctor = await doctorSession(t.db);
    const order = await placeOrder(doctor.cookie);
    const res = await call('POST', `/api/admin/orders/${order.id}/approve`, admin);
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

    const mine = (await call('GET', `/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>();
    expect(mine.status).toBe('approved');
    // No reveal once it has left pending.
    const again = (await call('GET', `/api/admin/orders/${order.id}`, admin)).json<AdminOrderDetail>();
    expect(again.doctorBankingInfo).toMatchObject({ accountNumber: null, routingNumber: null });
  });

  it('declines with a reason; a blank reason is a 400 and changes nothing', async () => {
    const doctor = await doctorSession(t.db);
    const order = await placeOrder(doctor.cookie);
    const blank = await call('POST', `/api/admin/orders/${order.id}/decline`, admin, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.reason).toEqual([
      declineReasonRequired,
    ]);
    expect((await call('GET', `/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>().status).toBe(
      'pending',
    );

    const res = await call('POST', `/api/admin/orders/${order.id}/decline`, admin, {
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
    const mine = (await call('GET', `/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>();
    expect(mine).toMatchObject({ status: 'declined', declineReason: 'Licence expired' });
  });

  it('takes the dashboard path: decline with the default reason, ship with tracking, deliver', async () => {
    const doctor = await doctorSession(t.db);
    const declined = await placeOrder(doctor.cookie);
    const res = await call('PATCH', `/api/admin/orders/${declined.id}/status`, admin, { status: 'declined' });
    expect(res.json<AdminOrderDetail>().declineReason).toBe(DEFAULT_DECLINE_REASON);

    const order = await placeOrder(doctor.cookie);
    await call('PATCH', `/api/admin/orders/${order.id}/status`, admin, { status: 'approved' });
    const shipped = await call('PATCH', `/api/admin/orders/${order.id}/status`, admin, {
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
    const mine = (await call('GET', `/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>();
    expect(mine.shipment).toEqual({ carrier: 'Purolator', trackingNumber: 'PUR123456789' });

    const delivered = await call('PATCH', `/api/admin/orders/${order.id}/status`, admin, {
      status: 'delivered',
    });
    expect(delivered.json<AdminOrderDetail>().history.map((h) => h.status)).toEqual([
      'pending',
      'approved',
      'shipped',
      'delivered',
    ]);
  });

  it('refuses a step the state machine does not allow with a 409 naming the status now', async () => {
    const order = await placeOrder();
    const ship = await call('PATCH', `/api/admin/orders/${order.id}/status`, admin, { status: 'shipped' });
    expect(ship.statusCode).toBe(409);
    expect(ship.json<{ message: string }>().message).toBe(
      adminOrderMessages.cannotMove('Pending', 'Shipped'),
    );
    await call('POST', `/api/admin/orders/${order.id}/approve`, admin);
    const decline = await call('POST', `/api/admin/orders/${order.id}/decline`, admin, { reason: 'Late' });
    expect(decline.statusCode).toBe(409);
    expect(decline.json<{ message: string }>().message).toBe(
      adminOrderMessages.cannotMove('Approved', 'Declined'),
    );
    const cancel = await call('PATCH', `/api/admin/orders/${order.id}/status`, admin, {
      status: 'cancelled',
    });
    expect(cancel.statusCode).toBe(400);
    expect((await call('POST', '/api/admin/orders/99999999/approve', admin)).statusCode).toBe(404);
  });

  it('lets exactly one of two admins deciding at once win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const order = await placeOrder();
      const [approve, decline] = await Promise.all([
        call('POST', `/api/admin/orders/${order.id}/approve`, admin),
        call('POST', `/api/admin/orders/${order.id}/decline`, admin, { reason: 'Duplicate order' }),
      ]);
      expect([approve.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
      const history = (await call('GET', `/api/admin/orders/${order.id}`, admin)).json<AdminOrderDetail>()
        .history;
      expect(history).toHaveLength(2);
    }
  });
});
