import type { AdminToday, DashboardCounts } from '@shop/contract/admin-dashboard-schemas';
import type { SubmitOrderResponse } from '@shop/contract/order-schemas';
import { describe, expect, it } from 'vitest';
import { heroCarouselItems } from '../../db/schema/catalog';
import { newsletterSubscriptions } from '../../db/schema/content';
import { licenceRenewals } from '../../db/schema/licences';
import { recallNotices, recalls } from '../../db/schema/recalls';
import { insertProducts } from '../../test/catalog-fixtures';
import { doctorSession, submitOrder } from '../../test/order-fixtures';
import { inDays, insertTrackedProduct, lotTrackedProduct } from '../../test/stock-fixtures';
import { createAdminTestApp, fileTestApp } from '../../test/test-app';

const t = fileTestApp(createAdminTestApp);

/** The admin's answer from `url`, which must be a 200. */
async function adminGet<T>(url: string) {
  const res = await t.call('GET', url, t.admin);
  expect(res.statusCode).toBe(200);
  return res.json<T>();
}

describe.each(['/api/admin/dashboard-counts', '/api/admin/today'])('GET %s', (url) => {
  it('is for admins only', async () => {
    expect((await t.call('GET', url)).statusCode).toBe(401);
    const doctor = await doctorSession(t.db);
    expect((await t.call('GET', url, doctor.cookie)).statusCode).toBe(403);
  });
});

const counts = () => adminGet<DashboardCounts>('/api/admin/dashboard-counts');

describe('GET /api/admin/dashboard-counts', () => {
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

const today = () => adminGet<AdminToday>('/api/admin/today');

describe('GET /api/admin/today', () => {
  it('counts what waits: people, orders to approve and ship, stock, expiring lots, recalls', async () => {
    const before = await today();

    await doctorSession(t.db, 'pending');
    const doctor = await doctorSession(t.db);
    await t.db.insert(licenceRenewals).values({
      userId: doctor.id,
      licenseNumber: 'ON-7',
      expiryDate: '2031-01-31',
      documentType: 'pdf',
      documentBytes: 9,
    });

    // Three orders: one stays pending, one is approved, one goes on to processing.
    const ids = await insertProducts(t.db, [
      { name: 'Today Toxin', category: 'botulinum-toxins', price: '90.00' },
    ]);
    const placed: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await submitOrder(t.app, doctor.cookie, [{ productId: ids['Today Toxin']!, quantity: 1 }]);
      expect(res.statusCode).toBe(201);
      placed.push(res.json<SubmitOrderResponse>().order.id);
    }
    for (const id of placed.slice(1)) {
      expect((await t.call('POST', `/api/admin/orders/${id}/approve`, t.admin)).statusCode).toBe(200);
    }
    const processing = await t.call('PATCH', `/api/admin/orders/${placed[2]}/status`, t.admin, {
      status: 'processing',
    });
    expect(processing.statusCode).toBe(200);

    // Low stock: at its threshold counts, above it does not.
    await insertTrackedProduct(
      t.db,
      { name: 'Today Low', category: 'dermal-fillers', price: '50.00' },
      { onHand: 5, lowStockThreshold: 5 },
    );
    await insertTrackedProduct(
      t.db,
      { name: 'Today Plenty', category: 'dermal-fillers', price: '50.00' },
      { onHand: 50, lowStockThreshold: 5 },
    );
    // Two lots of one product within 30 days (one on the 30th day), one lot well after.
    await lotTrackedProduct(t, [
      { lotNumber: 'TODAY-A', quantity: 20, expiryDate: inDays(1) },
      { lotNumber: 'TODAY-B', quantity: 20, expiryDate: inDays(30) },
      { lotNumber: 'TODAY-C', quantity: 20, expiryDate: inDays(90) },
    ]);
    await lotTrackedProduct(t, [{ lotNumber: 'TODAY-D', quantity: 20, expiryDate: inDays(31) }]);

    // An open recall two clinics have not acknowledged and one has; a closed recall is not counted.
    const other = await doctorSession(t.db);
    const third = await doctorSession(t.db);
    const recall = {
      productName: 'Today Toxin',
      reason: 'Particles',
      action: 'return',
      recallClass: 'II',
    } as const;
    const [open] = await t.db.insert(recalls).values(recall).returning({ id: recalls.id });
    const [closed] = await t.db
      .insert(recalls)
      .values({ ...recall, status: 'closed', closedAt: new Date() })
      .returning({ id: recalls.id });
    await t.db.insert(recallNotices).values([
      { recallId: open!.id, userId: doctor.id },
      { recallId: open!.id, userId: other.id },
      { recallId: open!.id, userId: third.id, acknowledgedAt: new Date() },
      { recallId: closed!.id, userId: doctor.id },
    ]);

    expect(await today()).toEqual({
      pendingRegistrations: before.pendingRegistrations + 1,
      pendingRenewals: before.pendingRenewals + 1,
      ordersToApprove: before.ordersToApprove + 1,
      ordersToShip: {
        approved: before.ordersToShip.approved + 1,
        processing: before.ordersToShip.processing + 1,
      },
      lowStockProducts: before.lowStockProducts + 1,
      expiringLots: { lots: before.expiringLots.lots + 2, products: before.expiringLots.products + 1 },
      unacknowledgedRecalls: {
        recalls: before.unacknowledgedRecalls.recalls + 1,
        clinics: before.unacknowledgedRecalls.clinics + 2,
      },
    });
  });
});
