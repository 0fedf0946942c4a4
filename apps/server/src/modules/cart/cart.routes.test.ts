import type { CartItem } from '@shop/contract/cart-schemas';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, carts } from '../../db/schema/cart';
import { sessions } from '../../db/schema/users';
import { fiveAndTenTiers, insertProducts, testAppWithProducts } from '../../test/catalog-fixtures';
import {
  createTestApp,
  eventually,
  login,
  registerDoctor,
  sessionCookieFrom,
  uniqueClientAddress,
} from '../../test/test-app';
import { insertTrackedProduct } from '../../test/stock-fixtures';
import { hashToken, purgeExpiredSessions } from '../../plugins/session-store';
import { purgeIdleEmptyGuestSessions } from './cart.service';

const { t, ids } = testAppWithProducts(createTestApp, [
  {
    name: 'Botox Cosmetic 100 Units',
    category: 'botulinum-toxins',
    price: '100.00',
    tiers: fiveAndTenTiers('5', '10'),
  },
  { name: 'Juvederm Voluma XC', category: 'dermal-fillers', price: '320.50' },
  { name: 'Discontinued Filler', category: 'dermal-fillers', price: '99.00', inStock: false },
]);

/** A guest who added one product: returns the guest's cookie. */
async function guestWith(productId: number, quantity = 1) {
  const res = await t.call('POST', '/api/cart', undefined, { productId, quantity });
  expect(res.statusCode, res.body).toBe(201);
  return sessionCookieFrom(res);
}

const readCart = async (cookie?: string) => (await t.call('GET', '/api/cart', cookie)).json<CartItem[]>();

describe('guest cart', () => {
  it('is empty for a new visitor and starts no session until something is added', async () => {
    const res = await t.call('GET', '/api/cart');
    expect(res.json()).toEqual([]);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('keeps lines by product: adding again raises the quantity', async () => {
    const cookie = await guestWith(ids['Juvederm Voluma XC']!);
    const res = await t.call('POST', '/api/cart', cookie, { productId: ids['Juvederm Voluma XC'] });
    expect(res.statusCode).toBe(201);
    const cart = res.json<CartItem[]>();
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      productId: ids['Juvederm Voluma XC'],
      quantity: 2,
      unitPrice: '320.50',
      lineTotal: '641.00',
      bulkApplied: false,
      product: { name: 'Juvederm Voluma XC', price: '320.50', category: { name: 'Dermal Fillers' } },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await readCart(cookie)).toEqual(cart);
  });

  it('prices a line at the applicable bulk tier', async () => {
    const cookie = await guestWith(ids['Botox Cosmetic 100 Units']!, 4);
    const line = (await readCart(cookie))[0]!;
    expect(line).toMatchObject({ quantity: 4, unitPrice: '100.00', bulkApplied: false });
    expect(line.product.bulkDiscounts).toHaveLength(2);

    const five = await t.call('PUT', `/api/cart/${line.id}`, cookie, { quantity: 5 });
    expect(five.json<CartItem[]>()[0]).toMatchObject({
      quantity: 5,
      unitPrice: '95.00',
      lineTotal: '475.00',
      bulkApplied: true,
    });
    const twelve = await t.call('PUT', `/api/cart/${line.id}`, cookie, { quantity: 12 });
    expect(twelve.json<CartItem[]>()[0]).toMatchObject({
      unitPrice: '90.00',
      lineTotal: '1080.00',
      bulkApplied: true,
    });
  });

  it('removes a line at quantity 0 and through DELETE', async () => {
    const cookie = await guestWith(ids['Juvederm Voluma XC']!);
    await t.call('POST', '/api/cart', cookie, { productId: ids['Botox Cosmetic 100 Units'] });
    const [first, second] = await readCart(cookie);
    const zero = await t.call('PUT', `/api/cart/${first!.id}`, cookie, { quantity: 0 });
    expect(zero.json<CartItem[]>().map((l) => l.id)).toEqual([second!.id]);
    const del = await t.call('DELETE', `/api/cart/${second!.id}`, cookie);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Item removed from cart' });
    expect(await readCart(cookie)).toEqual([]);
  });
});

describe('cart rules', () => {
  it.each([
    [{ productId: 1, quantity: 0 }, 'quantity'],
    [{ productId: 1, quantity: -2 }, 'quantity'],
    [{ productId: 1, quantity: 1.5 }, 'quantity'],
    [{ productId: 1, quantity: 1000 }, 'quantity'],
    [{ productId: 'abc' }, 'productId'],
    // Body numbers are JSON numbers: nothing is read from a string, boolean, array or null.
    [{ productId: true }, 'productId'],
    [{ productId: '1' }, 'productId'],
    [{ productId: [1] }, 'productId'],
    [{ productId: null }, 'productId'],
    [{ productId: 1, quantity: '2' }, 'quantity'],
    [{ productId: 1, quantity: true }, 'quantity'],
    [{ quantity: 1 }, 'productId'],
    [{ productId: 1, price: '0.01' }, 'price'],
  ])('refuses %o with a 400 on %s', async (payload, field) => {
    const res = await t.call('POST', '/api/cart', undefined, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty(field);
  });

  it('adds nothing for a productId that is not a JSON number', async () => {
    const res = await t.call('POST', '/api/cart', undefined, { productId: true });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('reads a line id in the path only from plain decimal digits', async () => {
    const cookie = await guestWith(ids['Juvederm Voluma XC']!);
    const [line] = await readCart(cookie);
    for (const spelling of [`0x${line!.id.toString(16)}`, `${line!.id}e0`, `+${line!.id}`, `${line!.id}.0`]) {
      const put = await t.call('PUT', `/api/cart/${spelling}`, cookie, { quantity: 3 });
      expect(put.statusCode, spelling).toBe(400);
      expect(put.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors, spelling).toHaveProperty(
        'id',
      );
      const del = await t.call('DELETE', `/api/cart/${spelling}`, cookie);
      expect(del.statusCode, spelling).toBe(400);
    }
    expect((await readCart(cookie)).map((l) => l.quantity)).toEqual([1]);
  });

  it('refuses an unknown product with 404 and an out-of-stock one with 409, changing nothing', async () => {
    const cookie = await guestWith(ids['Juvederm Voluma XC']!);
    const unknown = await t.call('POST', '/api/cart', cookie, { productId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Product not found' });
    const out = await t.call('POST', '/api/cart', cookie, { productId: ids['Discontinued Filler'] });
    expect(out.statusCode).toBe(409);
    expect(out.json()).toMatchObject({ message: 'This product is out of stock' });
    expect((await readCart(cookie)).map((l) => l.productId)).toEqual([ids['Juvederm Voluma XC']]);
  });

  it('refuses negative and fractional quantities on update', async () => {
    const cookie = await guestWith(ids['Juvederm Voluma XC']!);
    const [line] = await readCart(cookie);
    for (const quantity of [-1, 2.5]) {
      const res = await t.call('PUT', `/api/cart/${line!.id}`, cookie, { quantity });
      expect(res.statusCode).toBe(400);
    }
    expect((await readCart(cookie))[0]?.quantity).toBe(1);
  });

  it('never lets a line exceed 999 units: an add that would is refused and changes nothing', async () => {
    const cookie = await guestWith(ids['Juvederm Voluma XC']!, 990);
    const over = await t.call('POST', '/api/cart', cookie, {
      productId: ids['Juvederm Voluma XC'],
      quantity: 50,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: 'A cart line cannot exceed 999 units' });
    expect((await readCart(cookie))[0]?.quantity).toBe(990);

    const upTo = await t.call('POST', '/api/cart', cookie, {
      productId: ids['Juvederm Voluma XC'],
      quantity: 9,
    });
    expect(upTo.statusCode).toBe(201);
    expect((await readCart(cookie))[0]?.quantity).toBe(999);
  });

  it("never reads or changes another visitor's line", async () => {
    const alice = await guestWith(ids['Juvederm Voluma XC']!);
    const bob = await guestWith(ids['Botox Cosmetic 100 Units']!);
    const [aliceLine] = await readCart(alice);

    const put = await t.call('PUT', `/api/cart/${aliceLine!.id}`, bob, { quantity: 7 });
    expect(put.statusCode).toBe(404);
    const del = await t.call('DELETE', `/api/cart/${aliceLine!.id}`, bob);
    expect(del.statusCode).toBe(404);
    const anonymous = await t.call('DELETE', `/api/cart/${aliceLine!.id}`);
    expect(anonymous.statusCode).toBe(404);
    expect((await readCart(bob)).map((l) => l.productId)).toEqual([ids['Botox Cosmetic 100 Units']]);
    expect((await readCart(alice))[0]?.quantity).toBe(1);
  });
});

describe('a product that tracks its stock', () => {
  it('is never put in the cart beyond what is available, and the cart says when few are left', async () => {
    const id = await insertTrackedProduct(
      t.db,
      { name: 'Counted Toxin', category: 'botulinum-toxins', price: '100.00' },
      { onHand: 4, lowStockThreshold: 5 },
    );
    const cookie = await guestWith(id, 3);
    const beyond = await t.call('POST', '/api/cart', cookie, { productId: id, quantity: 2 });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json<{ message: string }>().message).toBe('Only 4 of Counted Toxin left');
    const [line] = await readCart(cookie);
    expect(line).toMatchObject({ quantity: 3, product: { stockLeft: 4, inStock: true } });

    const raise = await t.call('PUT', `/api/cart/${line?.id}`, cookie, { quantity: 5 });
    expect(raise.statusCode).toBe(409);
    expect(raise.json<{ message: string }>().message).toBe('Only 4 of Counted Toxin left');
    expect((await t.call('PUT', `/api/cart/${line?.id}`, cookie, { quantity: 4 })).statusCode).toBe(200);
    // Lowering is always allowed, even below what another order left.
    await t.rawExec(`update product_stock set on_hand = 2 where product_id = ${id}`);
    expect((await t.call('PUT', `/api/cart/${line?.id}`, cookie, { quantity: 3 })).statusCode).toBe(200);
    expect((await readCart(cookie))[0]?.quantity).toBe(3);
  });
});

describe('cart and sign-in', () => {
  it('merges the guest cart into the doctor cart at login, adding quantities by product', async () => {
    const doctor = await registerDoctor(t.app);
    const doctorCookie = await login(t.app, doctor.email, doctor.password);
    await t.call('POST', '/api/cart', doctorCookie, {
      productId: ids['Botox Cosmetic 100 Units'],
      quantity: 3,
    });
    await t.call('POST', '/api/auth/logout', doctorCookie);

    const guest = await guestWith(ids['Botox Cosmetic 100 Units']!, 2);
    await t.call('POST', '/api/cart', guest, { productId: ids['Juvederm Voluma XC'] });
    const res = await t.call('POST', '/api/auth/login', guest, {
      email: doctor.email,
      password: doctor.password,
    });
    const signedIn = sessionCookieFrom(res);

    const cart = await readCart(signedIn);
    expect(cart.map((l) => [l.product.name, l.quantity])).toEqual([
      ['Botox Cosmetic 100 Units', 5],
      ['Juvederm Voluma XC', 1],
    ]);
    expect(cart[0]).toMatchObject({ unitPrice: '95.00', bulkApplied: true });
    // The guest cart went with the guest session.
    expect(await readCart(guest)).toEqual([]);
    const guestCarts = await t.db.select().from(carts).where(eq(carts.userId, doctor.id));
    expect(guestCarts).toHaveLength(1);
  });

  it('keeps the doctor cart across sessions and empties the view at logout', async () => {
    const doctor = await registerDoctor(t.app);
    const first = await login(t.app, doctor.email, doctor.password);
    await t.call('POST', '/api/cart', first, { productId: ids['Juvederm Voluma XC'] });
    await t.call('POST', '/api/auth/logout', first);
    expect(await readCart(first)).toEqual([]);
    const second = await login(t.app, doctor.email, doctor.password);
    expect((await readCart(second)).map((l) => l.productId)).toEqual([ids['Juvederm Voluma XC']]);
  });

  it('removes cart lines when their product is deleted', async () => {
    const [extra] = Object.values(
      await insertProducts(t.db, [{ name: 'Temporary Product', category: 'orthopedic', price: '10.00' }]),
    );
    const cookie = await guestWith(extra!);
    const { products } = await import('../../db/schema/catalog');
    await t.db.delete(products).where(eq(products.id, extra!));
    expect(await readCart(cookie)).toEqual([]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.productId, extra!))).toEqual([]);
  });
});

/** Guest sessions (no user) and guest carts in the database. */
const guestRows = async () => ({
  sessions: await t.db.$count(sessions, isNull(sessions.userId)),
  carts: await t.db.$count(carts, isNull(carts.userId)),
});

const sidOf = (cookie: string) => cookie.replace(/^sid=/, '');

describe('new guest sessions per client address', () => {
  const addFrom = (remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { productId: ids['Juvederm Voluma XC'] },
      remoteAddress,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('are 30 an hour by default; the next cookieless addition is a 429 that writes nothing', async () => {
    const address = '203.0.113.77';
    const before = await guestRows();
    const cookies: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await addFrom(address);
      expect(res.statusCode, res.body).toBe(201);
      cookies.push(sessionCookieFrom(res));
    }
    expect(await guestRows()).toEqual({ sessions: before.sessions + 30, carts: before.carts + 30 });

    const refused = await addFrom(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many new guest carts from your network. Please sign in or try again in an hour.',
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await guestRows()).toEqual({ sessions: before.sessions + 30, carts: before.carts + 30 });

    // Reading the cart starts nothing and is never limited.
    const read = await t.app.inject({ method: 'GET', url: '/api/cart', remoteAddress: address });
    expect([read.statusCode, read.json()]).toEqual([200, []]);

    // A guest who has a session goes on adding from the same address, with no new session.
    const known = await addFrom(address, cookies[0]);
    expect(known.statusCode).toBe(201);
    expect(known.json<CartItem[]>()[0]?.quantity).toBe(2);
    expect(known.headers['set-cookie']).toBeUndefined();

    // A signed-in doctor on the same network is not a guest.
    const doctor = await registerDoctor(t.app);
    const doctorCookie = await login(t.app, doctor.email, doctor.password);
    expect((await addFrom(address, doctorCookie)).statusCode).toBe(201);

    // Another client is counted apart.
    expect((await addFrom('203.0.113.78')).statusCode).toBe(201);
    expect(await guestRows()).toEqual({ sessions: before.sessions + 31, carts: before.carts + 31 });
  });

  it('follows GUEST_SESSIONS_PER_HOUR, counting an IPv6 client by its /64', async () => {
    const limited = await createTestApp({ env: { GUEST_SESSIONS_PER_HOUR: '2' } });
    try {
      const [productId] = Object.values(
        await insertProducts(limited.db, [{ name: 'Gauze', category: 'orthopedic', price: '4.00' }]),
      );
      const add = (remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url: '/api/cart', payload: { productId }, remoteAddress });
      expect((await add('2001:db8:7:7::1')).statusCode).toBe(201);
      expect((await add('2001:db8:7:7::2')).statusCode).toBe(201);
      expect((await add('2001:db8:7:7:ffff::9')).statusCode).toBe(429);
      expect((await add('2001:db8:7:8::1')).statusCode).toBe(201);
      expect(await limited.db.$count(sessions)).toBe(3);
    } finally {
      await limited.close();
    }
  });

  it('a refused first addition (unknown product, out of stock) starts no session', async () => {
    const remoteAddress = uniqueClientAddress();
    const before = await guestRows();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { productId: 999999 },
      remoteAddress,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['set-cookie']).toBeUndefined();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { productId: ids['Discontinued Filler'] },
      remoteAddress,
    });
    expect(out.statusCode).toBe(409);
    expect(out.headers['set-cookie']).toBeUndefined();
    expect(await guestRows()).toEqual(before);
  });
});

describe('guest session lifetime', () => {
  const HOUR = 60 * 60 * 1000;

  it('ends a guest session whose cart is empty within a day of its last use; a guest with items keeps 30 days', async () => {
    const remoteAddress = uniqueClientAddress();
    const add = (productId: number) =>
      t.app.inject({ method: 'POST', url: '/api/cart', payload: { productId }, remoteAddress });
    const emptied = sessionCookieFrom(await add(ids['Juvederm Voluma XC']!));
    const [line] = await readCart(emptied);
    await t.call('DELETE', `/api/cart/${line!.id}`, emptied);
    expect(await readCart(emptied)).toEqual([]);
    const filled = sessionCookieFrom(await add(ids['Botox Cosmetic 100 Units']!));
    const doctor = await registerDoctor(t.app);
    const doctorCookie = await login(t.app, doctor.email, doctor.password);

    const exists = async (cookie: string) =>
      (await t.db.$count(sessions, eq(sessions.idHash, hashToken(sidOf(cookie))))) === 1;
    const emptiedCart = await t.db
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.sessionIdHash, hashToken(sidOf(emptied))));
    expect(emptiedCart).toHaveLength(1);

    const now = Date.now();
    // Used in the last 22 hours: kept, empty or not.
    await purgeIdleEmptyGuestSessions(t.db, new Date(now + 22 * HOUR));
    expect([await exists(emptied), await exists(filled), await exists(doctorCookie)]).toEqual([
      true,
      true,
      true,
    ]);
    // A day without a request: the empty guest session is gone with its cart; the others stay.
    await purgeIdleEmptyGuestSessions(t.db, new Date(now + 24 * HOUR));
    expect([await exists(emptied), await exists(filled), await exists(doctorCookie)]).toEqual([
      false,
      true,
      true,
    ]);
    expect(await t.db.select().from(carts).where(eq(carts.id, emptiedCart[0]!.id))).toEqual([]);
    // Its cookie now names nothing: the server clears it (once every process has forgotten it).
    await eventually(async () => {
      const res = await t.call('GET', '/api/cart', emptied);
      return String(res.headers['set-cookie']).startsWith('sid=;');
    });
    expect(await readCart(filled)).toHaveLength(1);

    // The guest with items keeps the guest lifetime: 29 days idle is still a session.
    await purgeIdleEmptyGuestSessions(t.db, new Date(now + 29 * 24 * HOUR));
    await purgeExpiredSessions(t.db, new Date(now + 29 * 24 * HOUR));
    expect(await exists(filled)).toBe(true);
  });
});
