import { practiceRoleNames } from '@shop/contract/practice-messages';
import type { PracticeInvitation } from '@shop/contract/practice-schemas';
import { MailX } from 'lucide-react';
import { ListTable } from '@/components/ui/paged-list';
import { formatDateTime } from '@/lib/format';
import { useRevokeInvitation } from '../api/practice-writes';
import { practiceScreenMessages as s } from '../practice-screen-messages';
import { InvitationExpiry, RowActionButton } from './practice-cells';

function InvitationRow({ invitation, onRevoked }: { invitation: PracticeInvitation; onRevoked: () => void }) {
  const revoke = useRevokeInvitation();
  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-medium [overflow-wrap:anywhere]">
        {invitation.email}
      </th>
      <td className="px-4 py-3">{practiceRoleNames[invitation.role]}</td>
      <td className="px-4 py-3">{formatDateTime(invitation.createdAt)}</td>
      <td className="px-4 py-3">
        <InvitationExpiry invitation={invitation} />
      </td>
      <td className="px-4 py-3">
        <RowActionButton
          words={s.revoke}
          name={invitation.email}
          icon={<MailX aria-hidden="true" />}
          pending={revoke.isPending}
          onConfirm={() => revoke.mutateAsync(invitation.id)}
          focusAfter={onRevoked}
        />
      </td>
    </tr>
  );
}

/** The invitations not yet accepted: the address, role, when sent and when the link stops working, and Revoke (asked first). */
export function InvitationsTable({
  invitations,
  busy,
  onRevoked,
}: {
  invitations: readonly PracticeInvitation[];
  busy: boolean;
  onRevoked: () => void;
}) {
  return (
    <ListTable
      caption={s.invitations.caption}
      columns={s.invitations.columns}
      busy={busy}
      minWidth="min-w-[44rem]"
    >
      <tbody className="divide-y">
        {invitations.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} onRevoked={onRevoked} />
        ))}
      </tbody>
    </ListTable>
  );
}
