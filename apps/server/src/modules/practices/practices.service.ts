import { randomBytes } from 'node:crypto';
import { authMessages } from '@shop/contract/messages';
import {
  type PracticeRole,
  INVITATION_VALID_DAYS,
  isLicensedRole,
  practiceMessages as m,
  practiceRoleNames,
} from '@shop/contract/practice-messages';
import {
  PRACTICES_PAGE_SIZE,
  type AdminPracticeDetail,
  type AdminPracticeListQuery,
  type AdminPracticePage,
  type AcceptInvitationBody,
  type InvitationView,
  type MemberPatch,
  type PracticeInvitation,
  type PracticeMember,
  type PracticeResponse,
} from '@shop/contract/practice-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { foundPractice } from '../../db/practice-founding';
import { signOffRequestOf } from '../../db/sign-off-views';
import { pagePositionOf, pageWindow } from '../../lib/paging';
import { sessions, users } from '../../db/schema/users';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/password';
import { hashToken, type CurrentUser } from '../../plugins/session-store';
import { changesBetween, recordAudit } from '../audit/audit.service';
import { newRegistrationNoticeEmail, registrationReceivedEmail } from '../auth/auth.emails';
import { adminNotices } from '../email/admin-notices.service';
import { queueEmail } from '../email/email.service';
import { memberJoinedEmail, practiceInvitationEmail } from './practices.emails';
import * as repo from './practices.repository';

/**
 * Practices (issue 39, docs/decisions/054): every doctor's account belongs to one, founded by its
 * registration; its owner invites members, sets their roles and monthly limits, and removes them.
 * Each change is audited, in the transaction that makes it.
 */

export interface PracticeSettings {
  shopName: string;
  /** The shop's public origin (PUBLIC_URL), the base of the e-mailed link. */
  publicUrl: string;
  adminNotifyEmail: string | undefined;
  clock: Clock;
}

/**
 * The page the e-mailed link opens. The token travels in the fragment, which a browser never sends
 * to a server, so it stays out of access logs and Referer headers (as a password reset link's).
 */
export const invitationPageUrl = (publicUrl: string, token: string) =>
  new URL(`/invitation#${token}`, publicUrl).href;

/** A change of the practice's members or invitations, as its audit entry records it. */
const audited = (
  tx: Db,
  actorUserId: number,
  practiceId: number,
  action: `practice.${'invite' | 'invitation_revoke' | 'invitation_accept' | 'member_update' | 'member_remove' | 'settings'}`,
  details: Record<string, unknown>,
) => recordAudit(tx, { actorUserId, action, entityType: 'practice', entityId: practiceId, details });

/**
 * What a member ordered this calendar month in the shop's time zone, shipping and tax included,
 * declined and cancelled orders left out: what their monthly limit is measured against.
 */
export const spentThisMonth = (db: Db, userId: number) => repo.findSpentThisMonth(db, userId);

/**
 * The practice's members who may sign off an order held for `reasons`, and whom it is e-mailed to:
 * approved, not suspended, never the member who asked.
 */
export const signOffMembers = (db: Db, practiceId: number, roles: readonly PracticeRole[], except: number) =>
  repo.listActiveMembers(db, practiceId, roles, except);

/**
 * The practice's approved, unsuspended members in `roles`: whom a notice about the practice goes to
 * (its account's reminders go to its owners and bookkeepers, issue 40).
 */
export const activeMembers = (db: Db, practiceId: number, roles: readonly PracticeRole[]) =>
  repo.listActiveMembers(db, practiceId, roles);

/** The signed-in member's membership; 404 for an account in no practice (an admin). */
async function membershipOf(db: Db, user: CurrentUser) {
  const membership = await repo.findMembership(db, user.id);
  if (!membership) throw notFound(m.noPractice);
  return membership;
}

/** The signed-in member's membership, which must be an owner's (403 otherwise). */
async function ownership(db: Db, user: CurrentUser) {
  const membership = await membershipOf(db, user);
  if (membership.role !== 'owner') throw forbidden(m.ownerOnly);
  return membership;
}

/** `GET /api/practice`. */
export async function getPractice(db: Db, user: CurrentUser, now: Date): Promise<PracticeResponse> {
  const membership = await membershipOf(db, user);
  const owner = membership.role === 'owner';
  return {
    practice: {
      id: membership.practiceId,
      name: membership.practiceName,
      poNumberRequired: membership.poNumberRequired,
    },
    role: membership.role,
    monthlyLimit: membership.monthlyLimit,
    spentThisMonth: membership.spentThisMonth,
    members: owner ? await repo.listMembers(db, membership.practiceId) : null,
    invitations: owner ? await repo.listOpenInvitations(db, membership.practiceId, now) : null,
  };
}

/** `PATCH /api/practice`: the owner's settings (whether every order needs a PO number), audited. */
export async function changePracticeSettings(
  db: Db,
  user: CurrentUser,
  change: { poNumberRequired: boolean },
  now: Date,
): Promise<PracticeResponse> {
  const membership = await ownership(db, user);
  await db.transaction(async (tx) => {
    const changes = changesBetween({ poNumberRequired: membership.poNumberRequired }, change);
    if (Object.keys(changes).length === 0) return;
    await repo.updatePractice(tx, membership.practiceId, change);
    await audited(tx, user.id, membership.practiceId, 'practice.settings', changes);
  });
  return getPractice(db, user, now);
}

const emailHasAccount = async (db: Db, email: string) =>
  (await db.$count(users, sql`lower(${users.email}) = lower(${email})`)) > 0;

/**
 * `POST /api/practice/invitations`: a single-use link, valid INVITATION_VALID_DAYS, e-mailed to the
 * address. An address that has an account, or an open invitation to this practice, is a 409.
 */
export async function invite(
  db: Db,
  settings: PracticeSettings,
  user: CurrentUser,
  input: { email: string; role: PracticeMember['role']; monthlyLimit?: string | null },
): Promise<PracticeInvitation> {
  const membership = await ownership(db, user);
  if (await emailHasAccount(db, input.email)) throw conflict(m.emailHasAccount);
  const now = settings.clock.now();
  const token = randomBytes(32).toString('base64url');
  try {
    return await db.transaction(async (tx) => {
      await repo.closeExpiredInvitations(tx, membership.practiceId, input.email, now);
      const invitation = await repo.insertInvitation(
        tx,
        {
          practiceId: membership.practiceId,
          email: input.email,
          role: input.role,
          monthlyLimit: input.monthlyLimit ?? null,
          tokenHash: hashToken(token),
          invitedBy: user.id,
          expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60_000),
          createdAt: now,
        },
        now,
      );
      await queueEmail(
        tx,
        practiceInvitationEmail(settings.shopName, input.email, {
          practiceName: membership.practiceName,
          invitedBy: user.fullName,
          role: input.role,
          url: invitationPageUrl(settings.publicUrl, token),
          validDays: INVITATION_VALID_DAYS,
          needsLicence: isLicensedRole(input.role),
        }),
      );
      await audited(tx, user.id, membership.practiceId, 'practice.invite', {
        email: input.email,
        role: input.role,
        monthlyLimit: input.monthlyLimit ?? null,
      });
      return invitation;
    });
  } catch (err) {
    // Two invitations to one address at the same moment: the open-invitation index decides.
    if (isUniqueViolation(err, 'practice_invitations_open_email_key')) throw conflict(m.alreadyInvited);
    throw err;
  }
}

/** `DELETE /api/practice/invitations/{id}`: the link stops working; 404 for none open with that id. */
export async function revokeInvitation(db: Db, user: CurrentUser, id: number, now: Date) {
  const membership = await ownership(db, user);
  await db.transaction(async (tx) => {
    const revoked = await repo.revokeInvitation(tx, membership.practiceId, id, now);
    if (!revoked) throw notFound(m.invitationNotFound);
    await audited(tx, user.id, membership.practiceId, 'practice.invitation_revoke', {
      email: revoked.email,
      role: revoked.role,
    });
  });
}

/**
 * A practice's member of `memberId` under the practice's lock (so two changes of its owners cannot
 * both leave it without one); 404 for an account that is not its member.
 */
async function lockedMember(tx: Db, practiceId: number, memberId: number) {
  await repo.lockMembers(tx, practiceId);
  const member = await repo.findMember(tx, practiceId, memberId);
  if (!member) throw notFound(m.memberNotFound);
  return member;
}

/** 409 when the member is the practice's last owner and would stop being one. */
async function keepAnOwner(tx: Db, practiceId: number, member: { role: string }) {
  if (member.role === 'owner' && (await repo.countOwners(tx, practiceId)) <= 1) throw conflict(m.lastOwner);
}

/**
 * `PATCH /api/practice/members/{id}`: a member's role, monthly limit or order visibility. Owner and
 * prescriber need a licence (a member who joined without one is refused on `role`); the last owner
 * stays owner.
 */
export async function changeMember(
  db: Db,
  user: CurrentUser,
  memberId: number,
  patch: z.output<typeof MemberPatch>,
): Promise<PracticeMember> {
  const membership = await ownership(db, user);
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, membership.practiceId, memberId);
    if (patch.role !== undefined && isLicensedRole(patch.role) && !member.licensed) {
      const message = m.licensedRoleNeedsLicence(practiceRoleNames[patch.role]);
      throw badRequest(message, { role: [message] });
    }
    if (patch.role !== undefined && patch.role !== 'owner')
      await keepAnOwner(tx, membership.practiceId, member);
    const before = {
      role: member.role,
      monthlyLimit: member.monthlyLimit,
      ownOrdersOnly: member.ownOrdersOnly,
    };
    const after = {
      role: patch.role ?? before.role,
      monthlyLimit: patch.monthlyLimit === undefined ? before.monthlyLimit : patch.monthlyLimit,
      ownOrdersOnly: patch.ownOrdersOnly ?? before.ownOrdersOnly,
    };
    const changes = changesBetween(before, after);
    if (Object.keys(changes).length > 0) {
      await repo.updateMember(tx, membership.practiceId, memberId, after);
      await audited(tx, user.id, membership.practiceId, 'practice.member_update', {
        member: member.email,
        ...changes,
      });
    }
    const { licensed: _licensed, ...changed } = await lockedMember(tx, membership.practiceId, memberId);
    return changed;
  });
}

/**
 * `DELETE /api/practice/members/{id}`: the member leaves the practice and is signed out at once. A
 * licensed member keeps their account, alone in a practice of their own (every doctor belongs to
 * one); a member without a licence has no use for theirs outside the practice, and it is deleted
 * (their orders keep the name and e-mail they were placed with). The last owner cannot leave.
 */
export async function removeMember(db: Db, user: CurrentUser, memberId: number) {
  const membership = await ownership(db, user);
  await db.transaction(async (tx) => {
    const member = await lockedMember(tx, membership.practiceId, memberId);
    await keepAnOwner(tx, membership.practiceId, member);
    if (member.licensed) {
      await repo.deleteMember(tx, memberId);
      await tx.delete(sessions).where(eq(sessions.userId, memberId));
      await foundPractice(tx, { id: memberId, fullName: member.fullName, practiceName: null });
    } else {
      await tx.delete(users).where(and(eq(users.id, memberId), eq(users.role, 'doctor')));
    }
    await audited(tx, user.id, membership.practiceId, 'practice.member_remove', {
      member: member.email,
      role: member.role,
    });
  });
}

/** The open, unexpired invitation of a link's token; 404 with the same message for any other. */
async function liveInvitation(db: Db, token: string, now: Date, lock = false) {
  const invitation = await repo.findLiveInvitation(db, hashToken(token), now, lock);
  if (!invitation) throw notFound(m.invitationInvalid);
  return invitation;
}

/** `GET /api/invitations/{token}`: what the link invites to. */
export async function viewInvitation(db: Db, token: string, now: Date): Promise<InvitationView> {
  const invitation = await liveInvitation(db, token, now);
  return {
    practiceName: invitation.practiceName,
    role: invitation.role,
    email: invitation.email,
    invitedBy: invitation.invitedBy,
    expiresAt: invitation.expiresAt,
    needsLicence: isLicensedRole(invitation.role),
  };
}

type Acceptance = z.output<typeof AcceptInvitationBody>;

/** The licence fields a licensed role accepts with; 400 naming each one missing. */
function licenceOf(input: Acceptance) {
  const { licenseNumber, collegeName, licenseExpiryDate } = input;
  if (licenseNumber !== undefined && collegeName !== undefined && licenseExpiryDate !== undefined) {
    return { licenseNumber, collegeName, licenseExpiryDate, provinceState: input.provinceState ?? null };
  }
  const fieldErrors: Record<string, string[]> = {};
  if (licenseNumber === undefined) fieldErrors.licenseNumber = [authMessages.licenceNumberRequired];
  if (collegeName === undefined) fieldErrors.collegeName = [authMessages.collegeNameRequired];
  if (licenseExpiryDate === undefined) fieldErrors.licenseExpiryDate = [authMessages.licenceExpiryRequired];
  throw badRequest(m.licenceDetailsRequired, fieldErrors);
}

/**
 * `POST /api/invitations/{token}/accept`: the invited account, in the invitation's practice and role,
 * and the link spent. A licensed role's account waits for the shop admin's approval as a
 * registration does (and the admin is told); a buyer's or bookkeeper's is approved at once.
 */
export async function acceptInvitation(db: Db, settings: PracticeSettings, token: string, input: Acceptance) {
  const now = settings.clock.now();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      // Locked: of two acceptances of one link, the second finds it spent.
      const invitation = await liveInvitation(tx, token, now, true);
      if (await emailHasAccount(tx, invitation.email)) throw conflict(m.emailHasAccount);
      const licensed = isLicensedRole(invitation.role);
      const licence = licensed ? licenceOf(input) : undefined;
      const [account] = await tx
        .insert(users)
        .values({
          role: 'doctor',
          status: licensed ? 'pending' : 'approved',
          email: invitation.email,
          passwordHash,
          fullName: input.fullName,
          practiceName: invitation.practiceName,
          ...licence,
          ...(licensed ? {} : { approvedAt: now }),
        })
        .returning({
          id: users.id,
          role: users.role,
          status: users.status,
          email: users.email,
          fullName: users.fullName,
        });
      if (!account) throw new Error('the new account was not returned');
      await repo.insertMember(tx, {
        userId: account.id,
        practiceId: invitation.practiceId,
        role: invitation.role,
        monthlyLimit: invitation.monthlyLimit,
      });
      await repo.markInvitationAccepted(tx, invitation.id, account.id, now);
      await audited(tx, account.id, invitation.practiceId, 'practice.invitation_accept', {
        email: account.email,
        role: invitation.role,
      });
      const owners = await repo.listActiveMembers(tx, invitation.practiceId, ['owner'], account.id);
      const [firstOwner, ...otherOwners] = owners.map((owner) =>
        memberJoinedEmail(settings.shopName, owner.email, {
          ownerName: owner.fullName,
          practiceName: invitation.practiceName,
          fullName: account.fullName,
          email: account.email,
          role: invitation.role,
        }),
      );
      if (firstOwner) await queueEmail(tx, firstOwner, ...otherOwners);
      if (licence) {
        await queueEmail(
          tx,
          registrationReceivedEmail(settings.shopName, account.email, account.fullName),
          ...(await adminNotices(tx, settings.adminNotifyEmail, (to) =>
            newRegistrationNoticeEmail(settings.shopName, to, {
              fullName: account.fullName,
              email: account.email,
              licenseNumber: licence.licenseNumber,
              collegeName: licence.collegeName,
              provinceState: licence.provinceState,
            }),
          )),
        );
      }
      return account;
    });
  } catch (err) {
    // A registration for the same address at the same moment: the e-mail's unique index decides.
    if (isUniqueViolation(err, 'users_email_lower_key')) throw conflict(m.emailHasAccount);
    throw err;
  }
}

/** `GET /api/admin/practices`: a page of practices, newest first. */
export async function listPractices(db: Db, query: AdminPracticeListQuery): Promise<AdminPracticePage> {
  const { rows, totalCount } = await repo.findPracticePage(
    db,
    query.q,
    pageWindow(query.page, PRACTICES_PAGE_SIZE),
  );
  return { practices: rows, ...pagePositionOf(totalCount, query.page, PRACTICES_PAGE_SIZE) };
}

/** `GET /api/admin/practices/{id}`: the practice, its members, invitations, latest orders and waiting sign-offs. */
export async function practiceForAdmin(db: Db, id: number, now: Date): Promise<AdminPracticeDetail> {
  const practice = await repo.findPracticeSummary(db, id);
  if (!practice) throw notFound(m.notFound);
  return {
    practice,
    members: await repo.listMembers(db, id),
    invitations: await repo.listOpenInvitations(db, id, now),
    orders: await repo.listLatestOrders(db, id, 20),
    pendingSignOffs: (await repo.listWaitingSignOffs(db, id)).map(signOffRequestOf),
  };
}
