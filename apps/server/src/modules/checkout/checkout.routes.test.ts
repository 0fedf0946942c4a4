import { checkoutMessages } from '@shop/contract/order-messages';
import { describe, expect, it } from 'vitest';
import { insertProducts, repriceAsAdmin } from '../../test/catalog-fixtures';
import { doctorSession, submitAcceptedOrder, submitOrder } from '../../test/order-fixtures';
import { createTestApp, eventually, loginAsAdmin, fileTestApp } from '../../test/test-app';

const t = fileTestApp(createTestApp);

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

describe('POST /api/orders', () => {
  it("writes a new order's row once, with the desk JSON every later change would write", async () => {
    const ids = await insertProducts(t.db, [
      { name: 'Statement Toxin', category: 'botulinum-toxins', price: '300.00' },
      { name: 'Statement Filler', category: 'dermal-fillers', price: '12.50' },
    ]);
    // Every update of an order leaves a row here: the checkout must not update the row it inserts.
    await t.rawQuery('create table order_updates_seen (order_id int)');
    await t.rawQuery(`create function note_order_update() returns trigger as $$
      begin insert into order_updates_seen values (new.id); return null; end $$ language plpgsql`);
    await t.rawQuery(`create trigger note_order_update after update on orders
      for each row execute function note_order_update()`);
    const doctor = await doctorSession(t.db);
    const order = await submitAcceptedOrder(t.app, doctor.cookie, [
      { productId: ids['Statement Toxin']!, quantity: 2 },
      { productId: ids['Statement Filler']!, quantity: 3 },
    ]);
    expect(await t.rawQuery('select order_id from order_updates_seen')).toEqual([]);
    const [stored] = await t.rawQuery<{ same: boolean; items: number }>(
      `select desk_json = order_desk_json(o) as same, json_array_length(desk_json::json -> 'items') as items
       from orders o where id = ${order.id}`,
    );
    expect(stored).toEqual({ same: true, items: 2 });
    await t.rawQuery('drop trigger note_order_update on orders');
  });
});

describe('POST /api/orders: prices', () => {
  it('charges the price of the moment, changed by an admin here or by another process', async () => {
    const ids = await insertProducts(t.db, [
      { name: 'Repriced Toxin', category: 'botulinum-toxins', price: '300.00' },
    ]);
    const productId = ids['Repriced Toxin']!;
    const doctor = await doctorSession(t.db);
    const unitPrice = async () =>
      (await submitAcceptedOrder(t.app, doctor.cookie, [{ productId, quantity: 1 }])).items[0]?.unitPrice;
    expect(await unitPrice()).toBe('300.00');
    // Priced from the process's products from now on (once the notifications of the product's own
    // insert have arrived): the changes below must reach it.
    await eventually(async () => {
      await unitPrice();
      return t.app.productCache.get(String(productId))?.price === '300.00';
    });
    // An admin's change through this process counts from its answer on.
    const repriced = await repriceAsAdmin(t.app, productId, '250.00');
    expect(repriced.statusCode).toBe(200);
    expect(await unitPrice()).toBe('250.00');
    // Another process's change arrives by the catalogue's change notification.
    await t.rawQuery(`update products set price = 199.00 where id = ${productId}`);
    await eventually(async () => (await unitPrice()) === '199.00');
    // Out of stock from elsewhere: refused once the change is known.
    await t.rawQuery(`update products set in_stock = false where id = ${productId}`);
    await eventually(async () => {
      const res = await submitOrder(t.app, doctor.cookie, [{ productId, quantity: 1 }]);
      return res.statusCode === 409;
    });
  });
});
