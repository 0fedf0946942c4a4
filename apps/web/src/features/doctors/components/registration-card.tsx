import type { PendingUser } from '@shop/contract/admin-doctor-schemas';
import { adminMessages } from '@shop/contract/admin-messages';
import { Clock, X } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateOnly, formatDateTime } from '@/lib/format';
import { ApproveButton } from './approve-button';
import { RegistryAnswer } from './registry-answer';

const NOT_PROVIDED = 'Not provided';

type RegistrationCardProps = {
  registration: PendingUser;
  /** Any approval or rejection is in flight: both buttons wait. */
  busy: boolean;
  pendingAction: 'approve' | 'reject' | null;
  /** With the admin's reason when the licence register does not match the licence (issue 43). */
  onApprove: (reason?: string) => void;
  onReject: () => void;
  /** Where the focus goes once the rejection is confirmed: the card is about to leave the list. */
  focusAfterReject: () => void;
};

function Detail({ label, value, wide = false }: { label: string; value: string | null; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={value ? 'text-sm break-words' : 'text-sm text-muted-foreground italic'}>
        {value ?? NOT_PROVIDED}
      </dd>
    </div>
  );
}

export function RegistrationCard({
  registration,
  busy,
  pendingAction,
  onApprove,
  onReject,
  focusAfterReject,
}: RegistrationCardProps) {
  const titleId = useId();
  const r = registration;

  return (
    <Card className="flex h-full flex-col">
      {/* Focusable from script: it takes the focus when the card before it was decided. */}
      <article
        aria-labelledby={titleId}
        tabIndex={-1}
        data-focus-item
        className="flex h-full flex-col gap-4 rounded-xl p-5 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="text-lg font-semibold">
              {r.fullName}
            </h3>
            <p className="text-sm break-all text-muted-foreground">{r.email}</p>
          </div>
          <Badge variant="warning">
            <Clock aria-hidden="true" />
            {adminMessages.pendingApprovalBadge}
          </Badge>
        </header>

        <dl className="grid flex-1 gap-3 sm:grid-cols-2">
          <Detail label="License Number" value={r.licenseNumber} />
          <Detail label="License Expiry" value={r.licenseExpiryDate && formatDateOnly(r.licenseExpiryDate)} />
          <Detail label="College" value={r.collegeName} />
          <Detail label="Province/State" value={r.provinceState} />
          <Detail label="Practice Name" value={r.practiceName} />
          <Detail label="Registered" value={formatDateTime(r.createdAt)} />
          <Detail label="Practice Address" value={r.practiceAddress} wide />
        </dl>

        <RegistryAnswer
          check={r.registry}
          userId={r.id}
          licence={{
            fullName: r.fullName,
            licenseNumber: r.licenseNumber,
            jurisdiction: r.provinceState,
            expiryDate: r.licenseExpiryDate,
          }}
        />

        <div className="flex justify-end gap-2 border-t pt-4">
          <ConfirmDialog
            trigger={
              <Button
                variant="outline-destructive"
                disabled={busy}
                busy={pendingAction === 'reject'}
                icon={<X aria-hidden="true" />}
              >
                Reject
              </Button>
            }
            title={<>Reject {r.fullName}&rsquo;s registration?</>}
            text={`The registration is removed and ${r.email} is signed out. They can register again later.`}
            confirmLabel="Reject"
            onConfirm={onReject}
            focusAfter={focusAfterReject}
          />
          <ApproveButton
            name={r.fullName}
            registry={r.registry}
            disabled={busy}
            busy={pendingAction === 'approve'}
            onApprove={onApprove}
          />
        </div>
      </article>
    </Card>
  );
}
