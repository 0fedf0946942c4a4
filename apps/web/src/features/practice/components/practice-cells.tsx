import { practiceRoleNames } from '@shop/contract/practice-messages';
import type { PracticeInvitation, PracticeMember } from '@shop/contract/practice-schemas';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { formatDateTime, formatPrice } from '@/lib/format';
import { invitationExpiryText, limitText } from '../practice-form';
import { practiceScreenMessages as s } from '../practice-screen-messages';

/** A member's role, marked while the shop still checks their licence: the owner's table and the admin's. */
export function MemberRole({ member }: { member: Pick<PracticeMember, 'role' | 'status'> }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {practiceRoleNames[member.role]}
      {member.status === 'pending' && <Badge variant="warning">{s.members.awaitingApproval}</Badge>}
    </div>
  );
}

/**
 * The cells a member's row starts with in the owner's table and the admin's (`compact`, in a
 * dialog): name, e-mail, role, monthly limit and what they spent this month.
 */
export function MemberCells({ member, compact = false }: { member: PracticeMember; compact?: boolean }) {
  const cell = compact ? 'px-3 py-2' : 'px-4 py-3';
  return (
    <>
      <th scope="row" className={cn(cell, 'font-medium')}>
        {member.fullName}
      </th>
      <td className={cn(cell, '[overflow-wrap:anywhere]')}>{member.email}</td>
      <td className={cell}>
        <MemberRole member={member} />
      </td>
      <td className={cn(cell, 'text-right tabular-nums')}>{limitText(member.monthlyLimit, formatPrice)}</td>
      <td className={cn(cell, 'text-right tabular-nums')}>{formatPrice(member.spentThisMonth)}</td>
    </>
  );
}

/** When an open invitation's link stops working, or a badge that it has. */
export function InvitationExpiry({
  invitation,
}: {
  invitation: Pick<PracticeInvitation, 'expired' | 'expiresAt'>;
}) {
  const expiry = invitationExpiryText(invitation, formatDateTime);
  return invitation.expired ? <Badge variant="warning">{expiry}</Badge> : expiry;
}

/** The words of an owner's row action that asks first: the button's (which the dialog's repeats), its name, the dialog's. */
type RowActionWords = {
  label: string;
  labelOf: (name: string) => string;
  title: string;
  text: string;
  pending: string;
};

/**
 * An owner's row action that asks first (Remove a member, Revoke an invitation): its button and the
 * dialog name the row's person; focus goes to `focusAfter` once the row has left.
 */
export function RowActionButton({
  words,
  name,
  icon,
  pending,
  onConfirm,
  focusAfter,
}: {
  words: RowActionWords;
  name: string;
  icon: ReactNode;
  pending: boolean;
  onConfirm: () => Promise<unknown>;
  focusAfter: () => void;
}) {
  return (
    <ConfirmButton
      label={words.label}
      accessibleName={words.labelOf(name)}
      icon={icon}
      pending={pending}
      title={words.title}
      subject={name}
      text={words.text}
      confirmLabel={words.label}
      pendingLabel={words.pending}
      onConfirm={onConfirm}
      focusAfter={focusAfter}
    />
  );
}
