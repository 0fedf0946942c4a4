import { PRACTICE_ROLES, practiceRoleHints, practiceRoleNames } from '@shop/contract/practice-messages';
import type { PracticeMember } from '@shop/contract/practice-schemas';
import { Save, Send } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { DialogForm } from '@/components/ui/dialog-form';
import { ChoiceField, InputField } from '@/components/ui/form-field';
import { SwitchField } from '@/components/ui/switch-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useInviteMember, useUpdateMember } from '../api/practice-writes';
import {
  emptyInvite,
  INVITE_FIELDS,
  MEMBER_FIELDS,
  memberChanges,
  memberValuesFrom,
  refusalText,
  validateInvite,
  validateMember,
} from '../practice-form';
import { practiceScreenMessages as s } from '../practice-screen-messages';

type RoleBinding = {
  name: string;
  error: string | undefined;
  value: string;
  options: string[];
  optionLabel: (option: string) => string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
};

/** The role select, the chosen role's hint under it (what that role may do). */
function RoleField(binding: RoleBinding) {
  const role = PRACTICE_ROLES.find((option) => option === binding.value);
  return (
    <ChoiceField
      {...binding}
      label={s.role}
      placeholder={s.chooseRole}
      hint={role && practiceRoleHints[role]}
      required
    />
  );
}

/** The monthly limit, an amount or blank for none. */
function LimitField(binding: {
  name: string;
  error: string | undefined;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <InputField
      {...binding}
      label={s.monthlyLimit}
      hint={s.monthlyLimitHint}
      inputMode="decimal"
      autoComplete="off"
      className="tabular-nums"
      optional
    />
  );
}

/**
 * What a dialog says above its fields when the server refused (refusalText), cleared at each Submit;
 * the refusal's field messages go under their fields. `onError` is the call's.
 */
function useRefusal(
  form: { showServerErrors: (error: unknown) => void },
  fields: readonly string[],
  fallback: string,
) {
  const [failure, setFailure] = useState<string | null>(null);
  return {
    alert: failure && <Alert variant="destructive">{failure}</Alert>,
    clear: () => setFailure(null),
    onError: (error: unknown) => {
      form.showServerErrors(error);
      setFailure(refusalText(error, fields, fallback));
    },
  };
}

/**
 * "Invite member": an e-mail address, the role and a monthly limit, checked by the contract's
 * InvitationBody. The server's field messages go under their fields, a 409's message (the address
 * has an account, or an open invitation) above them; once sent the dialog closes (the toast names
 * the address).
 */
export function InviteForm({ onDone }: { onDone: () => void }) {
  const form = useCheckedForm(emptyInvite, validateInvite);
  const invite = useInviteMember();
  const refusal = useRefusal(form, INVITE_FIELDS, s.inviteFailed);
  const submit = form.submitWith(invite.isPending, (body) => {
    refusal.clear();
    invite.mutate(body, { onSuccess: onDone, onError: refusal.onError });
  });

  return (
    <DialogForm
      title={s.inviteTitle}
      description={s.inviteDescription}
      form={form}
      busy={invite.isPending}
      onSubmit={submit}
      submitLabel={s.sendInvitation}
      submitIcon={<Send aria-hidden="true" />}
    >
      {refusal.alert}
      <InputField
        {...form.text('email')}
        label={s.email}
        type="email"
        autoComplete="off"
        spellCheck={false}
        required
      />
      <RoleField {...form.choice('role', PRACTICE_ROLES, practiceRoleNames, '')} />
      <LimitField {...form.text('monthlyLimit')} />
    </DialogForm>
  );
}

/**
 * A member's Edit: their role, monthly limit (blank: none) and, for a buyer, whether they see only
 * their own orders. Only what changed is sent (nothing changed: the dialog just closes); a refusal's
 * field message goes under its field (a buyer made prescriber: on the role), a 409's above them.
 */
export function MemberForm({ member, onDone }: { member: PracticeMember; onDone: () => void }) {
  const form = useCheckedForm(() => memberValuesFrom(member), validateMember);
  const update = useUpdateMember();
  const refusal = useRefusal(form, MEMBER_FIELDS, s.saveFailed);
  const submit = form.submitWith(update.isPending, (checked) => {
    refusal.clear();
    const patch = memberChanges(checked, member);
    if (Object.keys(patch).length === 0) {
      onDone();
      return;
    }
    update.mutate({ id: member.id, patch }, { onSuccess: onDone, onError: refusal.onError });
  });

  return (
    <DialogForm
      title={s.editOf(member.fullName)}
      description={s.editDescription}
      form={form}
      busy={update.isPending}
      onSubmit={submit}
      submitLabel={s.saveMember}
      submitIcon={<Save aria-hidden="true" />}
    >
      {refusal.alert}
      <RoleField {...form.choice('role', PRACTICE_ROLES, practiceRoleNames, '')} />
      <LimitField {...form.text('monthlyLimit')} />
      {form.values.role === 'buyer' && (
        <SwitchField {...form.toggle('ownOrdersOnly')} label={s.ownOrdersOnly} hint={s.ownOrdersOnlyHint} />
      )}
    </DialogForm>
  );
}
