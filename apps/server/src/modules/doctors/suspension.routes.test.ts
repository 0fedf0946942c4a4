import { AdminDoctorPage, suspensionMessages as m } from '@shop/contract/admin-doctor-schemas';
import { ErrorCode } from '@shop/contract/error-schemas';
import { authMessages } from '@shop/contract/messages';
import type { CheckoutEligibility } from '@shop/contract/checkout-schemas';
import { checkoutMessages } from '@shop/contract/order-messages';
import type { AdminPracticePage, SubmitOrderHeldResponse } from '@shop/contract/practice-schemas';
import { ADMIN_PRACTICES_PATH, approvalDecisionPath } from '@shop/contract/practice-messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/system';
import { sessions, users } from '../../db/schema/users';
import { testAppWithProducts } from '../../test/catalog-fixtures';
import { submitOrder } from '../../test/order-fixtures';
import { practiceFixtures } from '../../test/practice-fixtures';
import { products } from '../../db/schema/catalog';
import {
  createAdminTestApp,
  createTestApp,
  eventually,
  login,
  registerDoctor,
  TEST_ADMIN,
} from '../../test/test-app';

/** Suspending and reinstating a doctor's account (issue 20). */

const { t, ids: productIds } = testAppWithProducts(createAdminTestApp, [
  { name: 'Suspension Toxin', category: 'botulinum-toxins', price: '90.00' },
]);

const suspend = (id: number, body: unknown, cookie = t.admin) =>
  t.call('POST', `/api/admin/users/${id}/suspend`, cookie, body);
const reinstate = (id: number, cookie = t.admin) =>
  t.call('POST', `/api/admin/users/${id}/reinstate`, cookie);

/** A registered, approved doctor who can sign in with a password, signed in. */
async function approvedDoctor() {
  const { id, email, password } = await registerDoctor(t.app);
  expect((await t.call('POST', `/api/admin/approve-user/${id}`, t.admin)).statusCode).toBe(200);
  return { id, email, password, cookie: await login(t.app, email, password) };
}

const account = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditOf = (id: number) =>
  t.db
    .select({ action: auditLog.action, details: auditLog.details, actor: auditLog.actorUserId })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('POST /api/admin/users/{id}/suspend and /reinstate', () => {
  it('suspends with a reason: signed out at once, sign-in tells the reason, nothing deleted; reinstating lets them in again', async () => {
    const doctor = await approvedDoctor();
    expect(
      (await submitOrder(t.app, doctor.cookie, [{ productId: productIds['Suspension Toxin']!, quantity: 1 }]))
        .statusCode,
    ).toBe(201);

    const res = await suspend(doctor.id, { reason: '  Licence under investigation by the college  ' });
    expect(res.statusCode).toBe(204);
    const suspended = await account(doctor.id);
    expect(suspended.disabledAt).toBeInstanceOf(Date);
    expect(suspended.suspendedReason).toBe('Licence under investigation by the college');
    expect(suspended.status).toBe('approved');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, doctor.id))).toEqual([]);
    expect((await t.call('GET', '/api/auth/user', doctor.cookie)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/orders', doctor.cookie)).statusCode).toBe(401);

    const signIn = await t.call('POST', '/api/auth/login', undefined, {
      email: doctor.email,
      password: doctor.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({
      message: authMessages.accountSuspendedLogin('Licence under investigation by the college'),
      code: ErrorCode.accountDisabled,
    });

    // The Doctors list shows it suspended, with when and why; the filter finds it.
    const list = AdminDoctorPage.parse(
      (await t.call('GET', '/api/admin/doctors?status=suspended', t.admin)).json(),
    );
    expect(list.doctors.find((d) => d.id === doctor.id)).toMatchObject({
      status: 'suspended',
      suspendedReason: 'Licence under investigation by the college',
      suspendedAt: suspended.disabledAt!.toISOString(),
      ordersCount: 1,
    });
    const approvedOnly = AdminDoctorPage.parse(
      (await t.call('GET', '/api/admin/doctors?status=approved', t.admin)).json(),
    );
    expect(approvedOnly.doctors.map((d) => d.id)).not.toContain(doctor.id);

    expect((await reinstate(doctor.id)).statusCode).toBe(204);
    expect(await account(doctor.id)).toMatchObject({
      disabledAt: null,
      suspendedReason: null,
      suspendedBy: null,
    });
    const again = await login(t.app, doctor.email, doctor.password);
    expect((await t.call('GET', '/api/orders', again)).json()).toMatchObject({ totalCount: 1 });

    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
    expect((await auditOf(doctor.id)).filter((row) => row.action !== 'registration.approve')).toEqual([
      {
        action: 'user.suspend',
        details: { reason: 'Licence under investigation by the college' },
        actor: admin!.id,
      },
      {
        action: 'user.reinstate',
        details: { suspendedReason: { before: 'Licence under investigation by the college', after: null } },
        actor: admin!.id,
      },
    ]);
  });

  it('refuses, changing nothing: no reason, an admin (themselves included), no such account, twice, or reinstating an active one', async () => {
    const doctor = await approvedDoctor();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'a\u202Eb' }]) {
      const res = await suspend(doctor.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['reason']);
    }
    expect((await suspend(doctor.id, {})).json()).toMatchObject({
      fieldErrors: { reason: [m.reasonRequired] },
    });

    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
    const self = await suspend(admin!.id, { reason: 'Testing' });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ message: m.adminNotSuspendable });
    expect(await account(admin!.id)).toMatchObject({ disabledAt: null });

    expect((await suspend(2_000_000_000, { reason: 'Nobody' })).json()).toMatchObject({
      message: m.doctorNotFound,
    });
    expect((await reinstate(doctor.id)).statusCode).toBe(409);
    expect((await reinstate(doctor.id)).json()).toMatchObject({ message: m.notSuspended });
    expect((await suspend(doctor.id, { reason: 'First' })).statusCode).toBe(204);
    const twice = await suspend(doctor.id, { reason: 'Second' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: m.alreadySuspended });
    expect((await account(doctor.id)).suspendedReason).toBe('First');
    expect(await auditOf(doctor.id)).toHaveLength(2); // approved, suspended
  });

  it('is for admins only: 401 for a guest and 403 for a doctor, before the body is read', async () => {
    const doctor = await approvedDoctor();
    const other = await approvedDoctor();
    expect((await suspend(other.id, { reason: 'x' }, '')).statusCode).toBe(401);
    const byDoctor = await suspend(other.id, {}, doctor.cookie);
    expect(byDoctor.statusCode).toBe(403);
    expect((await reinstate(other.id, doctor.cookie)).statusCode).toBe(403);
    expect(await account(other.id)).toMatchObject({ disabledAt: null });
  });
});

describe('a suspension seen by a second shop process', () => {
  it('ends the doctor’s session there too, at once', async () => {
    if (!t.databaseUrl) return; // Two processes share a PostgreSQL server; the embedded one is one process's.
    const second = await createTestApp({ shareDatabase: t.databaseUrl });
    try {
      const doctor = await approvedDoctor();
      // The second process has read (and keeps) the doctor's session.
      expect((await second.call('GET', '/api/auth/user', doctor.cookie)).statusCode).toBe(200);
      expect((await suspend(doctor.id, { reason: 'Card fraud reported' })).statusCode).toBe(204);
      await eventually(
        async () => (await second.call('GET', '/api/auth/user', doctor.cookie)).statusCode === 401,
      );
      expect((await second.call('GET', '/api/orders', doctor.cookie)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});

describe('a practice whose owner is suspended (issue 39)', () => {
  const practices = practiceFixtures(t);

  it('is suspended with them: no member orders or signs off, the bookkeeper still reads; reinstating the owner lifts it', async () => {
    const toxin = productIds['Suspension Toxin']!;
    await t.db.update(products).set({ prescriptionOnly: true }).where(eq(products.id, toxin));
    t.app.productCache.invalidate();
    const owner = await practices.owner('Suspended Practice');
    const prescriber = await practices.prescriber(owner);
    const buyer = await practices.member(owner, 'buyer');
    const bookkeeper = await practices.member(owner, 'bookkeeper');
    const waiting = await submitOrder(t.app, buyer.cookie, [{ productId: toxin, quantity: 1 }]);
    expect(waiting.statusCode, waiting.body).toBe(202);
    const request = waiting.json<SubmitOrderHeldResponse>().request;

    expect((await suspend(owner.id, { reason: 'Licence under investigation' })).statusCode).toBe(204);
    for (const member of [prescriber, buyer]) {
      const eligibility = await t.call('GET', '/api/checkout/eligibility', member.cookie);
      expect(eligibility.json<CheckoutEligibility>()).toEqual({
        eligible: false,
        reason: 'PRACTICE_SUSPENDED',
        message: checkoutMessages.practiceSuspended,
      });
      const refused = await submitOrder(t.app, member.cookie, [{ productId: toxin, quantity: 1 }]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(checkoutMessages.practiceSuspended);
    }
    const signOff = await t.call('POST', approvalDecisionPath(request.id, 'approve'), prescriber.cookie);
    expect(signOff.statusCode).toBe(403);
    expect(signOff.json<{ message: string }>().message).toBe(checkoutMessages.practiceSuspended);
    expect((await t.call('GET', '/api/orders', bookkeeper.cookie)).statusCode).toBe(200);
    const listed = async () =>
      (
        await t.call('GET', `${ADMIN_PRACTICES_PATH}?q=${encodeURIComponent(owner.email)}`, t.admin)
      ).json<AdminPracticePage>().practices;
    expect((await listed()).map((row) => [row.name, row.suspended])).toEqual([['Suspended Practice', true]]);

    expect((await reinstate(owner.id)).statusCode).toBe(204);
    expect((await listed())[0]?.suspended).toBe(false);
    const eligible = await t.call('GET', '/api/checkout/eligibility', buyer.cookie);
    expect(eligible.json<CheckoutEligibility>()).toEqual({ eligible: true });
    const approved = await t.call('POST', approvalDecisionPath(request.id, 'approve'), prescriber.cookie);
    expect(approved.statusCode, approved.body).toBe(201);
  });
});
