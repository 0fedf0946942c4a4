import { AdminDoctorPage, DOCTORS_PAGE_SIZE } from '@shop/contract/admin-doctor-schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { rejectedRegistrations, users } from '../../db/schema/users';
import { testAppWithProducts } from '../../test/catalog-fixtures';
import { doctorSession, submitOrder } from '../../test/order-fixtures';
import { createAdminTestApp, registerDoctor } from '../../test/test-app';

const { t, ids: productIds } = testAppWithProducts(createAdminTestApp, [
  { name: 'Doctors List Toxin', category: 'botulinum-toxins', price: '100.00' },
]);

const get = (url: string, cookie?: string) => t.call('GET', url, cookie);

async function page(query = '') {
  const res = await get(`/api/admin/doctors${query}`, t.admin);
  expect(res.statusCode, query).toBe(200);
  return AdminDoctorPage.parse(res.json());
}

let counter = 0;
/** A doctor with a name, licence and clinic no other test row shares. */
async function namedDoctor(status: 'approved' | 'pending' = 'approved') {
  counter += 1;
  const doctor = await doctorSession(t.db, status);
  const tag = `${Date.now()}${counter}`;
  const fields = {
    fullName: `Dr. Listed ${tag}`,
    licenseNumber: `LIC-${tag}`,
    practiceName: `Clinic_${tag} 100%`,
  };
  await t.db.update(users).set(fields).where(eq(users.id, doctor.id));
  return { ...doctor, ...fields, tag };
}

describe('GET /api/admin/doctors', () => {
  it('is for admins only: 401 for a guest, 403 for a doctor', async () => {
    expect((await get('/api/admin/doctors')).statusCode).toBe(401);
    const doctor = await doctorSession(t.db);
    const res = await get('/api/admin/doctors', doctor.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_ALLOWED' });
  });

  it('lists approved doctors with their orders count and last order date, not pending ones', async () => {
    const buyer = await namedDoctor();
    const idle = await namedDoctor();
    const pending = await namedDoctor('pending');
    for (let i = 0; i < 2; i += 1) {
      expect(
        (
          await submitOrder(t.app, buyer.cookie, [
            { productId: productIds['Doctors List Toxin']!, quantity: 1 },
          ])
        ).statusCode,
      ).toBe(201);
    }
    const [last] = await t.db
      .select({ createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.userId, buyer.id))
      .orderBy(orders.createdAt)
      .limit(2)
      .offset(1);

    const list = await page('?q=Dr.%20Listed');
    expect(list.doctors.find((d) => d.id === buyer.id)).toEqual({
      id: buyer.id,
      fullName: buyer.fullName,
      email: buyer.email,
      status: 'approved',
      licenseNumber: buyer.licenseNumber,
      practiceName: buyer.practiceName,
      provinceState: null,
      approvedAt: expect.any(String) as string,
      createdAt: expect.any(String) as string,
      ordersCount: 2,
      lastOrderAt: last?.createdAt.toISOString(),
      rejectedAt: null,
      licenseExpiryDate: null,
      suspendedAt: null,
      suspendedReason: null,
      taxExemption: null,
      registry: null,
    });
    expect(list.doctors.find((d) => d.id === idle.id)).toMatchObject({ ordersCount: 0, lastOrderAt: null });
    expect(list.doctors.map((d) => d.id)).not.toContain(pending.id);
    // Newest account first.
    const ids = list.doctors.map((d) => d.id);
    expect(ids.indexOf(idle.id)).toBeLessThan(ids.indexOf(buyer.id));
  });

  it('shows each doctor’s tax exemption as the admin sets and removes it (issue 37)', async () => {
    const doctor = await namedDoctor();
    const listed = async () => (await page(`?q=${doctor.tag}`)).doctors.find((d) => d.id === doctor.id);
    expect((await listed())?.taxExemption).toBeNull();
    const exemption = { certificateNumber: 'EX-2048', expiresOn: '2099-06-30' };
    const set = await t.call('PUT', `/api/admin/doctors/${doctor.id}/tax-exemption`, t.admin, exemption);
    expect(set.statusCode, set.body).toBe(200);
    expect((await listed())?.taxExemption).toEqual(exemption);
    const removed = await t.call('DELETE', `/api/admin/doctors/${doctor.id}/tax-exemption`, t.admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listed())?.taxExemption).toBeNull();
  });

  it('searches name, e-mail, licence number and clinic, any case, % and _ taken literally', async () => {
    const doctor = await namedDoctor();
    const other = await namedDoctor();
    for (const term of [
      doctor.fullName.toUpperCase(),
      doctor.email,
      doctor.licenseNumber.toLowerCase(),
      `clinic_${doctor.tag}`,
      `${doctor.tag} 100%`,
    ]) {
      const list = await page(`?q=${encodeURIComponent(term)}`);
      expect(
        list.doctors.map((d) => d.id),
        term,
      ).toEqual([doctor.id]);
      expect(list.totalCount, term).toBe(1);
    }
    expect((await page(`?q=${encodeURIComponent('Clinic_')}`)).doctors.map((d) => d.id)).toEqual(
      expect.arrayContaining([doctor.id, other.id]),
    );
    expect((await page('?q=Clinic%25')).doctors).toEqual([]);
    expect((await page('?q=Clinic__')).doctors).toEqual([]);
    expect((await page('?q=nobody-by-this-name')).totalCount).toBe(0);
  });

  it('filters by status and pages 20 at a time', async () => {
    for (let i = 0; i < DOCTORS_PAGE_SIZE + 1; i += 1) await namedDoctor();
    const approved = await page('?status=approved');
    expect(approved.doctors).toHaveLength(DOCTORS_PAGE_SIZE);
    expect(approved.doctors.every((d) => d.status === 'approved')).toBe(true);
    expect(approved.totalPages).toBe(Math.ceil(approved.totalCount / DOCTORS_PAGE_SIZE));
    const second = await page('?status=approved&page=2');
    expect(second.currentPage).toBe(2);
    expect(second.doctors[0]?.id).not.toBe(approved.doctors[0]?.id);
    expect(second.doctors.some((d) => approved.doctors.map((a) => a.id).includes(d.id))).toBe(false);
  });

  it('answers 400 with field messages for a bad status, page, search or parameter', async () => {
    for (const [query, field] of [
      ['status=pending', 'status'],
      ['status=deleted', 'status'],
      ['status=Rejected', 'status'],
      ['page=0', 'page'],
      ['page=1e0', 'page'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['sort=name', 'sort'],
    ] as const) {
      const res = await get(`/api/admin/doctors?${query}`, t.admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors, query).toHaveProperty(field);
    }
  });
});

/** A doctor registered through the form with a name, licence and clinic no other test row shares. */
async function registeredDoctor(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now()}${counter}`;
  const fields = {
    fullName: `Dr. Turned Away ${tag}`,
    licenseNumber: `REJ-${tag}`,
    practiceName: `Refused Clinic ${tag}`,
    ...overrides,
  };
  const doctor = await registerDoctor(t.app, fields);
  const [row] = await t.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, doctor.id));
  return { ...doctor, ...fields, tag, registeredAt: row!.createdAt };
}

/** Rejects a registration the way the dashboard does: `DELETE /api/admin/reject-user/{id}`. */
async function reject(id: number) {
  expect((await t.call('DELETE', `/api/admin/reject-user/${id}`, t.admin)).statusCode).toBe(200);
}

describe('GET /api/admin/doctors lists rejected registrations', () => {
  it('lists a rejected registration as rejected, with when it was rejected, under status=rejected', async () => {
    const doctor = await registeredDoctor();
    const before = new Date();
    await reject(doctor.id);
    const after = new Date();

    const list = await page(`?status=rejected&q=${encodeURIComponent(doctor.licenseNumber)}`);
    expect(list.totalCount).toBe(1);
    expect(list.doctors).toEqual([
      {
        id: doctor.id,
        fullName: doctor.fullName,
        email: doctor.email,
        status: 'rejected',
        licenseNumber: doctor.licenseNumber,
        practiceName: doctor.practiceName,
        provinceState: 'Ontario',
        approvedAt: null,
        createdAt: doctor.registeredAt.toISOString(),
        ordersCount: 0,
        lastOrderAt: null,
        rejectedAt: expect.any(String) as string,
        licenseExpiryDate: '2031-12-31',
        suspendedAt: null,
        suspendedReason: null,
        taxExemption: null,
        registry: null,
      },
    ]);
    const rejectedAt = new Date(list.doctors[0]!.rejectedAt!).getTime();
    expect(rejectedAt).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(rejectedAt).toBeLessThanOrEqual(after.getTime() + 1000);

    // What the registration said is kept, and which admin rejected it.
    const me = await t.call('GET', '/api/auth/user', t.admin);
    const [kept] = await t.db
      .select()
      .from(rejectedRegistrations)
      .where(eq(rejectedRegistrations.userId, doctor.id));
    expect(kept).toMatchObject({
      email: doctor.email,
      collegeName: 'College of Physicians and Surgeons of Ontario',
      licenseExpiryDate: '2031-12-31',
      practiceAddress: '100 King St W, Toronto, ON M5X 1A9',
      rejectedBy: me.json<{ admin: { id: number } }>().admin.id,
    });

    // Only under rejected (and all): not among the approved doctors.
    expect((await page(`?status=approved&q=${encodeURIComponent(doctor.licenseNumber)}`)).totalCount).toBe(0);
    const approved = await page('?status=approved');
    expect(approved.doctors.every((d) => d.status === 'approved' && d.rejectedAt === null)).toBe(true);
  });

  it('finds a rejected registration by name, e-mail, licence number or clinic among all doctors', async () => {
    const doctor = await registeredDoctor();
    await reject(doctor.id);
    for (const term of [
      doctor.fullName.toLowerCase(),
      doctor.email.toUpperCase(),
      doctor.licenseNumber,
      `refused clinic ${doctor.tag}`,
    ]) {
      const list = await page(`?q=${encodeURIComponent(term)}`);
      expect(
        list.doctors.map((d) => [d.id, d.status]),
        term,
      ).toEqual([[doctor.id, 'rejected']]);
      expect(list.totalCount, term).toBe(1);
    }
  });

  it('counts and pages rejected registrations among the accounts, newest registration first', async () => {
    // Registrations and rejections in turn, so the two kinds interleave by registration date.
    for (let i = 0; i < 6; i += 1) {
      await namedDoctor();
      await reject((await registeredDoctor()).id);
    }
    const approved = await page('?status=approved');
    const rejected = await page('?status=rejected');
    expect(rejected.totalCount).toBeGreaterThanOrEqual(6);

    const first = await page();
    expect(first.totalCount).toBe(approved.totalCount + rejected.totalCount);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / DOCTORS_PAGE_SIZE));
    expect(first.totalCount).toBeGreaterThan(DOCTORS_PAGE_SIZE);

    const all = [];
    for (let n = 1; n <= first.totalPages; n += 1) all.push(...(await page(`?page=${n}`)).doctors);
    expect(all).toHaveLength(first.totalCount);
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length);
    const newestFirst = [...all].sort(
      (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
    );
    expect(all.map((d) => d.id)).toEqual(newestFirst.map((d) => d.id));
    expect(all.filter((d) => d.status === 'rejected')).toHaveLength(rejected.totalCount);
    expect(
      all.filter((d) => d.status === 'rejected').every((d) => d.rejectedAt !== null && d.ordersCount === 0),
    ).toBe(true);
  });

  it('lets the e-mail register again; rejecting it again lists a second rejection', async () => {
    const first = await registeredDoctor();
    await reject(first.id);
    const second = await registeredDoctor({ email: first.email });
    expect(second.id).not.toBe(first.id);
    await reject(second.id);

    const list = await page(`?status=rejected&q=${encodeURIComponent(first.email)}`);
    expect(list.totalCount).toBe(2);
    expect(list.doctors.map((d) => d.id)).toEqual([second.id, first.id]);
    expect(list.doctors.every((d) => d.email === first.email && d.status === 'rejected')).toBe(true);
    expect(
      await t.db.select().from(rejectedRegistrations).where(eq(rejectedRegistrations.email, first.email)),
    ).toHaveLength(2);
  });
});
