import type { PracticeMember } from '@shop/contract/practice-schemas';
import { UserMinus } from 'lucide-react';
import { EditDialogButton } from '@/components/ui/dialog';
import { ListTable } from '@/components/ui/paged-list';
import { useRemoveMember } from '../api/practice-writes';
import { ownOrdersOnlyText } from '../practice-form';
import { practiceScreenMessages as s } from '../practice-screen-messages';
import { MemberForm } from './member-forms';
import { MemberCells, RowActionButton } from './practice-cells';

type MemberRowProps = {
  member: PracticeMember;
  /** The signed-in owner's own row: it cannot be removed from here. */
  isSelf: boolean;
  /** Where focus goes once a removed row has left. */
  onRemoved: () => void;
};

function MemberRow({ member, isSelf, onRemoved }: MemberRowProps) {
  const remove = useRemoveMember();
  return (
    <tr>
      <MemberCells member={member} />
      <td className="px-4 py-3">{ownOrdersOnlyText(member)}</td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          <EditDialogButton label={s.edit} accessibleName={s.editOf(member.fullName)}>
            {(close) => <MemberForm member={member} onDone={close} />}
          </EditDialogButton>
          {!isSelf && (
            <RowActionButton
              words={s.remove}
              name={member.fullName}
              icon={<UserMinus aria-hidden="true" />}
              pending={remove.isPending}
              onConfirm={() => remove.mutateAsync(member.id)}
              focusAfter={onRemoved}
            />
          )}
        </div>
      </td>
    </tr>
  );
}

/**
 * The owner's list of the practice's members: name, e-mail, role (and whether the shop still checks
 * their licence), monthly limit, what they spent this month, own orders only, and each row's Edit
 * (a dialog) and Remove (asked first), but the owner's own Remove.
 */
export function MembersTable({
  practiceName,
  members,
  accountId,
  busy,
  onRemoved,
}: {
  practiceName: string;
  members: readonly PracticeMember[];
  /** The signed-in owner's id, their own row's. */
  accountId: number;
  busy: boolean;
  onRemoved: () => void;
}) {
  return (
    <ListTable
      caption={s.members.caption(practiceName)}
      columns={s.members.columns}
      numeric={s.members.numeric}
      busy={busy}
      minWidth="min-w-[60rem]"
    >
      <tbody className="divide-y">
        {members.map((member) => (
          <MemberRow key={member.id} member={member} isSelf={member.id === accountId} onRemoved={onRemoved} />
        ))}
      </tbody>
    </ListTable>
  );
}
