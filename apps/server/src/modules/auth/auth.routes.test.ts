import { authMessages } from '@shop/contract/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/system';
import { sessions, users } from '../../db/schema/users';
import {
  TEST_ADMIN,
  createTestApp,
  login,
  postJsonText,
  registerDoctor,
  registration,
  sessionCookieFrom,
  uniqueClientAddress,
  fileTestApp,
} from '../../test/test-app';
import { hashToken } from '../../plugins/session-store';
import { queuedEmails } from '../../test/outbox';

const t = fileTestApp(createTestApp);

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/password/i);
  expect(body).not.toContain('$argon2');
}

describe('POST /api/auth/register', () => {
  it('creates a pending doctor, queues the "registration received" e-mail, returns no secrets', async () => {
    const body = registration({ email: 'New.Doctor@Clinic.example' });
    const res = await post('/api/auth/register', body);

    expect(res.statusCode).toBe(201);
    const json = res.json<{ message: string; user: Record<string, unknown> }>();
    expect(json.message).toBe(authMessages.registrationSuccess);
    expect(json.user).toMatchObject({
      email: 'new.doctor@clinic.example',
      fullName: body.fullName,
      status: 'pending',
    });
    expectNoSecrets(res.body);

    const [row] = await t.db.select().from(users).where(eq(users.email, 'new.doctor@clinic.example'));
    expect(row).toMatchObject({
      role: 'doctor',
      status: 'pending',
      licenseNumber: body.licenseNumber,
      collegeName: body.collegeName,
      provinceState: body.provinceState,
      practiceName: body.practiceName,
      practiceAddress: body.practiceAddress,
      licenseExpiryDate: body.licenseExpiryDate,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'new.doctor@clinic.example'));
    expect(mail.map((m) => m.template)).toEqual(['registration-received']);

    // Every admin account is told (no ADMIN_NOTIFY_EMAIL here), with the licence to verify.
    const [notice, ...more] = await queuedEmails(
      t.db,
      and(
        eq(outboxEmails.template, 'registration-notice'),
        sql`${outboxEmails.body}::text like ${'%new.doctor@clinic.example%'}`,
      ),
    );
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      toAddress: TEST_ADMIN.email,
      subject: `${t.config.shopName}: new registration from ${body.fullName} awaits review`,
    });
    expect(notice!.bodyText).toContain(`License number: ${body.licenseNumber}`);
    expect(notice!.bodyText).toContain('Doctor Registrations');
  });

  it.each([
    ['fullName', { fullName: 'J' }, authMessages.fullNameMin],
    ['fullName', { fullName: '   ' }, authMessages.fullNameMin],
    ['email', { email: 'not-an-email' }, authMessages.invalidEmail],
    ['password', { password: 'short', confirmPassword: 'short' }, authMessages.passwordMin],
    ['confirmPassword', { confirmPassword: 'something-else' }, authMessages.passwordsDontMatch],
    ['licenseNumber', { licenseNumber: '' }, authMessages.licenceNumberRequired],
    ['collegeName', { collegeName: ' ' }, authMessages.collegeNameRequired],
    ['licenseExpiryDate', { licenseExpiryDate: '' }, authMessages.licenceExpiryRequired],
    ['licenseExpiryDate', { licenseExpiryDate: '2031-02-30' }, authMessages.licenceExpiryInvalid],
    ['licenseExpiryDate', { licenseExpiryDate: '2001-01-01' }, authMessages.licenceExpired],
    ['practiceAddress', { practiceAddress: '' }, authMessages.practiceAddressRequired],
  ])(
    'refuses an invalid %s with the documented message and creates nothing',
    async (field, override, message) => {
      const body = registration(override);
      const res = await post('/api/auth/register', body);

      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_DATA', fieldErrors: { [field]: [message] } });
      const rows = await t.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`);
      expect(rows).toHaveLength(0);
    },
  );

  it('reports a missing required field with its message', async () => {
    const { licenseNumber: _omitted, ...body } = registration();
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fieldErrors: { licenseNumber: [authMessages.licenceNumberRequired] },
    });
  });

  it('accepts a registration without the optional province/state and practice name', async () => {
    const res = await post(
      '/api/auth/register',
      registration({ provinceState: '', practiceName: undefined }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses unknown fields, so a client cannot set its own role or status', async () => {
    const res = await post('/api/auth/register', registration({ role: 'admin', status: 'approved' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { role: ['Unknown field'], status: ['Unknown field'] } });
  });

  it('answers 409 for an e-mail that is taken, in any letter case', async () => {
    const first = await registerDoctor(t.app);
    const res = await post('/api/auth/register', registration({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: authMessages.emailTaken, code: 'CONFLICT' });
  });

  it.each([
    ['a line break', 'Dr. Jane\nBcc: victim@example.com'],
    ['a carriage return', 'Dr. Jane\r\nClick https://evil.example'],
    ['a tab', 'Dr.\tJane'],
    ['a Unicode line separator', 'Dr. Jane\u2028Carter'],
    ['a bidirectional override', 'Dr. \u202Eenaj'],
  ])('refuses a full name with %s and creates nothing', async (_what, fullName) => {
    const body = registration({ fullName });
    const res = await post('/api/auth/register', body, {}, uniqueClientAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { fullName: [authMessages.fullNamePlainText] } });
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
  });

  it('quotes nothing the registrant typed in the e-mail but the name', async () => {
    const body = registration({
      licenseNumber: 'LIC-QUOTE-1',
      collegeName: 'College Quote Two',
      provinceState: 'Province Quote Three',
      practiceName: 'Practice Quote Four',
      practiceAddress: 'Address Quote Five',
    });
    expect((await post('/api/auth/register', body, {}, uniqueClientAddress())).statusCode).toBe(201);
    const [mail] = await queuedEmails(t.db, eq(outboxEmails.toAddress, body.email));
    expect(mail?.bodyText).toContain(body.fullName);
    expect(`${mail?.subject}\n${mail?.bodyText}`).not.toMatch(/Quote|LIC-QUOTE|correct-horse/);
  });

  it('takes at most 10 registrations an hour from one address, then 429 with Retry-After', async () => {
    const address = uniqueClientAddress();
    const bodies = Array.from({ length: 12 }, () => registration());
    // At the same moment, as a script would: the count is atomic.
    const results = await Promise.all(bodies.map((body) => post('/api/auth/register', body, {}, address)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array<number>(10).fill(201), 429, 429]);
    const refused = results.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({ message: authMessages.tooManyRegistrations, code: 'RATE_LIMITED' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(3600);
    const created = await t.db
      .select()
      .from(outboxEmails)
      .where(
        inArray(
          outboxEmails.toAddress,
          bodies.map((b) => b.email.toLowerCase()),
        ),
      );
    expect(created).toHaveLength(10);
    // Another address is not affected.
    expect((await post('/api/auth/register', registration(), {}, uniqueClientAddress())).statusCode).toBe(
      201,
    );
  });

  it('does not count a registration refused as invalid', async () => {
    const address = uniqueClientAddress();
    for (let i = 0; i < 12; i += 1) {
      expect(
        (await post('/api/auth/register', registration({ email: 'nope' }), {}, address)).statusCode,
      ).toBe(400);
    }
    expect((await post('/api/auth/register', registration(), {}, address)).statusCode).toBe(201);
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const res = await postJsonText(t.app, '/api/auth/register', '{"fullName":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('POST /api/auth/login', () => {
  it('signs a doctor in with the doctor shape and a safe session cookie', async () => {
    const doctor = await registerDoctor(t.app, { fullName: 'Dr. Amir Haddad' });
    const res = await post('/api/auth/login', {
      email: doctor.email.toUpperCase(),
      password: doctor.password,
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isAdmin: false,
      user: { id: doctor.id, email: doctor.email, fullName: 'Dr. Amir Haddad', status: 'pending' },
    });
    expectNoSecrets(res.body);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure'); // plain HTTP outside production
  });

  it('signs an admin in with the admin shape', async () => {
    const res = await post('/api/auth/login', TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isAdmin: true,
      admin: { id: expect.any(Number) as number, name: 'Administrator', email: TEST_ADMIN.email },
    });
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const doctor = await registerDoctor(t.app);
    const wrongPassword = await post('/api/auth/login', { email: doctor.email, password: 'wrong-password' });
    const unknownEmail = await post('/api/auth/login', {
      email: 'nobody@clinic.example',
      password: 'whatever-123',
    });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toMatchObject({ message: authMessages.invalidCredentials });
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('validates the credentials with the documented messages', async () => {
    const res = await post('/api/auth/login', { email: 'nope', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fieldErrors: { email: [authMessages.invalidEmail], password: [authMessages.passwordRequired] },
    });
  });

  it('issues a new session id at every sign-in and ends the previous one', async () => {
    const doctor = await registerDoctor(t.app);
    const first = await login(t.app, doctor.email, doctor.password);
    const res = await post(
      '/api/auth/login',
      { email: doctor.email, password: doctor.password },
      { cookie: first },
    );
    const second = sessionCookieFrom(res);

    expect(second).not.toBe(first);
    const old = await t.call('GET', '/api/auth/user', first);
    expect(old.statusCode).toBe(401);
    const current = await t.call('GET', '/api/auth/user', second);
    expect(current.statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const doctor = await registerDoctor(t.app);
    const cookie = await login(t.app, doctor.email, doctor.password);
    const token = cookie.slice('sid='.length);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, doctor.id));
    expect(rows.map((r) => r.idHash)).toEqual([hashToken(token)]);
    expect(rows[0]?.idHash).not.toBe(token);
  });
});

describe('login throttling', () => {
  const fromIp = (ip: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('blocks an address after 5 failures on one account, even with the right password, then only that pair', async () => {
    const doctor = await registerDoctor(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await fromIp('10.9.0.1', doctor.email, 'wrong-password')).statusCode).toBe(401);
    }
    const blocked = await fromIp('10.9.0.1', doctor.email, doctor.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: authMessages.tooManyAttempts, code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // The doctor, from the clinic's other address, is not locked out.
    expect((await fromIp('10.9.0.2', doctor.email, doctor.password)).statusCode).toBe(200);
    // A colleague behind the same address can still sign in.
    const colleague = await registerDoctor(t.app);
    expect((await fromIp('10.9.0.1', colleague.email, colleague.password)).statusCode).toBe(200);
  });

  it('counts failures, not successful sign-ins', async () => {
    const doctor = await registerDoctor(t.app);
    for (let i = 0; i < 8; i += 1) {
      expect((await fromIp('10.9.1.1', doctor.email, doctor.password)).statusCode).toBe(200);
    }
  });

  it('a success clears the failures of that address and account', async () => {
    const doctor = await registerDoctor(t.app);
    for (let i = 0; i < 4; i += 1) await fromIp('10.9.2.1', doctor.email, 'wrong-password');
    expect((await fromIp('10.9.2.1', doctor.email, doctor.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await fromIp('10.9.2.1', doctor.email, 'wrong-password')).statusCode).toBe(401);
    }
  });

  it('limits one account across many addresses', async () => {
    const doctor = await registerDoctor(t.app);
    for (let i = 0; i < 20; i += 1) await fromIp(`10.8.${i}.1`, doctor.email, 'wrong-password');
    expect((await fromIp('10.8.200.1', doctor.email, doctor.password)).statusCode).toBe(429);
  });
});

describe('GET /api/auth/user and POST /api/auth/logout', () => {
  it('answers 401 for a guest', async () => {
    const res = await t.call('GET', '/api/auth/user');
    expect(res.statusCode).toBe(401);
  });

  it('returns the signed-in doctor, and 401 after logout', async () => {
    const doctor = await registerDoctor(t.app, { fullName: 'Dr. Lena Ortiz' });
    const cookie = await login(t.app, doctor.email, doctor.password);

    const me = await t.call('GET', '/api/auth/user', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      isAdmin: false,
      user: { id: doctor.id, email: doctor.email, fullName: 'Dr. Lena Ortiz', status: 'pending' },
    });

    const out = await post('/api/auth/logout', undefined, { cookie });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^sid=;/);
    const after = await t.call('GET', '/api/auth/user', cookie);
    expect(after.statusCode).toBe(401);
  });

  /** A new doctor's session with its times moved back as `times` says: the doctor, and the session's answer. */
  async function agedDoctorSession(times: { lastSeenAt?: Date; expiresAt?: Date }) {
    const doctor = await registerDoctor(t.app);
    const cookie = await login(t.app, doctor.email, doctor.password);
    await t.db.update(sessions).set(times).where(eq(sessions.userId, doctor.id));
    return { doctor, res: await t.call('GET', '/api/auth/user', cookie) };
  }

  it('ends a doctor session idle for more than 24 hours', async () => {
    const { doctor, res } = await agedDoctorSession({
      lastSeenAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000),
    });
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, doctor.id))).toHaveLength(0);
  });

  it('ends an admin session after 30 idle minutes and caps it at 12 hours', async () => {
    const cookie = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(cookie.slice(4))));
    expect(row?.idleTimeoutSeconds).toBe(30 * 60);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.round(lifetime / 1000)).toBe(12 * 60 * 60);

    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(sessions.idHash, hashToken(cookie.slice(4))));
    const res = await t.call('GET', '/api/auth/user', cookie);
    expect(res.statusCode).toBe(401);
  });

  it('ends a session past its absolute expiry even when active', async () => {
    const { res } = await agedDoctorSession({ expiresAt: new Date(Date.now() - 1000) });
    expect(res.statusCode).toBe(401);
  });

  it('ignores a forged cookie', async () => {
    const res = await t.call('GET', '/api/auth/user', 'sid=forged-token');
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/login', () => {
  it('redirects to the login page', async () => {
    const res = await t.call('GET', '/api/login');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });

  it("carries the page to come back to, when it is one of the shop's own paths", async () => {
    const back = await t.call('GET', '/api/login?redirect=%2Forders%2F12');
    expect(back.headers.location).toBe('/login?redirect=%2Forders%2F12');
    for (const elsewhere of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const res = await t.call('GET', `/api/login?redirect=${encodeURIComponent(elsewhere)}`);
      expect(res.headers.location).toBe('/login');
    }
  });
});

describe('POST /api/auth/register with the practice address in parts (issue 38)', () => {
  const partsOf = (overrides: Record<string, unknown> = {}) => {
    const { practiceAddress: _line, ...body } = registration();
    return {
      ...body,
      practiceStreet: '220 Bay St, Suite 1500',
      practiceCity: 'Toronto',
      practiceRegion: 'on',
      practicePostalCode: 'm5j2w4',
      practiceCountry: 'CA',
      ...overrides,
    };
  };
  const register = (body: Record<string, unknown>) =>
    post('/api/auth/register', body, {}, uniqueClientAddress());
  const rowsOf = (email: string) =>
    t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);

  it('stores the parts and the one-line address composed from them, which the admin sees', async () => {
    const body = partsOf();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const [row] = await rowsOf(body.email);
    const line = '220 Bay St, Suite 1500, Toronto, ON M5J 2W4, Canada';
    expect(row).toMatchObject({
      practiceStreet: '220 Bay St, Suite 1500',
      practiceCity: 'Toronto',
      practiceRegion: 'ON',
      practicePostalCode: 'M5J 2W4',
      practiceCountry: 'CA',
      practiceAddress: line,
    });
    const admin = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const pending = await t.call('GET', '/api/admin/pending-users', admin);
    const card = pending
      .json<{ email: string; practiceAddress: string }[]>()
      .find((p) => p.email === row?.email);
    expect(card?.practiceAddress).toBe(line);
  });

  it('keeps a composed line over a one-line address sent beside the parts', async () => {
    const body = partsOf({
      practiceAddress: 'somewhere else',
      practiceStreet: '350 5th Ave',
      practiceCity: 'New York',
      practiceRegion: 'NY',
      practicePostalCode: '10118-0110',
      practiceCountry: 'us',
    });
    expect((await register(body)).statusCode).toBe(201);
    const [row] = await rowsOf(body.email);
    expect(row).toMatchObject({
      practiceRegion: 'NY',
      practiceCountry: 'US',
      practicePostalCode: '10118-0110',
      practiceAddress: '350 5th Ave, New York, NY 10118-0110, United States',
    });
  });

  it("keeps the specification's one-line registration as before, with no parts", async () => {
    const body = registration();
    expect((await register(body)).statusCode).toBe(201);
    const [row] = await rowsOf(body.email);
    expect(row).toMatchObject({
      practiceAddress: body.practiceAddress,
      practiceStreet: null,
      practiceCity: null,
      practiceRegion: null,
      practicePostalCode: null,
      practiceCountry: null,
    });
  });

  it('asks for the one-line address when neither it nor the parts are sent', async () => {
    const { practiceAddress: _line, ...body } = registration();
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fieldErrors: { practiceAddress: [authMessages.practiceAddressRequired] },
    });
    expect(await rowsOf(body.email)).toEqual([]);
  });

  it.each([
    ['practiceStreet', { practiceStreet: ' ' }, authMessages.practiceStreetRequired],
    ['practiceStreet', { practiceStreet: undefined }, authMessages.practiceStreetRequired],
    ['practiceCity', { practiceCity: '' }, authMessages.practiceCityRequired],
    ['practiceRegion', { practiceRegion: '' }, authMessages.practiceRegionRequired],
    ['practiceRegion', { practiceRegion: 'NY' }, authMessages.practiceRegionRequired],
    ['practicePostalCode', { practicePostalCode: '90210' }, authMessages.practicePostalCodeInvalid],
    ['practicePostalCode', { practicePostalCode: undefined }, authMessages.practicePostalCodeInvalid],
    ['practiceCountry', { practiceCountry: 'FR' }, authMessages.practiceCountryRequired],
    ['practiceCountry', { practiceCountry: '' }, authMessages.practiceCountryRequired],
  ])('refuses an invalid %s with its message and creates nothing', async (field, override, message) => {
    const body = partsOf(override);
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_DATA', fieldErrors: { [field]: [message] } });
    expect(await rowsOf(body.email)).toEqual([]);
  });

  it('reports every part of a blank address at once, beside the other fields', async () => {
    const body = partsOf({
      fullName: '',
      practiceStreet: '',
      practiceCity: '',
      practiceRegion: '',
      practicePostalCode: '',
      practiceCountry: '',
    });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      fullName: [authMessages.fullNameMin],
      practiceStreet: [authMessages.practiceStreetRequired],
      practiceCity: [authMessages.practiceCityRequired],
      practiceRegion: [authMessages.practiceRegionRequired],
      practicePostalCode: [authMessages.practicePostalCodeInvalid],
      practiceCountry: [authMessages.practiceCountryRequired],
    });
    expect(await rowsOf(body.email)).toEqual([]);
  });
});
