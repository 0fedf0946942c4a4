import { checkoutMessages } from '@shop/contract/order-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorSession } from '../../test/order-fixtures';
import { createTestApp, loginAsAdmin, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const eligibility = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/checkout/eligibility', headers: cookie ? { cookie } : {} });

describe('GET /api/checkout/eligibility', () => {
  it('answers 401 for a guest', async () => {
    expect((await eligibility()).statusCode).toBe(401);
  });

  it('locks a pending doctor with APPROVAL_PENDING and opens once approved', async () => {
    const doctor = await doctorSession(t.db, 'pending');
    expect((await eligibility(doctor.cookie)).json()).toEqual({
      eligible: false,
      reason: 'APPROVAL_PENDING',
      message: checkoutMessages.approvalPending,
    });
    const approval = await t.app.inject({
      method: 'POST',
      url: `/api/admin/approve-user/${doctor.id}`,
      headers: { cookie: await loginAsAdmin(t.app) },
    });
    expect(approval.statusCode).toBe(200);
    const approved = await eligibility(doctor.cookie);
    expect(approved.json()).toEqual({ eligible: true });
    expect(approved.headers['cache-control']).toBe('no-store');
  });

  it('is not eligible for an admin, with a message', async () => {
    const res = await eligibility(await loginAsAdmin(t.app));
    expect(res.json()).toEqual({
      eligible: false,
      reason: 'ADMIN_ACCOUNT',
      message: checkoutMessages.adminCheckoutSoon,
    });
  });
});
