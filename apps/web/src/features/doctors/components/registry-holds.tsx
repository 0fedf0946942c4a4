import { licenceRegistryMessages as m, REGISTRY_REASON_MAX } from '@shop/contract/licence-registry';
import type { RegistryHold } from '@shop/contract/licence-registry-schemas';
import { LockOpen } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { formatDateOnly, formatDateTime } from '@/lib/format';
import { useFocusAfterLeave } from '@/lib/use-focus-after-leave';
import { useRegistryHolds } from '../api/get-registry-holds';
import { useReinstateRegistryHold } from '../api/reinstate-registry-hold';
import { RegistryResultBadge } from './registry-result-badge';
import { SuspensionAction } from './suspension-action';

/**
 * The Doctors tab's register holds (issue 43, docs/decisions/059): the prescribers whose
 * prescription-only ordering the nightly check held, oldest first, each with what the register
 * says; the admin lifts the hold with a reason, or suspends the account. Shown only while there are
 * holds. A prescriber decided leaves the list: the focus goes to the next one, or to `fallback`
 * (the doctors' list heading) when none is left.
 */
export function RegistryHolds({ fallback }: { fallback: RefObject<HTMLElement | null> }) {
  const holds = useRegistryHolds();
  const id = useId();
  const { listRef, willLeave } = useFocusAfterLeave<HTMLUListElement>(
    holds.data?.holds.map((hold) => hold.userId),
    fallback,
  );
  if (holds.isError && !holds.data) {
    return <LoadError title={m.holdsLoadFailed} size="block" onRetry={() => void holds.refetch()} />;
  }
  if (!holds.data || holds.data.holds.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {m.holdsTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{m.holdsIntro}</p>
      <ul ref={listRef} className="grid gap-4 lg:grid-cols-2">
        {holds.data.holds.map((hold) => (
          <li key={hold.userId}>
            <HoldCard hold={hold} onLeave={() => willLeave(hold.userId)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HoldCard({ hold, onLeave }: { hold: RegistryHold; onLeave: () => void }) {
  const reinstate = useReinstateRegistryHold();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      tabIndex={-1}
      data-focus-item
      className="grid h-full content-start gap-3 rounded-xl border bg-card p-5 shadow-sm outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div>
        <h3 id={titleId} className="font-semibold">
          {hold.fullName}
        </h3>
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{hold.email}</p>
      </div>
      <ul className="grid gap-1 text-sm">
        <li>{m.heldLicence(hold.licenseNumber, hold.provinceState)}</li>
        <li>
          <RegistryResultBadge result={hold.result} />
        </li>
        <li className="text-muted-foreground">{m.heldSince(formatDateTime(hold.since))}</li>
        {hold.entry && (
          <li className="text-muted-foreground">
            {m.registerEntry(hold.entry.name, formatDateOnly(hold.entry.expiresOn))}
          </li>
        )}
      </ul>
      <div className="flex flex-wrap gap-2">
        <ReasonDialog
          trigger={
            <Button
              size="sm"
              variant="outline"
              aria-label={m.liftHoldNamed(hold.fullName)}
              disabled={reinstate.isPending}
              busy={reinstate.isPending}
              icon={<LockOpen aria-hidden="true" />}
            >
              {m.liftHold}
            </Button>
          }
          title={m.liftHoldTitle(hold.fullName)}
          description={m.liftHoldDescription}
          label={m.liftHoldReasonLabel}
          confirmLabel={m.liftHold}
          maxLength={REGISTRY_REASON_MAX}
          confirmVariant="default"
          onConfirm={(reason) => {
            onLeave();
            reinstate.mutate({ userId: hold.userId, reason });
          }}
        />
        {/* The holds list active accounts only: a held prescriber is approved, and leaves once suspended. */}
        <SuspensionAction
          doctor={{ id: hold.userId, fullName: hold.fullName, status: 'approved' }}
          onDecided={onLeave}
        />
      </div>
    </article>
  );
}
