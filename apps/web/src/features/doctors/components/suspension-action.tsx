import {
  doctorsMessages as m,
  SUSPEND_REASON_MAX,
  type AdminDoctor,
} from '@shop/contract/admin-doctor-schemas';
import { Ban, RotateCcw } from 'lucide-react';
import { ActionDialog } from '@/components/ui/action-dialog';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
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

/**
 * What the two dialogs share, told apart by the account's state: the button that opens the dialog
 * (busy while its call runs), the title and the description.
 */
function suspensionDialog(doctor: AdminDoctor, pending: boolean) {
  const suspended = doctor.status === 'suspended';
  return {
    trigger: (
      <Button
        size="sm"
        variant={suspended ? 'outline' : 'outline-destructive'}
        disabled={pending}
        aria-label={suspended ? m.reinstateNamed(doctor.fullName) : m.suspendNamed(doctor.fullName)}
        busy={pending}
        icon={suspended ? <RotateCcw aria-hidden="true" /> : <Ban aria-hidden="true" />}
      >
        {suspended ? m.reinstate : m.suspend}
      </Button>
    ),
    title: suspended ? m.reinstateTitle(doctor.fullName) : m.suspendTitle(doctor.fullName),
    description: suspended ? m.reinstateDescription : m.suspendDescription,
  };
}

function SuspendDialog({ doctor }: { doctor: AdminDoctor }) {
  const suspend = useSuspendDoctor();
  return (
    <ReasonDialog
      {...suspensionDialog(doctor, suspend.isPending)}
      label={m.suspendReasonLabel}
      confirmLabel={m.suspendConfirm}
      maxLength={SUSPEND_REASON_MAX}
      onConfirm={(reason) => suspend.mutate({ id: doctor.id, reason })}
    />
  );
}

function ReinstateDialog({ doctor }: { doctor: AdminDoctor }) {
  const reinstate = useReinstateDoctor();
  return (
    <ActionDialog
      {...suspensionDialog(doctor, reinstate.isPending)}
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
