import type { ApiErrorBody } from '@shop/contract/error-schemas';
import { ErrorCode } from '@shop/contract/error-schemas';
import type { SubmitOrderResponse } from '@shop/contract/order-schemas';
import { signOffMessages } from '@shop/contract/practice-messages';
import type {
  ApprovalsResponse,
  SignOffRequest,
  SubmitOrderHeldResponse,
} from '@shop/contract/practice-schemas';
import {
  PRACTICE_APPROVALS_PATH,
  approvalDecisionPath,
  practiceMemberPath,
} from '@shop/contract/practice-messages';
import { and, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { orders, signOffRequests } from '../../db/schema/orders';
import { productStock } from '../../db/schema/stock';
import { auditLog, outboxEmails } from '../../db/schema/system';
import { users } from '../../db/schema/users';
import { insertProducts } from '../../test/catalog-fixtures';
import { checkoutDetails, placedOrder } from '../../test/order-fixtures';
import { queuedEmails } from '../../test/outbox';
import { practiceFixtures } from '../../test/practice-fixtures';
import { insertTrackedProduct } from '../../test/stock-fixtures';
import { createAdminTestApp, fileTestApp, type AdminTestApp } from '../../test/test-app';

/**
 * Orders held for a sign-off (issue 39): a buyer's prescription-only products wait for a prescriber,
 * any order over the member's monthly limit for the owner; signed off, the order is placed as the
 * member's, priced then; declined, the member is told why; of two decisions at once one wins.
 */
const t: AdminTestApp = fileTestApp(() => createAdminTestApp());
const { owner, member, prescriber } = practiceFixtures(t);

let toxin = 0;
let gloves = 0;
beforeAll(async () => {
  const ids = await insertProducts(t.db, [
    { name: 'Sign-off Toxin 100 U', category: 'botulinum-toxins', price: '300.00' },
    { name: 'Sign-off Gloves', category: 'dermal-fillers', price: '20.00' },
  ]);
  toxin = ids['Sign-off Toxin 100 U']!;
  gloves = ids['Sign-off Gloves']!;
  await t.db.update(products).set({ prescriptionOnly: true }).where(eq(products.id, toxin));
  t.app.productCache.invalidate();
});

/** The practice of the tests: its owner, a prescriber and a buyer. */
async function practice(buyerLimit?: string) {
  const doctor = await owner();
  return {
    owner: doctor,
    prescriber: await prescriber(doctor),
    buyer: await member(doctor, 'buyer', buyerLimit),
  };
}

const order = (cookie: string, items: { productId: number; quantity: number }[], key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie, 'idempotency-key': key },
    payload: { ...checkoutDetails(), items },
  });

async function held(cookie: string, items: { productId: number; quantity: number }[]) {
  const res = await order(cookie, items);
  expect(res.statusCode, res.body).toBe(202);
  return res.json<SubmitOrderHeldResponse>().request;
}

const approvals = async (cookie: string) =>
  (await t.call('GET', PRACTICE_APPROVALS_PATH, cookie)).json<ApprovalsResponse>();
const approve = (cookie: string, id: number) => t.call('POST', approvalDecisionPath(id, 'approve'), cookie);
const decline = (cookie: string, id: number, reason: string) =>
  t.call('POST', approvalDecisionPath(id, 'decline'), cookie, { reason });

const mailsTo = async (email: string, template: string) =>
  (await queuedEmails(t.db, and(eq(outboxEmails.toAddress, email), eq(outboxEmails.template, template))))
    .length;

/** Two toxins (prescription-only) and a box of gloves: 620.00. */
const toxinAndGloves = () => [
  { productId: toxin, quantity: 2 },
  { productId: gloves, quantity: 1 },
];

describe('a buyer’s prescription-only order', () => {
  it('waits for a prescriber, who signs it off: the order is placed as the buyer’s', async () => {
    const p = await practice();
    await t.call('POST', '/api/cart', p.buyer.cookie, { productId: toxin, quantity: 2 });
    const key = randomUUID();
    const res = await order(p.buyer.cookie, toxinAndGloves(), key);
    expect(res.statusCode, res.body).toBe(202);
    const { message, request } = res.json<SubmitOrderHeldResponse>();
    expect(message).toBe(signOffMessages.sentForSignOff);
    expect(request).toMatchObject({
      status: 'pending',
      reasons: ['prescription-only'],
      requestedBy: { id: p.buyer.id, name: 'Sam buyer' },
      items: [
        { productId: toxin, productName: 'Sign-off Toxin 100 U', quantity: 2, prescriptionOnly: true },
        { productId: gloves, productName: 'Sign-off Gloves', quantity: 1, prescriptionOnly: false },
      ],
      total: '620.00',
      decidedBy: null,
      order: null,
    });
    // Nothing went to the shop; the cart gave up what the request holds, as an order would.
    expect(await t.db.$count(orders, eq(orders.userId, p.buyer.id))).toBe(0);
    expect((await t.call('GET', '/api/cart', p.buyer.cookie)).json<unknown[]>()).toEqual([]);
    // A retry of the same attempt answers the same request.
    const again = await order(p.buyer.cookie, toxinAndGloves(), key);
    expect(again.statusCode).toBe(202);
    expect(again.json<SubmitOrderHeldResponse>().request.id).toBe(request.id);

    // The prescriber and the owner are asked (by e-mail too); the buyer only sees their own.
    expect(await mailsTo(p.prescriber.email, 'sign-off-requested')).toBe(1);
    expect(await mailsTo(p.owner.email, 'sign-off-requested')).toBe(1);
    expect(await mailsTo(p.buyer.email, 'sign-off-requested')).toBe(0);
    expect((await approvals(p.prescriber.cookie)).toDecide.map((r) => r.id)).toEqual([request.id]);
    const own = await approvals(p.buyer.cookie);
    expect(own.toDecide).toEqual([]);
    expect(own.mine.map((r) => r.id)).toEqual([request.id]);

    const signed = await approve(p.prescriber.cookie, request.id);
    const placed = placedOrder(signed);
    expect(placed).toMatchObject({
      status: 'pending',
      totalAmount: '620.00',
      placedBy: 'Sam buyer',
      signedOffBy: 'Dr. Pia Prescriber',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({
      userId: p.buyer.id,
      signedOffBy: p.prescriber.id,
      cardSecret: expect.any(String) as string,
    });
    const [stored] = await t.db.select().from(signOffRequests).where(eq(signOffRequests.id, request.id));
    expect(stored).toMatchObject({
      status: 'approved',
      orderId: placed.id,
      submissionSecret: null,
      idempotencyHash: null,
    });
    expect((await approvals(p.buyer.cookie)).mine[0]).toMatchObject({
      status: 'approved',
      decidedBy: 'Dr. Pia Prescriber',
      order: { id: placed.id, orderNumber: placed.orderNumber },
    });
    expect(await mailsTo(p.buyer.email, 'order-received')).toBe(1);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'practice.sign_off'));
    expect(entry).toMatchObject({ actorUserId: p.prescriber.id, entityId: placed.orderNumber });

    // Decided: neither a second sign-off nor a decline; a retry of the attempt answers the order.
    expect((await approve(p.owner.cookie, request.id)).statusCode).toBe(409);
    expect((await decline(p.owner.cookie, request.id, 'Too late')).json<ApiErrorBody>().message).toBe(
      signOffMessages.alreadyDecided,
    );
    const retry = await order(p.buyer.cookie, toxinAndGloves(), key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<SubmitOrderResponse>().order.id).toBe(placed.id);
  });

  it('is declined with a reason the buyer is e-mailed, and nothing is ordered', async () => {
    const p = await practice();
    const request = await held(p.buyer.cookie, [{ productId: toxin, quantity: 1 }]);
    const blank = await decline(p.prescriber.cookie, request.id, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ApiErrorBody>().fieldErrors).toEqual({
      reason: [signOffMessages.declineReasonRequired],
    });

    const res = await decline(p.prescriber.cookie, request.id, 'We have enough toxin until May');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SignOffRequest>()).toMatchObject({
      status: 'declined',
      decidedBy: 'Dr. Pia Prescriber',
      declineReason: 'We have enough toxin until May',
      order: null,
    });
    const mails = await queuedEmails(
      t.db,
      and(eq(outboxEmails.toAddress, p.buyer.email), eq(outboxEmails.template, 'sign-off-declined')),
    );
    expect(mails[0]?.bodyText).toContain('We have enough toxin until May');
    expect(await t.db.$count(orders, eq(orders.userId, p.buyer.id))).toBe(0);
    const [stored] = await t.db.select().from(signOffRequests).where(eq(signOffRequests.id, request.id));
    expect(stored?.submissionSecret).toBeNull();
    expect((await approve(p.owner.cookie, request.id)).statusCode).toBe(409);
  });

  it('goes to the shop at once when it holds nothing prescription-only, or a prescriber orders it', async () => {
    const p = await practice();
    expect((await order(p.buyer.cookie, [{ productId: gloves, quantity: 2 }])).statusCode).toBe(201);
    expect((await order(p.prescriber.cookie, [{ productId: toxin, quantity: 1 }])).statusCode).toBe(201);
    expect((await order(p.owner.cookie, [{ productId: toxin, quantity: 1 }])).statusCode).toBe(201);
  });

  it('is signed off by exactly one of two approvers at the same moment', async () => {
    const p = await practice();
    const request = await held(p.buyer.cookie, [{ productId: toxin, quantity: 1 }]);
    const answers = await Promise.all([
      approve(p.prescriber.cookie, request.id),
      approve(p.owner.cookie, request.id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.$count(orders, eq(orders.userId, p.buyer.id))).toBe(1);
  });

  it('lets exactly one of a sign-off and a decline at the same moment through', async () => {
    const p = await practice();
    const request = await held(p.buyer.cookie, [{ productId: toxin, quantity: 1 }]);
    const [approved, declined] = await Promise.all([
      approve(p.prescriber.cookie, request.id),
      decline(p.owner.cookie, request.id, 'Not this month'),
    ]);
    const won = approved.statusCode === 201 ? 'approved' : 'declined';
    expect([approved.statusCode, declined.statusCode]).toEqual(won === 'approved' ? [201, 409] : [409, 200]);
    const [stored] = await t.db.select().from(signOffRequests).where(eq(signOffRequests.id, request.id));
    expect(stored?.status).toBe(won);
    expect(await t.db.$count(orders, eq(orders.userId, p.buyer.id))).toBe(won === 'approved' ? 1 : 0);
  });

  it('keeps waiting when the stock ran out meanwhile, and says so', async () => {
    const p = await practice();
    const scarce = await insertTrackedProduct(
      t.db,
      { name: 'Scarce Filler 1 ml', category: 'dermal-fillers', price: '90.00' },
      { onHand: 3 },
    );
    await t.db.update(products).set({ prescriptionOnly: true }).where(eq(products.id, scarce));
    t.app.productCache.invalidate();
    const request = await held(p.buyer.cookie, [{ productId: scarce, quantity: 3 }]);
    // The owner ordered the last units in the meantime.
    expect((await order(p.owner.cookie, [{ productId: scarce, quantity: 2 }])).statusCode).toBe(201);
    const res = await approve(p.prescriber.cookie, request.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiErrorBody>().code).toBe(ErrorCode.insufficientStock);
    const [stored] = await t.db.select().from(signOffRequests).where(eq(signOffRequests.id, request.id));
    expect(stored).toMatchObject({
      status: 'pending',
      decidedBy: null,
      submissionSecret: expect.any(String) as string,
    });
    await t.db.update(productStock).set({ onHand: 10 }).where(eq(productStock.productId, scarce));
    expect((await approve(p.prescriber.cookie, request.id)).statusCode).toBe(201);
  });
});

describe('an order over the monthly limit', () => {
  it('waits for the owner, counting what the member ordered this month; a prescriber may not sign it off', async () => {
    const p = await practice('100');
    expect((await order(p.buyer.cookie, [{ productId: gloves, quantity: 4 }])).statusCode).toBe(201); // 80.00
    const request = await held(p.buyer.cookie, [{ productId: gloves, quantity: 2 }]); // 80 + 40 > 100
    expect(request.reasons).toEqual(['over-limit']);
    expect(await mailsTo(p.prescriber.email, 'sign-off-requested')).toBe(0);
    expect((await approvals(p.prescriber.cookie)).toDecide).toEqual([]);
    const refused = await approve(p.prescriber.cookie, request.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>().message).toBe(signOffMessages.notYours(['over-limit']));
    expect((await approve(p.owner.cookie, request.id)).statusCode).toBe(201);
  });

  it('holds a prescription for a buyer over the limit for the owner alone, and nobody signs off their own', async () => {
    const p = await practice('50');
    const both = await held(p.buyer.cookie, [{ productId: toxin, quantity: 1 }]);
    expect(both.reasons).toEqual(['prescription-only', 'over-limit']);
    expect((await approve(p.prescriber.cookie, both.id)).statusCode).toBe(403);

    // The owner limits themself, orders over it, and may not sign off their own order.
    await t.call('PATCH', practiceMemberPath(p.owner.id), p.owner.cookie, { monthlyLimit: '10' });
    const own = await held(p.owner.cookie, [{ productId: gloves, quantity: 1 }]);
    const res = await approve(p.owner.cookie, own.id);
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiErrorBody>().message).toBe(signOffMessages.ownRequest);
  });
});

describe('who may decide', () => {
  it('refuses a prescriber whose licence has lapsed, another practice, and a guest', async () => {
    const p = await practice();
    const request = await held(p.buyer.cookie, [{ productId: toxin, quantity: 1 }]);
    await t.db.update(users).set({ licenseExpiryDate: '2020-01-31' }).where(eq(users.id, p.prescriber.id));
    t.app.sessionCache.invalidate();
    const lapsed = await approve(p.prescriber.cookie, request.id);
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json<ApiErrorBody>().message).toBe(signOffMessages.licenceLapsed);

    const stranger = await owner('Stranger Clinic');
    expect((await approve(stranger.cookie, request.id)).statusCode).toBe(404);
    expect((await decline(stranger.cookie, request.id, 'No')).statusCode).toBe(404);
    expect((await approvals(stranger.cookie)).toDecide).toEqual([]);
    expect((await t.call('POST', approvalDecisionPath(request.id, 'approve'))).statusCode).toBe(401);
    expect(
      await t.db.$count(
        signOffRequests,
        and(eq(signOffRequests.id, request.id), inArray(signOffRequests.status, ['pending'])),
      ),
    ).toBe(1);
  });
});
