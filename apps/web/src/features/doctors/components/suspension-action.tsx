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

function SuspendDialog({ doctor }: { doctor: AdminDoctor }) {
  const suspend = useSuspendDoctor();
  return (
    <ReasonDialog
      trigger={
        <Button
          size="sm"
          variant="outline-destructive"
          disabled={suspend.isPending}
          aria-label={m.suspendNamed(doctor.fullName)}
          busy={suspend.isPending}
          icon={<Ban aria-hidden="true" />}
        >
          {m.suspend}
        </Button>
      }
      title={m.suspendTitle(doctor.fullName)}
      description={m.suspendDescription}
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
      trigger={
        <Button
          size="sm"
          variant="outline"
          disabled={reinstate.isPending}
          aria-label={m.reinstateNamed(doctor.fullName)}
          busy={reinstate.isPending}
          icon={<RotateCcw aria-hidden="true" />}
        >
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
