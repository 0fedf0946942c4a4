import { practiceRoleNames } from '@shop/contract/practice-messages';
import type { PracticeInvitation, PracticeMember } from '@shop/contract/practice-schemas';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { invitationExpiryText } from '../practice-form';
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

/** When an open invitation's link stops working, or a badge that it has. */
export function InvitationExpiry({
  invitation,
}: {
  invitation: Pick<PracticeInvitation, 'expired' | 'expiresAt'>;
}) {
  const expiry = invitationExpiryText(invitation, formatDateTime);
  return invitation.expired ? <Badge variant="warning">{expiry}</Badge> : expiry;
}
