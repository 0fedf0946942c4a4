import type { PracticeInvitation, PracticeResponse } from '@shop/contract/practice-schemas';
import {
  PRACTICE_INVITATIONS_PATH,
  PRACTICE_PATH,
  invitationAcceptPath,
} from '@shop/contract/practice-messages';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outboxEmails } from '../db/schema/system';
import { users } from '../db/schema/users';
import { MovableClock } from '../lib/clock';
import { queuedEmails } from './outbox';
import {
  createAdminTestApp,
  fileTestApp,
  login,
  registerDoctor,
  uniqueClientAddress,
  type AdminTestApp,
} from './test-app';

/**
 * Practices through their API (issue 39), as the tests of members, invitations and shared orders use
 * them: a registered and approved owner, invitations read back from their e-mails, and members who
 * accepted one.
 */

export const MEMBER_PASSWORD = 'member-password-42';

/** The licence fields a prescriber or owner accepts an invitation with. */
export const memberLicence = {
  licenseNumber: 'MD-778899',
  collegeName: 'College of Physicians and Surgeons of Ontario',
  provinceState: 'Ontario',
  licenseExpiryDate: '2031-06-30',
};

let invited = 0;
/** An e-mail address no account or invitation has yet. */
export const newMemberAddress = () => {
  invited += 1;
  return `member.${invited}.${Date.now()}@clinic.example`;
};

export function practiceFixtures(t: AdminTestApp) {
  /** A registered doctor (owner of the practice the registration founded), approved and signed in. */
  async function owner(practiceName = 'Carter Aesthetics') {
    const doctor = await registerDoctor(t.app, { practiceName });
    const approved = await t.call('POST', `/api/admin/approve-user/${doctor.id}`, t.admin);
    expect(approved.statusCode, approved.body).toBeLessThan(300);
    return { ...doctor, cookie: await login(t.app, doctor.email, doctor.password) };
  }

  const practiceOf = async (cookie: string) =>
    (await t.call('GET', PRACTICE_PATH, cookie)).json<PracticeResponse>();

  /** The token of the newest invitation e-mailed to `email`, read from the e-mail as its reader would. */
  async function invitationToken(email: string) {
    const mails = await queuedEmails(
      t.db,
      and(eq(outboxEmails.toAddress, email), eq(outboxEmails.template, 'practice-invitation')),
    );
    const text = mails.at(-1)?.bodyText ?? '';
    const token = /\/invitation#([A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (!token) throw new Error(`no invitation e-mailed to ${email}: ${text}`);
    return token;
  }

  async function invite(cookie: string, body: Record<string, unknown>) {
    const res = await t.call('POST', PRACTICE_INVITATIONS_PATH, cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PracticeInvitation>();
  }

  /** Accepts an invitation; answers once the work after the answer is done (a licence's register check). */
  async function accept(token: string, body: Record<string, unknown>) {
    const res = await t.app.inject({
      method: 'POST',
      url: invitationAcceptPath(token),
      payload: {
        fullName: 'Nora Nurse',
        password: MEMBER_PASSWORD,
        confirmPassword: MEMBER_PASSWORD,
        ...body,
      },
      remoteAddress: uniqueClientAddress(),
    });
    await t.app.lifecycle.settled();
    return res;
  }

  /** A buyer (or bookkeeper) invited by `by` and accepted: their id, e-mail and session cookie. */
  async function member(
    by: { cookie: string },
    role: 'buyer' | 'bookkeeper' = 'buyer',
    monthlyLimit?: string,
  ) {
    const email = newMemberAddress();
    await invite(by.cookie, { email, role, ...(monthlyLimit ? { monthlyLimit } : {}) });
    const res = await accept(await invitationToken(email), { fullName: `Sam ${role}` });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'sid');
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!cookie || !row) throw new Error('the member was not signed in');
    return { id: row.id, email, cookie: `sid=${cookie.value}` };
  }

  /** A prescriber invited by `by`, accepted with a licence, approved by the admin and signed in. */
  async function prescriber(by: { cookie: string }, fullName = 'Dr. Pia Prescriber') {
    const email = newMemberAddress();
    await invite(by.cookie, { email, role: 'prescriber' });
    const res = await accept(await invitationToken(email), { fullName, ...memberLicence });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error('the prescriber was not made');
    const approved = await t.call('POST', `/api/admin/approve-user/${row.id}`, t.admin);
    expect(approved.statusCode, approved.body).toBeLessThan(300);
    return { id: row.id, email, cookie: await login(t.app, email, MEMBER_PASSWORD) };
  }

  return { owner, practiceOf, invitationToken, invite, accept, member, prescriber };
}

/**
 * The file's admin test app on a clock of its own, set to `now` (a MovableClock, for the days that
 * invoices, statements and reminders follow), with the practice fixtures on that app.
 */
export function practiceTestApp(now: string) {
  const clock = new MovableClock(now);
  const t: AdminTestApp = fileTestApp(() => createAdminTestApp({ clock }));
  return { clock, t, ...practiceFixtures(t) };
}
