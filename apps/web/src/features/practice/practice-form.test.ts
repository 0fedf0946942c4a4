import { authMessages } from '@shop/contract/messages';
import { practiceMessages as m } from '@shop/contract/practice-messages';
import type { PracticeMember } from '@shop/contract/practice-schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  emptyInvite,
  INVITE_FIELDS,
  invitationExpiryText,
  isOnlyMember,
  limitText,
  MEMBER_FIELDS,
  memberChanges,
  memberValuesFrom,
  ownOrdersOnlyText,
  poNumberRuleText,
  refusalText,
  validateInvite,
  validateMember,
} from './practice-form';
import { practiceScreenMessages as s } from './practice-screen-messages';

const jane: PracticeMember = {
  id: 7,
  fullName: 'Jane Carter',
  email: 'jane@clinic.example',
  role: 'buyer',
  status: 'approved',
  monthlyLimit: '2500.00',
  ownOrdersOnly: false,
  spentThisMonth: '310.50',
  joinedAt: '2026-01-05T09:00:00.000Z',
};

/** The dialog's values as the owner leaves them, checked, then reduced to what changed. */
function sentFor(member: PracticeMember, edit: Partial<ReturnType<typeof memberValuesFrom>>) {
  const checked = validateMember({ ...memberValuesFrom(member), ...edit });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return memberChanges(checked.body, member);
}

const refusal = (status: number, body: object) =>
  new ApiError(status, 'Refused', JSON.stringify(body), 'application/json');

describe('the invite dialog', () => {
  it('sends the address in lower case, the role, and the limit as an amount (blank: none)', () => {
    expect(validateInvite({ email: ' Jane@Clinic.example ', role: 'buyer', monthlyLimit: '2500' })).toEqual({
      ok: true,
      body: { email: 'jane@clinic.example', role: 'buyer', monthlyLimit: '2500.00' },
    });
    const noLimit = validateInvite({ email: 'jane@clinic.example', role: 'bookkeeper', monthlyLimit: ' ' });
    expect(noLimit.ok && noLimit.body.monthlyLimit).toBeNull();
  });

  it('shows the server’s own messages under each field it refuses', () => {
    expect(validateInvite(emptyInvite())).toEqual({
      ok: false,
      errors: { email: authMessages.invalidEmail, role: m.role },
    });
    expect(validateInvite({ email: 'jane@clinic.example', role: 'buyer', monthlyLimit: '25,00' })).toEqual({
      ok: false,
      errors: { monthlyLimit: m.monthlyLimit.format },
    });
    expect(validateInvite({ email: 'jane@clinic.example', role: 'buyer', monthlyLimit: '0' })).toEqual({
      ok: false,
      errors: { monthlyLimit: m.monthlyLimit.notPositive },
    });
  });
});

describe('the edit dialog', () => {
  it('starts from the member as they are: no limit is a blank field', () => {
    expect(memberValuesFrom({ ...jane, monthlyLimit: null })).toEqual({
      role: 'buyer',
      monthlyLimit: '',
      ownOrdersOnly: false,
    });
  });

  it('sends only what the owner changed, and nothing when nothing changed', () => {
    expect(sentFor(jane, {})).toEqual({});
    // The same amount written another way is no change.
    expect(sentFor(jane, { monthlyLimit: '2500' })).toEqual({});
    expect(sentFor(jane, { monthlyLimit: '3000' })).toEqual({ monthlyLimit: '3000.00' });
    expect(sentFor(jane, { monthlyLimit: '' })).toEqual({ monthlyLimit: null });
    expect(sentFor({ ...jane, monthlyLimit: null }, { monthlyLimit: '' })).toEqual({});
    expect(sentFor(jane, { role: 'bookkeeper' })).toEqual({ role: 'bookkeeper' });
  });

  it('sends own orders only for a buyer alone', () => {
    expect(sentFor(jane, { ownOrdersOnly: true })).toEqual({ ownOrdersOnly: true });
    // The switch is hidden once another role is chosen: its state is not sent.
    expect(sentFor(jane, { role: 'bookkeeper', ownOrdersOnly: true })).toEqual({ role: 'bookkeeper' });
    const bookkeeper = { ...jane, role: 'bookkeeper' as const };
    expect(sentFor(bookkeeper, { role: 'buyer', ownOrdersOnly: true })).toEqual({
      role: 'buyer',
      ownOrdersOnly: true,
    });
  });

  it('refuses a limit that is not an amount, with the server’s message', () => {
    expect(validateMember({ ...memberValuesFrom(jane), monthlyLimit: 'lots' })).toEqual({
      ok: false,
      errors: { monthlyLimit: m.monthlyLimit.format },
    });
  });
});

describe('what a refused dialog says above its fields', () => {
  it('nothing when the refusal names one of its fields: the message stands under it', () => {
    const onRole = refusal(400, {
      message: m.licensedRoleNeedsLicence('Buyer'),
      fieldErrors: { role: [m.licensedRoleNeedsLicence('Buyer')] },
    });
    expect(refusalText(onRole, MEMBER_FIELDS, s.saveFailed)).toBeNull();
  });

  it('the server’s message for a conflict, or a field the dialog does not show', () => {
    expect(refusalText(refusal(409, { message: m.lastOwner }), MEMBER_FIELDS, s.saveFailed)).toBe(
      m.lastOwner,
    );
    expect(refusalText(refusal(409, { message: m.alreadyInvited }), INVITE_FIELDS, s.inviteFailed)).toBe(
      m.alreadyInvited,
    );
    const elsewhere = refusal(400, { message: 'Unknown field', fieldErrors: { note: ['Unknown field'] } });
    expect(refusalText(elsewhere, INVITE_FIELDS, s.inviteFailed)).toBe('Unknown field');
  });

  it('its own words when no answer came', () => {
    expect(refusalText(new TypeError('Failed to fetch'), INVITE_FIELDS, s.inviteFailed)).toBe(s.inviteFailed);
  });
});

describe('how the practice section reads', () => {
  const money = (amount: string) => `$${amount}`;

  it('shows a limit as its amount, or No limit', () => {
    expect(limitText('2500.00', money)).toBe('$2500.00');
    expect(limitText(null, money)).toBe('No limit');
  });

  it('shows own orders only for buyers, a dash for the roles it does not concern', () => {
    expect(ownOrdersOnlyText({ role: 'buyer', ownOrdersOnly: true })).toBe('Yes');
    expect(ownOrdersOnlyText({ role: 'buyer', ownOrdersOnly: false })).toBe('No');
    expect(ownOrdersOnlyText({ role: 'prescriber', ownOrdersOnly: false })).toBe('—');
  });

  it('tells a member who cannot change it whether orders need a PO number', () => {
    expect(poNumberRuleText(true)).toBe('Required on every order');
    expect(poNumberRuleText(false)).toBe('Optional');
  });

  it('shows when an invitation’s link stops working, or that it has', () => {
    const day = (iso: string) => iso.slice(0, 10);
    const expiresAt = '2026-03-09T10:00:00.000Z';
    expect(invitationExpiryText({ expired: false, expiresAt }, day)).toBe('2026-03-09');
    expect(invitationExpiryText({ expired: true, expiresAt }, day)).toBe('Expired');
  });

  it('invites instead of listing a practice of one', () => {
    expect(isOnlyMember([{ ...jane, role: 'owner' }])).toBe(true);
    expect(
      isOnlyMember([
        { ...jane, role: 'owner' },
        { ...jane, id: 8 },
      ]),
    ).toBe(false);
  });

  it('names the role an invitation is for, as a sentence says it', () => {
    expect(s.invitation.heading('Maple Clinic', 'Owner')).toBe(
      'You are invited to join Maple Clinic as an owner',
    );
    expect(s.invitation.heading('Maple Clinic', 'Buyer')).toBe(
      'You are invited to join Maple Clinic as a buyer',
    );
  });
});
