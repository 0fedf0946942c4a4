import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/users';
import { doctorSession } from '../test/order-fixtures';
import { createTestApp, eventually, loginAsAdmin, type TestApp } from '../test/test-app';
import { SessionCache, hashToken } from './session-store';

let first: TestApp;
let second: TestApp | undefined;

beforeAll(async () => {
  first = await createTestApp();
  // On a PostgreSQL server, a second process of the same shop shares the database.
  if (first.databaseUrl) second = await createTestApp({ shareDatabase: first.databaseUrl });
});
afterAll(async () => {
  await second?.close();
  await first.close();
});

const apps = () => [first, ...(second ? [second] : [])];

const whoAmI = (t: TestApp, cookie: string) => t.call('GET', '/api/auth/user', cookie);

describe('SessionCache', () => {
  const row = {
    idHash: 'h',
    userId: 1,
    expiresAt: new Date(Date.now() + 60_000),
    lastSeenAt: new Date(),
    idleTimeoutSeconds: 60,
    role: 'doctor' as const,
    status: 'approved' as const,
    email: 'a@b.example',
    fullName: 'A',
    disabledAt: null,
    licenseExpiryDate: null,
    taxExemptionNumber: null,
    taxExemptionExpires: null,
    practiceId: 1,
    practiceRole: 'owner' as const,
    ownOrdersOnly: false,
    monthlyLimit: null,
    poNumberRequired: false,
    practiceSuspended: false,
  };

  it('keeps an entry no longer than its maximum age', () => {
    const cache = new SessionCache(10, 1_000);
    cache.setLive(true);
    cache.set('h', cache.generation, row, 0);
    expect(cache.get('h', 999)).toBe(row);
    expect(cache.get('h', 1_000)).toBeUndefined();
  });

  it('does not store a session read before a sign-out this process made meanwhile', () => {
    const cache = new SessionCache(10, 1_000);
    cache.setLive(true);
    const readAt = cache.generation;
    cache.delete('h');
    cache.set('h', readAt, row);
    expect(cache.get('h')).toBeUndefined();
  });
});

describe('cached sessions', () => {
  it('keeps a signed-in caller’s session after its first call', async () => {
    const doctor = await doctorSession(first.db);
    const idHash = hashToken(doctor.cookie.slice('sid='.length));
    // On a PostgreSQL server the fixture's own writes (the account, its practice) are notified a
    // moment later; a call read before such a notice is not kept (the cache cannot tell it is not
    // stale), so the first call made after the notices have arrived is the one that is kept.
    await eventually(async () => {
      expect((await whoAmI(first, doctor.cookie)).statusCode).toBe(200);
      return first.app.sessionCache.get(idHash)?.email === doctor.email;
    });
    expect((await whoAmI(first, doctor.cookie)).json()).toMatchObject({ user: { email: doctor.email } });
  });

  it('refuses a signed-out session at once where it signed out, and soon on every process', async () => {
    const doctor = await doctorSession(first.db);
    for (const t of apps()) expect((await whoAmI(t, doctor.cookie)).statusCode).toBe(200);
    const out = await first.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: doctor.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await whoAmI(first, doctor.cookie)).statusCode).toBe(401);
    for (const t of apps()) await eventually(async () => (await whoAmI(t, doctor.cookie)).statusCode === 401);
  });

  it('ends a session removed behind the app’s back (the database trigger notifies)', async () => {
    const doctor = await doctorSession(first.db);
    for (const t of apps()) expect((await whoAmI(t, doctor.cookie)).statusCode).toBe(200);
    await first.db.delete(sessions).where(eq(sessions.userId, doctor.id));
    for (const t of apps()) await eventually(async () => (await whoAmI(t, doctor.cookie)).statusCode === 401);
  });

  it('shows a disabled account on every process as soon as it is told', async () => {
    const doctor = await doctorSession(first.db);
    const eligibility = (t: TestApp) => t.call('GET', '/api/checkout/eligibility', doctor.cookie);
    for (const t of apps()) expect((await eligibility(t)).json()).toEqual({ eligible: true });
    await first.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, doctor.id));
    for (const t of apps()) {
      await eventually(
        async () => (await eligibility(t)).json<{ reason?: string }>().reason === 'ACCOUNT_DISABLED',
      );
    }
  });

  it('lets an approved doctor order on the very next call after the approval', async () => {
    const doctor = await doctorSession(first.db, 'pending');
    const before = await first.app.inject({
      method: 'GET',
      url: '/api/checkout/eligibility',
      headers: { cookie: doctor.cookie },
    });
    expect(before.json()).toMatchObject({ eligible: false, reason: 'APPROVAL_PENDING' });
    const admin = await loginAsAdmin(first.app);
    const approve = await first.app.inject({
      method: 'POST',
      url: `/api/admin/approve-user/${doctor.id}`,
      headers: { cookie: admin },
    });
    expect(approve.statusCode).toBe(200);
    const after = await first.app.inject({
      method: 'GET',
      url: '/api/checkout/eligibility',
      headers: { cookie: doctor.cookie },
    });
    expect(after.json()).toEqual({ eligible: true });
  });

  it('re-reads a session that looks idle in the cache before ending it', async () => {
    const doctor = await doctorSession(first.db);
    const idHash = hashToken(doctor.cookie.slice('sid='.length));
    // Read until cached: a notification of the previous test's change, arriving late under load,
    // empties the cache once.
    await eventually(async () => {
      expect((await whoAmI(first, doctor.cookie)).statusCode).toBe(200);
      return first.app.sessionCache.get(idHash) !== undefined;
    });
    const cached = first.app.sessionCache.get(idHash);
    if (!cached) throw new Error('not cached');
    // This process remembers a last visit long ago; another process has seen the session since.
    first.app.sessionCache.set(idHash, first.app.sessionCache.generation, {
      ...cached,
      lastSeenAt: new Date(Date.now() - 2 * cached.idleTimeoutSeconds * 1000),
    });
    expect((await whoAmI(first, doctor.cookie)).statusCode).toBe(200);
    expect(await first.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toHaveLength(1);
  });
});
