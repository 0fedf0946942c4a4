import {
  ACCOUNT_PASSWORD_PATH,
  PASSWORD_RESET_PATH,
  passwordResetTokenPath,
} from '@shop/contract/auth-schemas';
import { authMessages, passwordMessages } from '@shop/contract/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, outboxEmails } from '../../db/schema/system';
import { passwordResets, sessions, users } from '../../db/schema/users';
import { MovableClock } from '../../lib/clock';
import { queuedEmails } from '../../test/outbox';
import {
  captureLog,
  createTestApp,
  fileTestApp,
  login,
  registerDoctor,
  uniqueClientAddress,
} from '../../test/test-app';

/**
 * Password self-service (issue 38): the reset link e-mailed on request, its single use within the
 * hour, the change on /account, and what neither may tell a stranger.
 */
const clock = new MovableClock('2027-06-01T09:00:00Z');
// Its access log kept, to show that a reset link's token never reaches it.
const log = captureLog();
const t = fileTestApp(() => createTestApp({ clock, logStream: log.stream, env: { LOG_LEVEL: 'info' } }));

const NEW_PASSWORD = 'a-brand-new-password-42';

const sendResetRequest = (email: string, remoteAddress = uniqueClientAddress()) =>
  t.app.inject({ method: 'POST', url: PASSWORD_RESET_PATH, payload: { email }, remoteAddress });

/** A reset request, and the work it does after its answer (the link and its e-mail) ended. */
async function requestReset(email: string, remoteAddress = uniqueClientAddress()) {
  const res = await sendResetRequest(email, remoteAddress);
  await t.app.lifecycle.settled();
  return res;
}

function reset(token: string, password = NEW_PASSWORD, confirmPassword = password) {
  return t.call('POST', passwordResetTokenPath(token), undefined, { password, confirmPassword });
}

/** The token of the newest reset link e-mailed to `email`, read from the e-mail's text as a doctor would. */
async function linkToken(email: string) {
  const mails = await queuedEmails(
    t.db,
    and(eq(outboxEmails.toAddress, email), eq(outboxEmails.template, 'password-reset')),
  );
  const text = mails.at(-1)?.bodyText ?? '';
  const token = /\/reset-password#([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link e-mailed to ${email}: ${text}`);
  return token;
}

const mailCount = async (email: string, template: string) =>
  (await queuedEmails(t.db, and(eq(outboxEmails.toAddress, email), eq(outboxEmails.template, template))))
    .length;

const sessionCount = async (userId: number) =>
  (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

const auditActions = async (userId: number) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId))))
      .orderBy(auditLog.id)
  ).map((row) => row.action);

describe('POST /api/auth/password-reset', () => {
  it('answers a known and an unknown address alike, and e-mails only the account a link', async () => {
    const doctor = await registerDoctor(t.app);
    const known = await requestReset(doctor.email.toUpperCase());
    const unknown = await requestReset('nobody-here@clinic.example');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: passwordMessages.resetRequested });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    expect(await mailCount(doctor.email, 'password-reset')).toBe(1);
    expect(await mailCount('nobody-here@clinic.example', 'password-reset')).toBe(0);
    const [last] = (
      await queuedEmails(
        t.db,
        and(eq(outboxEmails.toAddress, doctor.email), eq(outboxEmails.template, 'password-reset')),
      )
    ).slice(-1);
    expect(last?.subject).toMatch(/choose a new password/);
    expect(last?.bodyText).toContain('It works once, within 1 hour');
    expect(last?.bodyHtml).toMatch(/href="http[^"]+\/reset-password#[A-Za-z0-9_-]{43}"/);
    // Only the token's digest is kept.
    const [stored] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, doctor.id));
    const token = await linkToken(doctor.email);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored?.expiresAt.toISOString()).toBe('2027-06-01T10:00:00.000Z');
  });

  it('takes about as long for an unknown address as for a known one', async () => {
    const doctor = await registerDoctor(t.app);
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await sendResetRequest(email);
      const took = performance.now() - started;
      expect(res.statusCode).toBe(202);
      await t.app.lifecycle.settled();
      return took;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternated, so a slower moment of the machine weighs on both; a fresh address each (the limits).
    // Each side's fastest answer is compared: what the request itself costs, without the waits a
    // busy machine (CI runs the browser stories and lint beside these tests) adds to some of them;
    // fifteen of each, so that on a machine busy throughout some answer on each side still comes
    // without a wait.
    for (let i = 0; i < 15; i += 1) {
      known.push(await timed(doctor.email));
      unknown.push(await timed(`nobody-${i}@clinic.example`));
      await t.db.delete(outboxEmails).where(eq(outboxEmails.toAddress, doctor.email));
      await t.rawExec(`delete from rate_limit_counters`);
    }
    expect(Math.abs(Math.min(...known) - Math.min(...unknown))).toBeLessThan(5);
  });

  it('refuses a sixth request an hour from one address or for one account, known or not, with 429', async () => {
    const doctor = await registerDoctor(t.app);
    const address = uniqueClientAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await requestReset(`anyone-${i}@x.example`, address)).statusCode).toBe(202);
    const sixth = await requestReset(doctor.email, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ message: passwordMessages.tooManyResetRequests });
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(await mailCount(doctor.email, 'password-reset')).toBe(0);

    // Per account: from five addresses, then a sixth is refused, for an account and a stranger alike.
    for (const email of [doctor.email, 'stranger@x.example']) {
      for (let i = 0; i < 5; i += 1) expect((await requestReset(email)).statusCode).toBe(202);
      const refused = await requestReset(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: passwordMessages.tooManyResetRequests });
    }
    expect(await mailCount(doctor.email, 'password-reset')).toBe(5);
  });

  it('refuses an address that is not one with the field message, and sends nothing', async () => {
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { email: [authMessages.invalidEmail] } });
  });
});

describe('POST /api/auth/password-reset/{token}', () => {
  it('sets the new password, ends every session, is audited and e-mailed, and works once', async () => {
    const doctor = await registerDoctor(t.app);
    await login(t.app, doctor.email, doctor.password);
    await login(t.app, doctor.email, doctor.password);
    expect(await sessionCount(doctor.id)).toBe(2);
    await requestReset(doctor.email);
    const token = await linkToken(doctor.email);

    const res = await reset(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: passwordMessages.resetDone });
    expect(await sessionCount(doctor.id)).toBe(0);
    expect(
      (await t.call('POST', '/api/auth/login', undefined, { email: doctor.email, password: doctor.password }))
        .statusCode,
    ).toBe(401);
    await login(t.app, doctor.email, NEW_PASSWORD);
    expect(await auditActions(doctor.id)).toEqual(['user.password_reset_request', 'user.password_reset']);
    expect(await mailCount(doctor.email, 'password-changed')).toBe(1);

    // The link is spent: a second use is refused and changes nothing.
    const again = await reset(token, 'yet-another-password-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: passwordMessages.resetLinkInvalid });
    await login(t.app, doctor.email, NEW_PASSWORD);
  });

  it('refuses a link past its hour, one replaced by a newer link, and an unknown one', async () => {
    const doctor = await registerDoctor(t.app);
    await requestReset(doctor.email);
    const first = await linkToken(doctor.email);
    await requestReset(doctor.email);
    const second = await linkToken(doctor.email);
    expect(second).not.toBe(first);
    const replaced = await reset(first);
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json()).toMatchObject({
      message: passwordMessages.resetLinkInvalid,
      fieldErrors: { token: [passwordMessages.resetLinkInvalid] },
    });

    clock.set(new Date(clock.now().getTime() + 60 * 60_000));
    try {
      const expired = await reset(second);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ message: passwordMessages.resetLinkInvalid });
    } finally {
      clock.set('2027-06-01T09:00:00Z');
    }
    const unknown = await reset('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: passwordMessages.resetLinkInvalid });
    // Nothing changed: the old password still signs in.
    await login(t.app, doctor.email, doctor.password);
    expect(await auditActions(doctor.id)).toEqual([
      'user.password_reset_request',
      'user.password_reset_request',
    ]);
  });

  it("refuses a new password that breaks the registration's rules, and keeps the link", async () => {
    const doctor = await registerDoctor(t.app);
    await requestReset(doctor.email);
    const token = await linkToken(doctor.email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ fieldErrors: { password: [authMessages.passwordMin] } });
    const mismatch = await reset(token, NEW_PASSWORD, 'something-else-entirely');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      fieldErrors: { confirmPassword: [authMessages.passwordsDontMatch] },
    });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('keeps the token out of the access log', async () => {
    const doctor = await registerDoctor(t.app);
    await requestReset(doctor.email);
    const token = await linkToken(doctor.email);
    expect((await reset(token)).statusCode).toBe(200);
    const text = log.lines.join('');
    expect(text).toContain(`"url":"${PASSWORD_RESET_PATH}/[redacted]"`);
    expect(text).not.toContain(token);
    expect(text).not.toContain(NEW_PASSWORD);
  });
});

describe('POST /api/account/password', () => {
  it('changes the password given the current one, keeps this session and ends the others', async () => {
    const doctor = await registerDoctor(t.app);
    const other = await login(t.app, doctor.email, doctor.password);
    const here = await login(t.app, doctor.email, doctor.password);
    await requestReset(doctor.email);
    const openLink = await linkToken(doctor.email);

    const res = await t.call('POST', ACCOUNT_PASSWORD_PATH, here, {
      currentPassword: doctor.password,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: passwordMessages.changeDone });
    expect((await t.call('GET', '/api/auth/user', here)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/user', other)).statusCode).toBe(401);
    expect(await sessionCount(doctor.id)).toBe(1);
    await login(t.app, doctor.email, NEW_PASSWORD);
    expect(await auditActions(doctor.id)).toContain('user.password_change');
    expect(await mailCount(doctor.email, 'password-changed')).toBe(1);
    // A reset link sent before the change no longer works.
    expect((await reset(openLink, 'another-password-entirely')).statusCode).toBe(400);
  });

  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const doctor = await registerDoctor(t.app);
    const cookie = await login(t.app, doctor.email, doctor.password);
    const [before] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, doctor.id));
    const res = await t.call('POST', ACCOUNT_PASSWORD_PATH, cookie, {
      currentPassword: 'not-my-password',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: passwordMessages.currentPasswordWrong,
      fieldErrors: { currentPassword: [passwordMessages.currentPasswordWrong] },
    });
    const [after] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, doctor.id));
    expect(after?.hash).toBe(before?.hash);
    expect(await mailCount(doctor.email, 'password-changed')).toBe(0);
    const short = await t.call('POST', ACCOUNT_PASSWORD_PATH, cookie, {
      currentPassword: doctor.password,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ fieldErrors: { password: [authMessages.passwordMin] } });
  });

  it('answers 401 for a guest and 403 for an admin', async () => {
    const body = { currentPassword: 'x', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await t.call('POST', ACCOUNT_PASSWORD_PATH, undefined, body)).statusCode).toBe(401);
    const admin = await login(t.app, 'admin@test.example', 'admin-password-123');
    expect((await t.call('POST', ACCOUNT_PASSWORD_PATH, admin, body)).statusCode).toBe(403);
  });
});
