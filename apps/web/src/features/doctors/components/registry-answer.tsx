import { REGISTER_FIELD_LABELS, licenceRegistryMessages as m } from '@shop/contract/licence-registry';
import type { RegistryCheck } from '@shop/contract/licence-registry-schemas';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateOnly, formatDateTime } from '@/lib/format';
import { useCheckRegistry } from '../api/check-registry';
import { RegistryResultBadge } from './registry-result-badge';

/** The licence as the doctor gave it, beside the register's answer. */
export interface RegisteredLicence {
  fullName: string;
  licenseNumber: string | null;
  jurisdiction: string | null;
  expiryDate: string | null;
}

const dash = (value: string | null) => value ?? '—';

/**
 * What the licence register said of a licence (issue 43), on a registration's or a renewal's card:
 * the result, when it was asked, and each field as the doctor registered it beside the register's.
 * Nothing when the register was never asked (the shop has none). `userId` offers Check register, for
 * an answer that is not a match yet.
 */
export function RegistryAnswer({
  check,
  licence,
  userId,
}: {
  check: RegistryCheck | null;
  licence: RegisteredLicence;
  userId?: number;
}) {
  const titleId = useId();
  const recheck = useCheckRegistry();
  if (!check) return null;
  const { entry } = check;
  const rows: [string, string, string][] = entry
    ? [
        [REGISTER_FIELD_LABELS.name, licence.fullName, entry.name],
        [REGISTER_FIELD_LABELS.number, dash(licence.licenseNumber), entry.number],
        [REGISTER_FIELD_LABELS.jurisdiction, dash(licence.jurisdiction), entry.jurisdiction],
        [
          REGISTER_FIELD_LABELS.expiresOn,
          licence.expiryDate ? formatDateOnly(licence.expiryDate) : '—',
          formatDateOnly(entry.expiresOn),
        ],
        [REGISTER_FIELD_LABELS.status, '', entry.status],
      ]
    : [];
  return (
    <section aria-labelledby={titleId} className="grid gap-2 rounded-lg border bg-muted/40 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="text-sm font-semibold">
          {m.sectionTitle}
        </h4>
        <div className="flex flex-wrap items-center gap-2">
          <RegistryResultBadge result={check.result} />
          <span className="text-xs text-muted-foreground">
            {m.checkedOn(formatDateTime(check.checkedAt))}
          </span>
        </div>
      </div>
      {entry ? (
        <table className="w-full text-left text-xs">
          <thead>
            <tr className="text-muted-foreground">
              <th scope="col" className="py-1 pr-2 font-medium">
                <span className="sr-only">Field</span>
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {m.doctorHeading}
              </th>
              <th scope="col" className="py-1 font-medium">
                {m.registerHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, registered, register]) => (
              <tr key={label} className="border-t align-top">
                <th scope="row" className="py-1 pr-2 font-medium text-muted-foreground">
                  {label}
                </th>
                <td className="py-1 pr-2 break-words">{registered}</td>
                <td className="py-1 break-words">{register}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-xs text-muted-foreground">
          {check.result === 'unavailable' ? m.registerNoAnswer : m.registerHoldsNone}
        </p>
      )}
      {userId !== undefined && check.result !== 'match' && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          icon={<RefreshCw aria-hidden="true" />}
          busy={recheck.isPending}
          disabled={recheck.isPending}
          onClick={() => recheck.mutate(userId)}
        >
          {m.checkRegister}
        </Button>
      )}
    </section>
  );
}
