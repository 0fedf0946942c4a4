import { doctorsMessages as m, SUSPEND_REASON_MAX, type AdminDoctor } from '@shop/contract/admin-doctors';
import { Ban, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { ActionDialog } from '@/components/ui/action-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useReinstateDoctor, useSuspendDoctor } from '../api/suspension';

/**
 * A listed doctor's suspension control (issue 20): Suspend for an active account, asking the reason
 * the doctor will be told at sign-in; Reinstate for a suspended one. Nothing for a rejected
 * registration, which has no account.
 */
export function SuspensionAction({ doctor }: { doctor: AdminDoctor }) {
  if (doctor.status === 'approved') return <SuspendDialog doctor={doctor} />;
  if (doctor.status === 'suspended') return <ReinstateDialog doctor={doctor} />;
  return null;
}

function SuspendDialog({ doctor }: { doctor: AdminDoctor }) {
  const suspend = useSuspendDoctor();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const trimmed = reason.trim();
  return (
    <ActionDialog
      trigger={
        <Button
          size="sm"
          variant="outline-destructive"
          disabled={suspend.isPending}
          aria-label={m.suspendNamed(doctor.fullName)}
        >
          {suspend.isPending ? <Spinner /> : <Ban aria-hidden="true" />}
          {m.suspend}
        </Button>
      }
      title={m.suspendTitle(doctor.fullName)}
      description={m.suspendDescription}
      onOpen={() => setReason('')}
      onSubmit={(close) => {
        if (!trimmed) return;
        suspend.mutate({ id: doctor.id, reason: trimmed });
        close();
      }}
      submit={
        <Button type="submit" variant="destructive" disabled={trimmed === ''}>
          {m.suspendConfirm}
        </Button>
      }
    >
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>{m.suspendReasonLabel}</Label>
        <Textarea
          id={reasonId}
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={SUSPEND_REASON_MAX}
          rows={3}
          required
        />
      </div>
    </ActionDialog>
  );
}

function ReinstateDialog({ doctor }: { doctor: AdminDoctor }) {
  const reinstate = useReinstateDoctor();
  return (
    <ActionDialog
      trigger={
        <Button
          size="sm"
          variant="outline"
          disabled={reinstate.isPending}
          aria-label={m.reinstateNamed(doctor.fullName)}
        >
          {reinstate.isPending ? <Spinner /> : <RotateCcw aria-hidden="true" />}
          {m.reinstate}
        </Button>
      }
      title={m.reinstateTitle(doctor.fullName)}
      description={m.reinstateDescription}
      onOpen={() => undefined}
      onSubmit={(close) => {
        reinstate.mutate(doctor.id);
        close();
      }}
      submit={<Button type="submit">{m.reinstateConfirm}</Button>}
    >
      {null}
    </ActionDialog>
  );
}
