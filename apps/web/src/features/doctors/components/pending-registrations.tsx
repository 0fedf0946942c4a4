import { adminMessages } from '@shop/contract/admin-messages';
import { Inbox } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { FocusHeading } from '@/components/ui/focus-heading';
import { ListEmpty, ListLoading } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { useFocusAfterLeave } from '@/lib/use-focus-after-leave';
import { useApproveUser } from '../api/approve-user';
import { usePendingUsers } from '../api/get-pending-users';
import { useRejectUser } from '../api/reject-user';
import { LicenceRenewals } from './licence-renewals';
import { RegistrationCard } from './registration-card';

/**
 * The dashboard's Doctor Registrations tab (docs/product.md, Registration and sign-in), and the
 * licence renewals waiting for review (issue 20).
 */
export function PendingRegistrations() {
  // A decided registration's card leaves with its buttons: the focus goes to the next card, or to
  // this heading once none is left.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <FocusHeading level={2} ref={heading} className="mb-1 text-lg font-semibold">
        Pending doctor registrations
      </FocusHeading>
      <p className="mb-5 text-sm text-muted-foreground">
        Check each applicant’s license details before approving; approved doctors can place orders.
      </p>
      <RegistrationList heading={heading} />
      <LicenceRenewals />
    </>
  );
}

function RegistrationList({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const pending = usePendingUsers();
  const approve = useApproveUser();
  const reject = useRejectUser();
  const busy = approve.isPending || reject.isPending;
  const { listRef, willLeave } = useFocusAfterLeave<HTMLUListElement>(
    pending.data?.map((registration) => registration.id),
    heading,
  );

  if (pending.isPending) {
    return <ListLoading label="Loading pending registrations" />;
  }

  if (pending.isError) {
    return (
      <LoadError
        title={adminMessages.pendingLoadFailed}
        size="block"
        onRetry={() => void pending.refetch()}
      />
    );
  }

  if (pending.data.length === 0) {
    return <ListEmpty icon={Inbox} text={adminMessages.noPendingRegistrations} />;
  }

  const actionFor = (id: number) => {
    if (approve.isPending && approve.variables.id === id) return 'approve';
    if (reject.isPending && reject.variables === id) return 'reject';
    return null;
  };

  return (
    <ul ref={listRef} className="grid gap-4 lg:grid-cols-2">
      {pending.data.map((registration) => (
        <li key={registration.id}>
          <RegistrationCard
            registration={registration}
            busy={busy}
            pendingAction={actionFor(registration.id)}
            onApprove={(reason) => {
              willLeave(registration.id);
              approve.mutate({ id: registration.id, reason });
            }}
            onReject={() => {
              willLeave(registration.id);
              reject.mutate(registration.id);
            }}
            // The dialog closes before the card leaves: the heading holds the focus meanwhile.
            focusAfterReject={() => heading.current?.focus()}
          />
        </li>
      ))}
    </ul>
  );
}
