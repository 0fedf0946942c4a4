import { authMessages } from '@shop/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/users';
import { testAppWithProducts } from '../../test/catalog-fixtures';
import { createTestApp, registerDoctor, sessionCookieFrom, type TestApp } from '../../test/test-app';

const { t, ids } = testAppWithProducts(createTestApp, [
  { name: 'Login Probe', category: 'orthopedic', price: '10.00' },
]);

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

const signIn = (email: string, password: string, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** The `device=…` cookie pair a sign-in set, as the browser sends it back. */
function deviceCookieFrom(res: Response) {
  const header = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('device='));
  if (!header) throw new Error('no device cookie set');
  return header.split(';', 1)[0] ?? '';
}

/** 20 wrong passwords from 20 addresses: the per-account lockout for browsers without a device cookie. */
async function lockOutByStrangers(email: string, prefix: string) {
  for (let i = 0; i < 20; i += 1) {
    expect((await signIn(email, 'wrong-password', `${prefix}.${i}`)).statusCode).toBe(401);
  }
}

describe('device cookie', () => {
  it('is issued at every sign-in: signed, HttpOnly, SameSite=Lax, sent only to /api/auth', async () => {
    const doctor = await registerDoctor(t.app);
    const first = await signIn(doctor.email, doctor.password, '10.60.0.1');
    const second = await signIn(doctor.email, doctor.password, '10.60.0.1');
    const header = ([] as string[])
      .concat(first.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('device='));
    expect(header).toMatch(new RegExp(`^device=${doctor.id}\\.[A-Za-z0-9_-]{22}\\.[^;]+;`));
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/api/auth');
    expect(header).toMatch(/Max-Age=\d+/);
    expect(deviceCookieFrom(second)).not.toBe(deviceCookieFrom(first));
  });

  it("lets the owner in from a browser where they signed in before, while strangers' guesses lock out everyone else", async () => {
    const doctor = await registerDoctor(t.app);
    const device = deviceCookieFrom(await signIn(doctor.email, doctor.password, '10.61.0.1'));
    await lockOutByStrangers(doctor.email, '10.62.0');

    const newBrowser = await signIn(doctor.email, doctor.password, '10.61.0.2');
    expect(newBrowser.statusCode).toBe(429);
    expect(newBrowser.json()).toEqual({ message: authMessages.tooManyAttempts, code: 'RATE_LIMITED' });

    // The owner's browser, even from another address (a phone that changed networks).
    const owner = await signIn(doctor.email, doctor.password, '10.61.0.3', device);
    expect(owner.statusCode).toBe(200);
    expect(sessionCookieFrom(owner)).toMatch(/^sid=/);
    // …and a guess made with the owner's cookie is still only a guess.
    expect((await signIn(doctor.email, 'wrong-password', '10.61.0.3', device)).statusCode).toBe(401);
  });

  it('counts its own failures and is locked out after 5, without locking the account for other browsers', async () => {
    const doctor = await registerDoctor(t.app);
    const device = deviceCookieFrom(await signIn(doctor.email, doctor.password, '10.63.0.1'));
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(doctor.email, 'wrong-password', `10.63.1.${i}`, device)).statusCode).toBe(401);
    }
    const locked = await signIn(doctor.email, doctor.password, '10.63.2.1', device);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await signIn(doctor.email, doctor.password, '10.63.2.2')).statusCode).toBe(200);
  });

  it('does not help with another account, nor when altered or unsigned', async () => {
    const owner = await registerDoctor(t.app);
    const victim = await registerDoctor(t.app);
    const device = deviceCookieFrom(await signIn(owner.email, owner.password, '10.64.0.1'));
    await lockOutByStrangers(victim.email, '10.64.1');
    const [name, value = ''] = device.split('=');
    const [, nonce = '', signature = ''] = decodeURIComponent(value).split('.');
    const forged = [
      device, // the owner's cookie, for the victim's account
      `${name}=${encodeURIComponent(`${victim.id}.${nonce}.${signature}`)}`, // user id swapped
      `${name}=${encodeURIComponent(`${victim.id}.${nonce}`)}`, // no signature
      `${name}=${encodeURIComponent(`${victim.id}.${'A'.repeat(22)}.${signature}`)}`,
    ];
    for (const cookie of forged) {
      expect((await signIn(victim.email, victim.password, '10.64.2.1', cookie)).statusCode, cookie).toBe(429);
    }
  });

  it('throttles an unknown e-mail exactly like a known one', async () => {
    const doctor = await registerDoctor(t.app);
    const unknown = 'nobody.at.all@clinic.example';
    const known = [] as Response[];
    const missing = [] as Response[];
    for (let i = 0; i < 21; i += 1) {
      known.push(await signIn(doctor.email, 'wrong-password', `10.65.0.${i}`));
      missing.push(await signIn(unknown, 'wrong-password', `10.66.0.${i}`));
    }
    expect(known.map((r) => r.statusCode)).toEqual(missing.map((r) => r.statusCode));
    expect(known.at(-1)?.statusCode).toBe(429);
    expect(known.at(-1)?.json()).toEqual(missing.at(-1)?.json());
    const wait = (r?: Response) => Number(r?.headers['retry-after']);
    expect(Math.abs(wait(known.at(-1)) - wait(missing.at(-1)))).toBeLessThanOrEqual(2);
    expect(known.at(0)?.json()).toEqual(missing.at(0)?.json());
    // One address guessing one e-mail: 5 failures, known or not.
    const pair = async (email: string, ip: string) => {
      const codes = [];
      for (let i = 0; i < 6; i += 1) codes.push((await signIn(email, 'wrong-password', ip)).statusCode);
      return codes;
    };
    const other = await registerDoctor(t.app);
    const knownPair = await pair(other.email, '10.67.0.1');
    expect(knownPair).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await pair('nobody.else@clinic.example', '10.67.0.2')).toEqual(knownPair);
  });
});

describe('sign-in as one transaction', () => {
  it('keeps the guest session and cart and creates no session when the cart merge fails', async () => {
    const doctor = await registerDoctor(t.app);
    const guest = await t.call('POST', '/api/cart', undefined, {
      productId: ids['Login Probe']!,
      quantity: 2,
    });
    expect(guest.statusCode).toBe(201);
    const guestCookie = sessionCookieFrom(guest);

    // A fault in the middle of the sign-in: writing the merged line into the doctor's cart fails.
    await t.rawQuery(`
      create function fail_user_cart_write() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from carts where id = new.cart_id and user_id is not null) then
          raise exception 'injected failure';
        end if;
        return new;
      end $$`);
    await t.rawQuery(`create trigger fail_user_cart_write before insert or update on cart_items
      for each row execute function fail_user_cart_write()`);
    let res: Response;
    try {
      res = await signIn(doctor.email, doctor.password, '10.68.0.1', guestCookie);
    } finally {
      await t.rawQuery('drop trigger fail_user_cart_write on cart_items');
      await t.rawQuery('drop function fail_user_cart_write()');
    }

    expect(res.statusCode).toBe(500);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, doctor.id))).toHaveLength(0);
    const cart = await t.call('GET', '/api/cart', guestCookie);
    expect(cart.json<{ quantity: number }[]>().map((l) => l.quantity)).toEqual([2]);

    // Without the fault the same sign-in succeeds and takes the guest cart along.
    const ok = await signIn(doctor.email, doctor.password, '10.68.0.1', guestCookie);
    expect(ok.statusCode).toBe(200);
    const merged = await t.call('GET', '/api/cart', sessionCookieFrom(ok));
    expect(merged.json<{ quantity: number }[]>().map((l) => l.quantity)).toEqual([2]);
    const old = await t.call('GET', '/api/cart', guestCookie);
    expect(old.json()).toEqual([]);
  });
});
