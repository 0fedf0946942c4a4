import type { DashboardCounts } from '@shop/contract/admin-dashboard-schemas';
import { describe, expect, it } from 'vitest';
import { heroCarouselItems } from '../../db/schema/catalog';
import { newsletterSubscriptions } from '../../db/schema/content';
import { licenceRenewals } from '../../db/schema/licences';
import { insertProducts } from '../../test/catalog-fixtures';
import { doctorSession, submitOrder } from '../../test/order-fixtures';
import { createAdminTestApp, fileTestApp } from '../../test/test-app';

const t = fileTestApp(createAdminTestApp);

async function counts() {
  const res = await t.call('GET', '/api/admin/dashboard-counts', t.admin);
  expect(res.statusCode).toBe(200);
  return res.json<DashboardCounts>();
}

describe('GET /api/admin/dashboard-counts', () => {
  it('is for admins only', async () => {
    const guest = await t.call('GET', '/api/admin/dashboard-counts');
    expect(guest.statusCode).toBe(401);
    const doctor = await doctorSession(t.db);
    const asDoctor = await t.call('GET', '/api/admin/dashboard-counts', doctor.cookie);
    expect(asDoctor.statusCode).toBe(403);
  });

  it('counts what each tab holds and follows every change', async () => {
    const before = await counts();

    await doctorSession(t.db, 'pending');
    await doctorSession(t.db, 'pending');
    const ids = await insertProducts(t.db, [
      { name: 'Counted Toxin', category: 'botulinum-toxins', price: '100.00' },
      { name: 'Counted Filler', category: 'dermal-fillers', price: '80.00', inStock: false },
    ]);
    const doctor = await doctorSession(t.db);
    for (let i = 0; i < 3; i += 1) {
      const res = await submitOrder(t.app, doctor.cookie, [
        { productId: ids['Counted Toxin']!, quantity: 1 },
      ]);
      expect(res.statusCode).toBe(201);
    }
    const first = (await t.call('GET', '/api/admin/pending-orders', t.admin)).json<{
      orders: { id: number }[];
    }>().orders[0]!;
    const approve = await t.call('POST', `/api/admin/orders/${first.id}/approve`, t.admin);
    expect(approve.statusCode).toBe(200);
    await t.db
      .insert(heroCarouselItems)
      .values({ title: 'Promo', description: 'Spring offer', price: '10.00' });
    // Two confirmed subscribers and a sign-up still pending, which is not on the list.
    await t.db
      .insert(newsletterSubscriptions)
      .values([
        { email: 'a@clinic.example', subscribedAt: new Date() },
        { email: 'b@clinic.example', subscribedAt: new Date() },
        { email: 'pending@clinic.example' },
      ]);

    // A licence renewal waiting for review, and one already decided, which is not counted.
    await t.db.insert(licenceRenewals).values([
      {
        userId: doctor.id,
        licenseNumber: 'ON-1',
        expiryDate: '2030-01-31',
        documentType: 'pdf',
        documentBytes: 9,
      },
      {
        userId: doctor.id,
        licenseNumber: 'ON-0',
        expiryDate: '2029-01-31',
        documentType: 'pdf',
        documentBytes: 9,
        status: 'approved',
      },
    ]);

    expect(await counts()).toEqual({
      pendingRegistrations: before.pendingRegistrations + 2,
      pendingRenewals: before.pendingRenewals + 1,
      products: before.products + 2,
      orders: { pending: before.orders.pending + 2, total: before.orders.total + 3 },
      carouselItems: before.carouselItems + 1,
      newsletterSubscribers: before.newsletterSubscribers + 2,
      newInboxItems: before.newInboxItems,
    });
  });
});
