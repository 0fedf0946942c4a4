import { toCents } from '@shop/contract/money';
import type { PracticeRole } from '@shop/contract/practice-messages';
import {
  InvitationBody,
  MemberPatch,
  type PracticeInvitation,
  type PracticeMember,
} from '@shop/contract/practice-schemas';
import type { z } from 'zod';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { formCheck, type FormCheck } from '@/lib/use-checked-form';
import { practiceScreenMessages as s } from './practice-screen-messages';

/**
 * The practice screens' forms as values, checked by the contract's schemas before they are sent
 * (the server's rules and messages, on the fields its 400 names), and how limits and spending read.
 * No DOM, no settings: money is formatted by the caller's `money`.
 */

/** A role as a select holds it: none until one is chosen. */
type RoleChoice = PracticeRole | '';

// ---------------------------------------------------------------------------------------------
// Invite a member

export type InviteFormValues = { email: string; role: RoleChoice; monthlyLimit: string };

/** The invite dialog's fields, which a refusal's messages may name. */
export const INVITE_FIELDS = ['email', 'role', 'monthlyLimit'] as const;

export const emptyInvite = (): InviteFormValues => ({ email: '', role: '', monthlyLimit: '' });

/** The invitation as sent: the address in lower case, a blank limit as none (null). */
export const validateInvite = (values: InviteFormValues): FormCheck<z.output<typeof InvitationBody>> =>
  formCheck(InvitationBody.safeParse(values));

// ---------------------------------------------------------------------------------------------
// Edit a member

export type MemberFormValues = { role: RoleChoice; monthlyLimit: string; ownOrdersOnly: boolean };

export type MemberChanges = z.output<typeof MemberPatch>;

/** The edit dialog's fields, which a refusal's messages may name. */
export const MEMBER_FIELDS = ['role', 'monthlyLimit', 'ownOrdersOnly'] as const;

export const memberValuesFrom = (member: PracticeMember): MemberFormValues => ({
  role: member.role,
  monthlyLimit: member.monthlyLimit ?? '',
  ownOrdersOnly: member.ownOrdersOnly,
});

/** Every field of the dialog, checked as the PATCH checks it. */
export const validateMember = (values: MemberFormValues): FormCheck<MemberChanges> =>
  formCheck(MemberPatch.safeParse(values));

const sameLimit = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : toCents(a) === toCents(b);

/**
 * The PATCH's body: only what the owner changed (none: nothing to send), so an unchanged role or
 * limit is never refused for a reason that is not the change's. Own orders only is a buyer's.
 */
export function memberChanges(checked: MemberChanges, member: PracticeMember): MemberChanges {
  const changes: MemberChanges = {};
  const role = checked.role ?? member.role;
  if (role !== member.role) changes.role = role;
  if (checked.monthlyLimit !== undefined && !sameLimit(checked.monthlyLimit, member.monthlyLimit)) {
    changes.monthlyLimit = checked.monthlyLimit;
  }
  if (
    role === 'buyer' &&
    checked.ownOrdersOnly !== undefined &&
    checked.ownOrdersOnly !== member.ownOrdersOnly
  ) {
    changes.ownOrdersOnly = checked.ownOrdersOnly;
  }
  return changes;
}

/**
 * What a dialog says above its fields when the server refused: nothing when the refusal named one
 * of `fields` (its message is under that field), else the server's message (a 409's: the last
 * owner, an address already invited) or `fallback` (no answer at all).
 */
export function refusalText(error: unknown, fields: readonly string[], fallback: string): string | null {
  const fieldErrors = isApiError(error, 400) || isApiError(error, 409) ? error.body?.fieldErrors : undefined;
  if (fieldErrors && fields.some((field) => fieldErrors[field]?.length)) return null;
  return getServerMessage(error) ?? fallback;
}

// ---------------------------------------------------------------------------------------------
// How the section reads

/** A monthly limit: its amount, or "No limit". */
export const limitText = (limit: string | null, money: (amount: string) => string) =>
  limit === null ? s.noLimit : money(limit);

/** Whether the practice asks for a PO number on every order, as a member who cannot change it reads it. */
export const poNumberRuleText = (required: boolean) => (required ? s.poNumberRequired : s.poNumberOptional);

/** Own orders only concerns a buyer (the others see every order or none): Yes, No, or a dash. */
export const ownOrdersOnlyText = (member: Pick<PracticeMember, 'role' | 'ownOrdersOnly'>) =>
  member.role !== 'buyer' ? '—' : member.ownOrdersOnly ? s.yes : s.no;

/** When an open invitation's link stops working, or that it has. */
export const invitationExpiryText = (
  invitation: Pick<PracticeInvitation, 'expired' | 'expiresAt'>,
  date: (iso: string) => string,
) => (invitation.expired ? s.invitations.expired : date(invitation.expiresAt));

/** Only the owner is in the practice: the section invites instead of listing one row. */
export const isOnlyMember = (members: readonly PracticeMember[]) => members.length <= 1;
