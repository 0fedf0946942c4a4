import { DECLINE_REASON_MAX } from '@shop/contract/practice-messages';
import { X } from 'lucide-react';
import { DialogForm } from '@/components/ui/dialog-form';
import { TextareaField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useDeclineSignOff } from '../api/sign-off-decisions';
import { approvalsScreenMessages as s } from '../approvals-screen-messages';
import { emptyDecline, isReasonRefused, validateDecline } from '../sign-off-format';

type DeclineFormProps = {
  requestId: number;
  /** Who asked: the dialog names their order. */
  requesterName: string;
  /** Before the call: the card is about to leave the list. */
  onDeclining: () => void;
  onDone: () => void;
};

/**
 * Decline's dialog: why, checked by the contract's DeclineSignOffBody; the server's message for the
 * reason goes under it. Declined, or refused by the server for another cause (already decided, not
 * this member's to decide: its toast says so), the dialog closes; without an answer it stays open to
 * try again.
 */
export function DeclineForm({ requestId, requesterName, onDeclining, onDone }: DeclineFormProps) {
  const form = useCheckedForm(emptyDecline, validateDecline);
  const decline = useDeclineSignOff();
  const submit = form.submitWith(decline.isPending, (body) => {
    onDeclining();
    decline.mutate(
      { id: requestId, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isReasonRefused(error)) form.showServerErrors(error);
          else if (isApiError(error)) onDone();
        },
      },
    );
  });

  return (
    <DialogForm
      title={s.declineTitle(requesterName)}
      description={s.declineDescription}
      form={form}
      busy={decline.isPending}
      onSubmit={submit}
      submitLabel={s.confirmDecline}
      submitIcon={<X aria-hidden="true" />}
    >
      <TextareaField
        {...form.text('reason')}
        label={s.declineReasonLabel}
        rows={3}
        maxLength={DECLINE_REASON_MAX}
        required
      />
    </DialogForm>
  );
}
