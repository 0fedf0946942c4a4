import { adminMessages } from '@shop/contract/admin-messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, outboxEmails } from '../../db/schema/system';
import { rejectedRegistrations, sessions, users } from '../../db/schema/users';
import { createAdminTestApp, login, registerDoctor, fileTestApp } from '../../test/test-app';

const t = fileTestApp(createAdminTestApp);

describe('admin registration calls refuse everyone but an admin', () => {
  it.each([
    ['GET', '/api/admin/pending-users'],
    ['POST', '/api/admin/approve-user/1'],
    ['DELETE', '/api/admin/reject-user/1'],
  ] as const)('%s %s: 401 for a guest, 403 for a doctor', async (method, url) => {
    expect((await t.call(method, url)).statusCode).toBe(401);
    const doctor = await registerDoctor(t.app);
    const cookie = await login(t.app, doctor.email, doctor.password);
    const res = await t.call(method, url, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_ALLOWED' });
  });

  it('a doctor cannot approve themselves', async () => {
    const doctor = await registerDoctor(t.app);
    const cookie = await login(t.app, doctor.email, doctor.password);
    await t.call('POST', `/api/admin/approve-user/${doctor.id}`, cookie);
    const [row] = await t.db.select().from(users).where(eq(users.id, doctor.id));
    expect(row?.status).toBe('pending');
  });
});

describe('GET /api/admin/pending-users', () => {
  it('lists pending doctors with every registration field and no secrets, oldest first', async () => {
    const first = await registerDoctor(t.app, { fullName: 'Dr. First Pending' });
    const second = await registerDoctor(t.app, { fullName: 'Dr. Second Pending', provinceState: '' });
    const res = await t.call('GET', '/api/admin/pending-users', t.admin);

    expect(res.statusCode).toBe(200);
    const list = res.json<{ id: number }[]>();
    const ids = list.map((u) => u.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(list.find((u) => u.id === first.id)).toEqual({
      id: first.id,
      fullName: 'Dr. First Pending',
      email: first.email,
      licenseNumber: 'MD-123456',
      collegeName: 'College of Physicians and Surgeons of Ontario',
      provinceState: 'Ontario',
      practiceName: 'Carter Aesthetics',
      practiceAddress: '100 King St W, Toronto, ON M5X 1A9',
      licenseExpiryDate: '2031-12-31',
      createdAt: expect.any(String) as string,
      // The shop has no licence register here (LICENCE_REGISTRY=none): nothing was asked.
      registry: null,
    });
    expect(list.find((u) => u.id === second.id)).toMatchObject({ provinceState: null });
    expect(res.body).not.toMatch(/password|argon2/i);
  });
});

describe('POST /api/admin/approve-user/:id', () => {
  it('approves, records who did it, e-mails the doctor, and opens checkout', async () => {
    const doctor = await registerDoctor(t.app);
    const doctorCookie = await login(t.app, doctor.email, doctor.password);
    const res = await t.call('POST', `/api/admin/approve-user/${doctor.id}`, t.admin);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: adminMessages.userApproved });
    const [row] = await t.db.select().from(users).where(eq(users.id, doctor.id));
    expect(row?.status).toBe('approved');
    expect(row?.approvedAt).toBeInstanceOf(Date);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.approve'), eq(auditLog.entityId, String(doctor.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorUserId).toBe(row?.approvedBy);

    const mail = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, doctor.email));
    expect(mail.map((m) => m.template).sort()).toEqual(['registration-approved', 'registration-received']);

    const me = await t.call('GET', '/api/auth/user', doctorCookie);
    expect(me.json()).toMatchObject({ user: { status: 'approved' } });
    expect(
      (await t.call('GET', '/api/admin/pending-users', t.admin)).json<{ id: number }[]>().map((u) => u.id),
    ).not.toContain(doctor.id);
  });

  it('answers 409 when approving twice and 404 for an unknown id, 400 for a malformed id', async () => {
    const doctor = await registerDoctor(t.app);
    expect((await t.call('POST', `/api/admin/approve-user/${doctor.id}`, t.admin)).statusCode).toBe(200);
    const again = await t.call('POST', `/api/admin/approve-user/${doctor.id}`, t.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: adminMessages.alreadyApproved, code: 'CONFLICT' });
    expect((await t.call('POST', '/api/admin/approve-user/999999', t.admin)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/admin/approve-user/abc', t.admin)).statusCode).toBe(400);
  });

  it('reads a path id only from plain decimal digits: 0x5a, 1e0, +1, " 1", 1.0 approve nobody', async () => {
    const doctor = await registerDoctor(t.app);
    const spellings = [
      `0x${doctor.id.toString(16)}`,
      `${doctor.id}e0`,
      `+${doctor.id}`,
      `%20${doctor.id}`,
      `${doctor.id}.0`,
      '0',
      '2147483648',
    ];
    for (const spelling of spellings) {
      const res = await t.call('POST', `/api/admin/approve-user/${spelling}`, t.admin);
      expect(res.statusCode, spelling).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors, spelling).toHaveProperty(
        'id',
      );
      expect(
        (await t.call('DELETE', `/api/admin/reject-user/${spelling}`, t.admin)).statusCode,
        spelling,
      ).toBe(400);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, doctor.id));
    expect(row?.status).toBe('pending');
  });

  it('lets exactly one of two simultaneous approvals win', async () => {
    const doctor = await registerDoctor(t.app);
    const results = await Promise.all([
      t.call('POST', `/api/admin/approve-user/${doctor.id}`, t.admin),
      t.call('POST', `/api/admin/approve-user/${doctor.id}`, t.admin),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(doctor.id)));
    expect(audit).toHaveLength(1);
  });

  it('does not treat an admin account as a registration', async () => {
    const me = await t.call('GET', '/api/auth/user', t.admin);
    const adminId = me.json<{ admin: { id: number } }>().admin.id;
    expect((await t.call('POST', `/api/admin/approve-user/${adminId}`, t.admin)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/admin/reject-user/${adminId}`, t.admin)).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/reject-user/:id', () => {
  it('removes the registration, ends its sessions, keeps an audit entry; the e-mail can register again', async () => {
    const doctor = await registerDoctor(t.app, { fullName: 'Dr. To Reject' });
    const doctorCookie = await login(t.app, doctor.email, doctor.password);
    const res = await t.call('DELETE', `/api/admin/reject-user/${doctor.id}`, t.admin);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: adminMessages.userRejected });
    expect(await t.db.select().from(users).where(eq(users.id, doctor.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, doctor.id))).toHaveLength(0);
    expect((await t.call('GET', '/api/auth/user', doctorCookie)).statusCode).toBe(401);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.reject'), eq(auditLog.entityId, String(doctor.id))));
    expect(entry?.details).toMatchObject({ email: doctor.email, fullName: 'Dr. To Reject' });
    expect(entry?.actorUserId).toEqual(expect.any(Number));
    // The registration is kept for the Doctors list, by whom it was rejected.
    const kept = await t.db
      .select()
      .from(rejectedRegistrations)
      .where(eq(rejectedRegistrations.userId, doctor.id));
    expect(kept).toEqual([
      expect.objectContaining({
        email: doctor.email,
        fullName: 'Dr. To Reject',
        licenseNumber: 'MD-123456',
        rejectedBy: entry?.actorUserId,
      }),
    ]);

    expect((await t.call('DELETE', `/api/admin/reject-user/${doctor.id}`, t.admin)).statusCode).toBe(404);
    const again = await registerDoctor(t.app, { email: doctor.email });
    expect(again.id).not.toBe(doctor.id);
  });

  it('refuses to reject an approved doctor with 409 and keeps the account', async () => {
    const doctor = await registerDoctor(t.app);
    await t.call('POST', `/api/admin/approve-user/${doctor.id}`, t.admin);
    const res = await t.call('DELETE', `/api/admin/reject-user/${doctor.id}`, t.admin);
    expect(res.statusCode).toBe(409);
    expect(await t.db.select().from(users).where(eq(users.id, doctor.id))).toHaveLength(1);
    expect(
      await t.db.select().from(rejectedRegistrations).where(eq(rejectedRegistrations.userId, doctor.id)),
    ).toHaveLength(0);
  });
});
