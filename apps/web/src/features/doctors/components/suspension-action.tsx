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

/** What the suspension control needs of a doctor: a listed one, or a prescriber the register held. */
type SuspendableDoctor = Pick<AdminDoctor, 'id' | 'fullName' | 'status'>;

/**
 * A listed doctor's suspension control (issue 20): Suspend for an active account, asking the reason
 * the doctor will be told at sign-in; Reinstate for a suspended one. Nothing for a rejected
 * registration, which has no account.
 */
export function SuspensionAction({
  doctor,
  onDecided,
}: {
  doctor: SuspendableDoctor;
  /** The admin confirmed: the doctor may leave a list that shows only active accounts. */
  onDecided?: () => void;
}) {
  if (doctor.status === 'approved') return <SuspendDialog doctor={doctor} onDecided={onDecided} />;
  if (doctor.status === 'suspended') return <ReinstateDialog doctor={doctor} />;
  return null;
}

/**
 * What the two dialogs share, told apart by the account's state: the button that opens the dialog
 * (busy while its call runs), the title and the description.
 */
function suspensionDialog(doctor: SuspendableDoctor, pending: boolean) {
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

function SuspendDialog({
  doctor,
  onDecided,
}: {
  doctor: SuspendableDoctor;
  onDecided?: (() => void) | undefined;
}) {
  const suspend = useSuspendDoctor();
  return (
    <ReasonDialog
      {...suspensionDialog(doctor, suspend.isPending)}
      label={m.suspendReasonLabel}
      confirmLabel={m.suspendConfirm}
      maxLength={SUSPEND_REASON_MAX}
      onConfirm={(reason) => {
        onDecided?.();
        suspend.mutate({ id: doctor.id, reason });
      }}
    />
  );
}

function ReinstateDialog({ doctor }: { doctor: SuspendableDoctor }) {
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
