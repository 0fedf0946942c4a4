import type { AdminDoctor } from '@shop/contract/admin-doctor-schemas';
import { licenceRegistryMessages as m } from '@shop/contract/licence-registry';
import { CalendarCheck, ScanSearch } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateOnly, formatDateTime } from '@/lib/format';
import { useAcceptRegistryExpiry } from '../api/accept-registry-expiry';
import { useCheckRegistry } from '../api/check-registry';
import { RegistryResultBadge } from './registry-result-badge';

/** A listed doctor's last word from the licence register (issue 43), under the licence number: its result and when. */
export function RegistryCheckSummary({ check }: { check: AdminDoctor['registry'] }) {
  if (!check) return null;
  return (
    <span className="mt-1 grid justify-items-start gap-0.5">
      <RegistryResultBadge result={check.result} />
      <span className="text-xs whitespace-nowrap text-muted-foreground">
        {m.checkedOn(formatDateTime(check.checkedAt))}
      </span>
    </span>
  );
}

/**
 * A listed doctor's register actions (issue 43): Check register looks the licence up now (the toast
 * names the answer), while the shop has a register; and when the register gives the licence another
 * expiry date, Use register's date makes it the licence's, asked first with both dates. Nothing for a
 * rejected registration or a doctor without a licence number. `fallback` (the list's heading) takes
 * the focus when the row leaves the list once the date is taken (a list filtered by the mismatch).
 */
export function RegistryCheckAction({
  doctor,
  hasRegister,
  fallback,
}: {
  doctor: AdminDoctor;
  hasRegister: boolean;
  fallback: RefObject<HTMLElement | null>;
}) {
  const check = useCheckRegistry();
  const accept = useAcceptRegistryExpiry();
  const checkButton = useRef<HTMLButtonElement>(null);
  if (doctor.status === 'rejected' || doctor.licenseNumber === null) return null;
  const registerExpiry =
    doctor.registry?.result === 'expiry-mismatch' ? doctor.registry.entry?.expiresOn : undefined;
  return (
    <>
      {hasRegister && (
        <Button
          ref={checkButton}
          size="sm"
          variant="outline"
          aria-label={m.checkRegisterNamed(doctor.fullName)}
          disabled={check.isPending}
          busy={check.isPending}
          icon={<ScanSearch aria-hidden="true" />}
          onClick={() => check.mutate(doctor.id)}
        >
          {m.checkRegister}
        </Button>
      )}
      {registerExpiry && (
        <ConfirmDialog
          trigger={
            <Button
              size="sm"
              variant="outline"
              aria-label={m.useRegisterExpiryNamed(doctor.fullName)}
              disabled={accept.isPending}
              busy={accept.isPending}
              icon={<CalendarCheck aria-hidden="true" />}
            >
              {m.useRegisterExpiry}
            </Button>
          }
          title={m.useRegisterExpiryTitle(doctor.fullName)}
          text={m.useRegisterExpiryText(
            doctor.licenseExpiryDate && formatDateOnly(doctor.licenseExpiryDate),
            formatDateOnly(registerExpiry),
          )}
          confirmLabel={m.useRegisterExpiry}
          onConfirm={() => accept.mutateAsync(doctor.id)}
          // The button leaves with the mismatch: the row's Check register takes the focus, or the
          // list's heading when the row has left too.
          focusAfter={() => (checkButton.current ?? fallback.current)?.focus()}
        />
      )}
    </>
  );
}
