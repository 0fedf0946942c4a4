import { authMessages } from '@shop/contract/messages';
import { checkoutMessages } from '@shop/contract/order-messages';
import { practiceMessages as m } from '@shop/contract/practice-messages';
import type { InvitationView, PracticeMember, PracticeResponse } from '@shop/contract/practice-schemas';
import {
  INVITATIONS_PATH,
  PRACTICE_INVITATIONS_PATH,
  PRACTICE_PATH,
  invitationPath,
  practiceInvitationPath,
  practiceMemberPath,
} from '@shop/contract/practice-messages';
import type { ApiErrorBody } from '@shop/contract/error-schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { practiceInvitations, practiceMembers, practices } from '../../db/schema/practices';
import { auditLog, outboxEmails } from '../../db/schema/system';
import { users } from '../../db/schema/users';
import { MovableClock } from '../../lib/clock';
import { insertProducts } from '../../test/catalog-fixtures';
import { placedOrder, submitOrder } from '../../test/order-fixtures';
import { queuedEmails } from '../../test/outbox';
import {
  MEMBER_PASSWORD,
  memberLicence,
  newMemberAddress,
  practiceFixtures,
} from '../../test/practice-fixtures';
import {
  captureLog,
  createAdminTestApp,
  fileTestApp,
  login,
  registerDoctor,
  type AdminTestApp,
} from '../../test/test-app';

/**
 * Practices (issue 39): a registration founds one; its owner invites members by e-mail, who accept
 * with the link; the owner sets roles and limits and removes members; nobody reaches another
 * practice's members or invitations.
 */
const clock = new MovableClock('2027-03-10T09:00:00Z');
// Its access log kept, to show that an invitation's token never reaches it.
const log = captureLog();
const t: AdminTestApp = fileTestApp(() =>
  createAdminTestApp({ clock, logStream: log.stream, env: { LOG_LEVEL: 'info' } }),
);

const { owner, practiceOf, invitationToken, invite, accept, member } = practiceFixtures(t);

describe('GET /api/practice', () => {
  it('answers the practice a registration founded, its owner alone in it', async () => {
    const doctor = await owner('Harbour Skin Clinic');
    const res = await t.call('GET', PRACTICE_PATH, doctor.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PracticeResponse>()).toEqual({
      practice: { id: expect.any(Number) as number, name: 'Harbour Skin Clinic', poNumberRequired: false },
      role: 'owner',
      monthlyLimit: null,
      spentThisMonth: '0.00',
      members: [
        {
          id: doctor.id,
          fullName: 'Dr. Jane Carter',
          email: doctor.email,
          role: 'owner',
          status: 'approved',
          monthlyLimit: null,
          ownOrdersOnly: false,
          spentThisMonth: '0.00',
          joinedAt: expect.any(String) as string,
        },
      ],
      invitations: [],
    });
  });

  it('names the practice after the doctor when the registration gave no practice name', async () => {
    const doctor = await registerDoctor(t.app, { practiceName: '', fullName: 'Dr. Ivo Plain' });
    const cookie = await login(t.app, doctor.email, doctor.password);
    expect((await practiceOf(cookie)).practice.name).toBe('Dr. Ivo Plain');
  });

  it('goes with a rejected registration, while a practice an invited prescriber was rejected from stays', async () => {
    const founder = await registerDoctor(t.app, { practiceName: 'Rejected Clinic' });
    const [founded] = await t.db.select().from(practiceMembers).where(eq(practiceMembers.userId, founder.id));
    expect((await t.call('DELETE', `/api/admin/reject-user/${founder.id}`, t.admin)).statusCode).toBe(200);
    expect(await t.db.$count(practices, eq(practices.id, founded!.practiceId))).toBe(0);

    const doctor = await owner('Staying Clinic');
    const email = newMemberAddress();
    await invite(doctor.cookie, { email, role: 'prescriber' });
    await accept(await invitationToken(email), { fullName: 'Dr. Not Yet', ...memberLicence });
    const [invitee] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect((await t.call('DELETE', `/api/admin/reject-user/${invitee!.id}`, t.admin)).statusCode).toBe(200);
    expect((await practiceOf(doctor.cookie)).members?.map((x) => x.id)).toEqual([doctor.id]);
  });

  it('is refused to a guest (401) and to an admin (403)', async () => {
    expect((await t.call('GET', PRACTICE_PATH)).statusCode).toBe(401);
    expect((await t.call('GET', PRACTICE_PATH, t.admin)).statusCode).toBe(403);
  });
});

describe('invitations', () => {
  it('e-mails a single-use link that shows the practice and makes a buyer who is signed in at once', async () => {
    const doctor = await owner('Lakeside Injectables');
    const email = newMemberAddress();
    const invitation = await invite(doctor.cookie, {
      email: email.toUpperCase(),
      role: 'buyer',
      monthlyLimit: '2500',
    });
    expect(invitation).toMatchObject({
      email,
      role: 'buyer',
      monthlyLimit: '2500.00',
      invitedBy: 'Dr. Jane Carter',
      expired: false,
    });
    expect(Date.parse(invitation.expiresAt) - clock.now().getTime()).toBe(7 * 24 * 60 * 60_000);
    expect((await practiceOf(doctor.cookie)).invitations?.map((i) => i.email)).toEqual([email]);

    const token = await invitationToken(email);
    const [stored] = await t.db
      .select()
      .from(practiceInvitations)
      .where(eq(practiceInvitations.id, invitation.id));
    expect(stored?.tokenHash).not.toContain(token);

    const view = await t.call('GET', invitationPath(token));
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<InvitationView>()).toEqual({
      practiceName: 'Lakeside Injectables',
      role: 'buyer',
      email,
      invitedBy: 'Dr. Jane Carter',
      expiresAt: invitation.expiresAt,
      needsLicence: false,
    });

    const res = await accept(token, { fullName: 'Nora Nurse' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: m.invitationAccepted, status: 'approved' });
    const cookie = `sid=${res.cookies.find((c) => c.name === 'sid')?.value}`;
    const practice = await practiceOf(cookie);
    expect(practice).toMatchObject({
      practice: { name: 'Lakeside Injectables' },
      role: 'buyer',
      monthlyLimit: '2500.00',
      members: null,
      invitations: null,
    });
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({
      role: 'doctor',
      status: 'approved',
      licenseNumber: null,
      fullName: 'Nora Nurse',
    });

    // Spent: the link opens nothing any more, and the owner's list no longer shows it.
    expect((await t.call('GET', invitationPath(token))).json<ApiErrorBody>().message).toBe(
      m.invitationInvalid,
    );
    expect((await accept(token, {})).statusCode).toBe(404);
    const after = await practiceOf(doctor.cookie);
    expect(after.invitations).toEqual([]);
    expect(after.members?.map((x) => [x.fullName, x.role, x.monthlyLimit])).toEqual([
      ['Dr. Jane Carter', 'owner', null],
      ['Nora Nurse', 'buyer', '2500.00'],
    ]);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'practice'), eq(auditLog.entityId, String(practice.practice.id))));
    expect(entries.map((e) => e.action)).toEqual(['practice.invite', 'practice.invitation_accept']);
    // The owner hears who joined, as what.
    const [joined] = await queuedEmails(
      t.db,
      and(eq(outboxEmails.toAddress, doctor.email), eq(outboxEmails.template, 'practice-member-joined')),
    );
    expect(joined?.subject).toContain('Nora Nurse joined Lakeside Injectables');
    expect(joined?.bodyText).toContain(`Nora Nurse (${email}) accepted your invitation`);
    expect(joined?.bodyText).toContain('as a buyer');
    // The token never reaches the access log.
    expect(log.lines.join('\n')).not.toContain(token);
  });

  it('makes a prescriber give the licence fields and wait for the admin’s approval', async () => {
    const doctor = await owner('Prescribers Clinic');
    const email = newMemberAddress();
    await invite(doctor.cookie, { email, role: 'prescriber' });
    const token = await invitationToken(email);
    expect((await t.call('GET', invitationPath(token))).json<InvitationView>().needsLicence).toBe(true);

    const missing = await accept(token, { fullName: 'Dr. Pia Prescriber' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiErrorBody>()).toMatchObject({
      message: m.licenceDetailsRequired,
      fieldErrors: {
        licenseNumber: [authMessages.licenceNumberRequired],
        collegeName: [authMessages.collegeNameRequired],
        licenseExpiryDate: [authMessages.licenceExpiryRequired],
      },
    });
    expect(await t.db.$count(users, eq(users.email, email))).toBe(0);

    const res = await accept(token, { fullName: 'Dr. Pia Prescriber', ...memberLicence });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: m.invitationAcceptedPending, status: 'pending' });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({
      status: 'pending',
      licenseNumber: 'MD-778899',
      practiceName: 'Prescribers Clinic',
    });
    const mails = await queuedEmails(t.db, eq(outboxEmails.toAddress, email));
    expect(mails.map((mail) => mail.template)).toEqual(['practice-invitation', 'registration-received']);
    const owners = await practiceOf(doctor.cookie);
    expect(owners.members?.find((x) => x.email === email)).toMatchObject({
      role: 'prescriber',
      status: 'pending',
    });
  });

  it('refuses bad fields with their messages, an address with an account, and a second open invitation', async () => {
    const doctor = await owner();
    const bad = await t.call('POST', PRACTICE_INVITATIONS_PATH, doctor.cookie, {
      email: 'not-an-address',
      role: 'nurse',
      monthlyLimit: '-5',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiErrorBody>().fieldErrors).toEqual({
      email: [authMessages.invalidEmail],
      role: [m.role],
      monthlyLimit: [m.monthlyLimit.notPositive],
    });

    const taken = await t.call('POST', PRACTICE_INVITATIONS_PATH, doctor.cookie, {
      email: doctor.email,
      role: 'buyer',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiErrorBody>().message).toBe(m.emailHasAccount);

    const email = newMemberAddress();
    await invite(doctor.cookie, { email, role: 'bookkeeper' });
    const again = await t.call('POST', PRACTICE_INVITATIONS_PATH, doctor.cookie, { email, role: 'buyer' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().message).toBe(m.alreadyInvited);
    expect(await t.db.$count(practiceInvitations, eq(practiceInvitations.email, email))).toBe(1);
  });

  it('stops a link once it expires or is revoked, and lets a new invitation replace an expired one', async () => {
    const doctor = await owner();
    const email = newMemberAddress();
    await invite(doctor.cookie, { email, role: 'buyer' });
    const token = await invitationToken(email);
    // Seven days on (a session would not last that long idle): the link's end moved to now.
    await t.db
      .update(practiceInvitations)
      .set({ expiresAt: clock.now() })
      .where(eq(practiceInvitations.email, email));
    expect((await t.call('GET', invitationPath(token))).statusCode).toBe(404);
    expect((await practiceOf(doctor.cookie)).invitations?.map((i) => i.expired)).toEqual([true]);
    // An expired one is no obstacle to inviting the address again.
    const second = await invite(doctor.cookie, { email, role: 'buyer' });
    const revoked = await t.call('DELETE', practiceInvitationPath(second.id), doctor.cookie);
    expect(revoked.statusCode).toBe(204);
    expect((await t.call('GET', invitationPath(await invitationToken(email)))).statusCode).toBe(404);
    expect((await t.call('DELETE', practiceInvitationPath(second.id), doctor.cookie)).statusCode).toBe(404);
    expect((await practiceOf(doctor.cookie)).invitations).toEqual([]);
  });

  it('turns away an acceptance when the address got an account meanwhile', async () => {
    const doctor = await owner();
    const email = newMemberAddress();
    await invite(doctor.cookie, { email, role: 'buyer' });
    await registerDoctor(t.app, { email });
    const res = await accept(await invitationToken(email), {});
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiErrorBody>().message).toBe(m.emailHasAccount);
  });

  it('lets exactly one of two acceptances of one link through', async () => {
    const doctor = await owner();
    const email = newMemberAddress();
    await invite(doctor.cookie, { email, role: 'bookkeeper' });
    const token = await invitationToken(email);
    const answers = await Promise.all([accept(token, {}), accept(token, {})]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404]);
    expect(await t.db.$count(users, eq(users.email, email))).toBe(1);
  });
});

describe('members', () => {
  it('lets the owner change a limit and a role, each audited, and refuses a licensed role to staff', async () => {
    const doctor = await owner();
    const buyer = await member(doctor, 'buyer', '1000');
    const res = await t.call('PATCH', practiceMemberPath(buyer.id), doctor.cookie, {
      monthlyLimit: '1500.5',
      ownOrdersOnly: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PracticeMember>()).toMatchObject({
      role: 'buyer',
      monthlyLimit: '1500.50',
      ownOrdersOnly: true,
    });
    // The member's own view changes with it.
    expect((await practiceOf(buyer.cookie)).monthlyLimit).toBe('1500.50');

    const none = await t.call('PATCH', practiceMemberPath(buyer.id), doctor.cookie, {
      monthlyLimit: null,
      role: 'bookkeeper',
    });
    expect(none.json<PracticeMember>()).toMatchObject({ role: 'bookkeeper', monthlyLimit: null });
    expect((await practiceOf(buyer.cookie)).role).toBe('bookkeeper');

    const licensed = await t.call('PATCH', practiceMemberPath(buyer.id), doctor.cookie, {
      role: 'prescriber',
    });
    expect(licensed.statusCode).toBe(400);
    expect(licensed.json<ApiErrorBody>().fieldErrors).toEqual({
      role: [m.licensedRoleNeedsLicence('Prescriber')],
    });

    const nothing = await t.call('PATCH', practiceMemberPath(buyer.id), doctor.cookie, {});
    expect(nothing.statusCode).toBe(400);

    const entries = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'practice.member_update'));
    expect(entries.at(-1)?.details).toEqual({
      member: buyer.email,
      role: { before: 'buyer', after: 'bookkeeper' },
      monthlyLimit: { before: '1500.50', after: null },
    });
  });

  it('keeps the last owner an owner, and lets an owner step down once another is made owner', async () => {
    const doctor = await owner();
    const self = await t.call('PATCH', practiceMemberPath(doctor.id), doctor.cookie, { role: 'prescriber' });
    expect(self.statusCode).toBe(409);
    expect(self.json<ApiErrorBody>().message).toBe(m.lastOwner);
    expect((await t.call('DELETE', practiceMemberPath(doctor.id), doctor.cookie)).statusCode).toBe(409);

    const email = newMemberAddress();
    await invite(doctor.cookie, { email, role: 'prescriber' });
    await accept(await invitationToken(email), { fullName: 'Dr. Co Owner', ...memberLicence });
    const [colleague] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const promoted = await t.call('PATCH', practiceMemberPath(colleague!.id), doctor.cookie, {
      role: 'owner',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const stepDown = await t.call('PATCH', practiceMemberPath(doctor.id), doctor.cookie, {
      role: 'prescriber',
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    // No longer an owner: the members and invitations are not theirs to see or change.
    expect((await practiceOf(doctor.cookie)).members).toBeNull();
    expect(
      (await t.call('PATCH', practiceMemberPath(colleague!.id), doctor.cookie, { role: 'buyer' })).statusCode,
    ).toBe(403);
  });

  it('removes a member without a licence with their account, signed out at once', async () => {
    const doctor = await owner();
    const buyer = await member(doctor);
    expect((await t.call('GET', PRACTICE_PATH, buyer.cookie)).statusCode).toBe(200);
    const res = await t.call('DELETE', practiceMemberPath(buyer.id), doctor.cookie);
    expect(res.statusCode, res.body).toBe(204);
    expect((await t.call('GET', PRACTICE_PATH, buyer.cookie)).statusCode).toBe(401);
    expect(await t.db.$count(users, eq(users.id, buyer.id))).toBe(0);
    expect((await practiceOf(doctor.cookie)).members?.map((x) => x.id)).toEqual([doctor.id]);
  });

  it('removes a licensed member into a practice of their own, signed out', async () => {
    const doctor = await owner('Shared Clinic');
    const email = newMemberAddress();
    await invite(doctor.cookie, { email, role: 'prescriber' });
    await accept(await invitationToken(email), { fullName: 'Dr. Leaving', ...memberLicence });
    const [prescriber] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.call('POST', `/api/admin/approve-user/${prescriber!.id}`, t.admin);
    const cookie = await login(t.app, email, MEMBER_PASSWORD);
    expect((await practiceOf(cookie)).practice.name).toBe('Shared Clinic');

    expect((await t.call('DELETE', practiceMemberPath(prescriber!.id), doctor.cookie)).statusCode).toBe(204);
    expect((await t.call('GET', PRACTICE_PATH, cookie)).statusCode).toBe(401);
    const again = await login(t.app, email, MEMBER_PASSWORD);
    expect(await practiceOf(again)).toMatchObject({ practice: { name: 'Dr. Leaving' }, role: 'owner' });
  });

  it('counts what a member ordered this month, their limit beside it', async () => {
    const doctor = await owner();
    const buyer = await member(doctor, 'buyer', '5000');
    const ids = await insertProducts(t.db, [
      { name: 'Practice Gloves', category: 'dermal-fillers', price: '12.50' },
    ]);
    const order = await submitOrder(t.app, buyer.cookie, [
      { productId: ids['Practice Gloves']!, quantity: 4 },
    ]);
    expect(placedOrder(order).totalAmount).toBe('50.00');
    expect(await practiceOf(buyer.cookie)).toMatchObject({
      monthlyLimit: '5000.00',
      spentThisMonth: '50.00',
    });
    const list = await practiceOf(doctor.cookie);
    expect(list.members?.find((x) => x.id === buyer.id)?.spentThisMonth).toBe('50.00');
  });
});

describe('roles and other practices', () => {
  it('lets a bookkeeper read but not order', async () => {
    const doctor = await owner();
    const bookkeeper = await member(doctor, 'bookkeeper');
    const eligibility = await t.call('GET', '/api/checkout/eligibility', bookkeeper.cookie);
    expect(eligibility.json()).toEqual({
      eligible: false,
      reason: 'ROLE_CANNOT_ORDER',
      message: checkoutMessages.bookkeeperCannotOrder,
    });
    const ids = await insertProducts(t.db, [
      { name: 'Bookkeeper Gloves', category: 'dermal-fillers', price: '5.00' },
    ]);
    const order = await submitOrder(t.app, bookkeeper.cookie, [
      { productId: ids['Bookkeeper Gloves']!, quantity: 1 },
    ]);
    expect(order.statusCode).toBe(403);
    expect(order.json<ApiErrorBody>().message).toBe(checkoutMessages.bookkeeperCannotOrder);
  });

  it('refuses a buyer or bookkeeper the owner’s calls (403)', async () => {
    const doctor = await owner();
    for (const role of ['buyer', 'bookkeeper'] as const) {
      const staff = await member(doctor, role);
      const calls = [
        t.call('POST', PRACTICE_INVITATIONS_PATH, staff.cookie, { email: newMemberAddress(), role: 'buyer' }),
        t.call('PATCH', practiceMemberPath(staff.id), staff.cookie, { monthlyLimit: '99999' }),
        t.call('DELETE', practiceMemberPath(doctor.id), staff.cookie),
        t.call('DELETE', practiceInvitationPath(1), staff.cookie),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json<ApiErrorBody>().message).toBe(m.ownerOnly);
      }
    }
  });

  it('answers 404 for another practice’s members and invitations', async () => {
    const first = await owner('First Clinic');
    const second = await owner('Second Clinic');
    const theirs = await member(second);
    const email = newMemberAddress();
    const invitation = await invite(second.cookie, { email, role: 'buyer' });

    for (const res of [
      await t.call('PATCH', practiceMemberPath(theirs.id), first.cookie, { monthlyLimit: '1' }),
      await t.call('DELETE', practiceMemberPath(theirs.id), first.cookie),
      await t.call('DELETE', practiceInvitationPath(invitation.id), first.cookie),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    // Nothing of the second practice changed.
    const [row] = await t.db.select().from(practiceMembers).where(eq(practiceMembers.userId, theirs.id));
    expect(row).toMatchObject({ monthlyLimit: null });
    expect((await practiceOf(second.cookie)).invitations?.map((i) => i.id)).toEqual([invitation.id]);
  });

  it('answers the same 404 for a link that never existed', async () => {
    const res = await t.call('GET', `${INVITATIONS_PATH}/not-a-real-token`);
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiErrorBody>().message).toBe(m.invitationInvalid);
  });
});
