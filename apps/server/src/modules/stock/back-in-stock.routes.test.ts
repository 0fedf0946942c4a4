import { authMessages } from '@shop/contract/messages';
import { backInStockMessages as m } from '@shop/contract/stock-labels';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { stockNotifications } from '../../db/schema/stock';
import { outboxEmails } from '../../db/schema/system';
import { insertProduct } from '../../test/catalog-fixtures';
import { doctorSession } from '../../test/order-fixtures';
import { queuedEmails } from '../../test/outbox';
import { insertTrackedProduct } from '../../test/stock-fixtures';
import { createAdminTestApp, fileTestApp } from '../../test/test-app';
import { sendBackInStockNotices } from './back-in-stock.service';

const t = fileTestApp(createAdminTestApp);
const SHOP = { shopName: 'Test Shop', publicUrl: 'https://shop.example' };

let count = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${(count += 1)}@clinic.example`;

const ask = (productId: number, body: Record<string, unknown> = {}, cookie?: string) =>
  t.call('POST', `/api/products/${productId}/stock-notifications`, cookie, body);

/** An untracked product out of stock (the admin's switch off). */
async function outOfStock(name: string) {
  return insertProduct(t.db, { name, category: 'dermal-fillers', price: '75.00', inStock: false });
}

const backInStockEmails = (addresses: string[]) =>
  queuedEmails(
    t.db,
    and(eq(outboxEmails.template, 'back-in-stock'), inArray(outboxEmails.toAddress, addresses)),
  );

const waiting = (productId: number) =>
  t.db.select().from(stockNotifications).where(eq(stockNotifications.productId, productId));

describe('POST /api/products/{id}/stock-notifications', () => {
  it('takes a guest’s address and an account’s own, answering the same when it already waits', async () => {
    const id = await outOfStock(`Waited Filler ${Date.now()}`);
    const [product] = await t.db.select({ name: products.name }).from(products).where(eq(products.id, id));
    const guest = uniqueEmail('guest');

    const first = await ask(id, { email: `  ${guest.toUpperCase()} ` });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: m.waiting(product!.name) });
    const again = await ask(id, { email: guest });
    expect(again.statusCode).toBe(202);
    expect(again.body).toBe(first.body);

    const doctor = await doctorSession(t.db);
    const mine = await ask(id, {}, doctor.cookie);
    expect(mine.statusCode).toBe(202);

    const rows = await waiting(id);
    expect(rows.map((row) => [row.email, row.userId, row.notifiedAt])).toEqual([
      [guest, null, null],
      [doctor.email.toLowerCase(), doctor.id, null],
    ]);
    // Nothing is e-mailed while the product is out of stock.
    expect(await sendBackInStockNotices(t.db, SHOP)).toBe(0);
    expect(await backInStockEmails([guest, doctor.email.toLowerCase()])).toEqual([]);
  });

  it('refuses a guest without an address, a bad address, a product in stock and an unknown one', async () => {
    const id = await outOfStock(`Refused Filler ${Date.now()}`);
    const missing = await ask(id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: authMessages.invalidEmail,
      fieldErrors: { email: [authMessages.invalidEmail] },
    });
    const bad = await ask(id, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { email: [authMessages.invalidEmail] } });
    expect((await ask(id, { email: uniqueEmail('x'), extra: 1 })).statusCode).toBe(400);

    const stocked = await insertProduct(t.db, {
      name: `Stocked Filler ${Date.now()}`,
      category: 'dermal-fillers',
      price: '75.00',
    });
    const inStock = await ask(stocked, { email: uniqueEmail('early') });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json<{ message: string }>().message).toMatch(/is in stock now$/);

    expect((await ask(2_000_000_000, { email: uniqueEmail('lost') })).statusCode).toBe(404);
    expect(await waiting(id)).toEqual([]);
    expect(await waiting(stocked)).toEqual([]);
  });

  it('e-mails each waiting address once when the product is back, and a new request waits again', async () => {
    const id = await insertTrackedProduct(
      t.db,
      { name: `Returning Toxin ${Date.now()}`, category: 'botulinum-toxins', price: '120.00' },
      { onHand: 0 },
    );
    const [product] = await t.db.select().from(products).where(eq(products.id, id));
    expect(product!.inStock).toBe(false);
    const [a, b] = [uniqueEmail('a'), uniqueEmail('b')];
    expect((await ask(id, { email: a })).statusCode).toBe(202);
    expect((await ask(id, { email: b })).statusCode).toBe(202);

    // The admin receives stock: the product is in stock again.
    const received = await t.call('POST', `/api/admin/products/${id}/stock`, t.admin, {
      kind: 'receive',
      quantity: 4,
    });
    expect(received.statusCode).toBe(201);
    expect((await ask(id, { email: uniqueEmail('late') })).statusCode).toBe(409);

    expect(await sendBackInStockNotices(t.db, SHOP)).toBeGreaterThanOrEqual(2);
    const emails = await backInStockEmails([a, b]);
    expect(emails.map((email) => email.toAddress).sort()).toEqual([a, b].sort());
    for (const email of emails) {
      expect(email.subject).toBe(m.subject(product!.name));
      expect(email.bodyText).toContain(m.emailText(product!.name));
      expect(email.bodyText).toContain(`https://shop.example/product/${id}`);
    }
    expect((await waiting(id)).every((row) => row.notifiedAt !== null)).toBe(true);

    // A second run sends nothing more.
    await sendBackInStockNotices(t.db, SHOP);
    expect(await backInStockEmails([a, b])).toHaveLength(2);

    // Out of stock again: the same address may ask again, and gets one more e-mail when it returns.
    await t.db.update(products).set({ trackInventory: false, inStock: false }).where(eq(products.id, id));
    expect((await ask(id, { email: a })).statusCode).toBe(202);
    await t.db.update(products).set({ inStock: true }).where(eq(products.id, id));
    await sendBackInStockNotices(t.db, SHOP);
    expect(await backInStockEmails([a])).toHaveLength(2);
  });

  it('two job runs at once never send one request twice', async () => {
    const id = await outOfStock(`Raced Filler ${Date.now()}`);
    // Written directly: 30 requests from one client would pass the hourly limit per address.
    const addresses = Array.from({ length: 30 }, (_, i) => uniqueEmail(`race${i}`));
    await t.db.insert(stockNotifications).values(addresses.map((email) => ({ productId: id, email })));
    await t.db.update(products).set({ inStock: true }).where(eq(products.id, id));
    await Promise.all([sendBackInStockNotices(t.db, SHOP), sendBackInStockNotices(t.db, SHOP)]);
    const emails = await backInStockEmails(addresses);
    expect(emails).toHaveLength(addresses.length);
    expect(new Set(emails.map((email) => email.toAddress)).size).toBe(addresses.length);
  });
});
