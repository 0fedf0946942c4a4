import { adminRenewalDocumentPath, licenceMessages as m, RENEWAL_REASON_MAX } from '@shop/contract/licence';
import type { RenewalForReview } from '@shop/contract/licence-schemas';
import { FileText, IdCard, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ListEmpty, ListLoading } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { formatDateTime } from '@/lib/format';
import { useApproveRenewal, useRejectRenewal, useRenewalsForReview } from '../api/licence-renewals';
import { ApproveButton } from './approve-button';
import { RegistryAnswer } from './registry-answer';

/**
 * The licence renewals doctors sent (issue 20), in the Doctor Registrations tab under the new
 * registrations: each with the licence as it is and as renewed and its document; approving makes the
 * renewed licence the doctor's, rejecting asks the reason the doctor is told.
 */
export function LicenceRenewals() {
  const renewals = useRenewalsForReview();
  const id = useId();
  let content;
  if (renewals.isPending) content = <ListLoading label="Loading license renewals" />;
  else if (renewals.isError) {
    content = <LoadError title={m.reviewLoadFailed} size="block" onRetry={() => void renewals.refetch()} />;
  } else if (renewals.data.renewals.length === 0) content = <ListEmpty icon={IdCard} text={m.reviewEmpty} />;
  else {
    content = (
      <ul className="grid gap-4 lg:grid-cols-2">
        {renewals.data.renewals.map((renewal) => (
          <li key={renewal.id}>
            <RenewalCard renewal={renewal} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold">
        {m.reviewTitle}
      </h2>
      {content}
    </section>
  );
}

function RenewalCard({ renewal }: { renewal: RenewalForReview }) {
  const approve = useApproveRenewal();
  const reject = useRejectRenewal();
  const busy = approve.isPending || reject.isPending;
  return (
    <article aria-label={renewal.fullName} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <div>
        <h3 className="font-semibold">{renewal.fullName}</h3>
        <p className="text-sm text-muted-foreground">{renewal.email}</p>
      </div>
      <ul className="grid gap-1 text-sm">
        <li className="text-muted-foreground">
          {m.currentLicence(renewal.currentLicenseNumber, renewal.currentExpiryDate)}
        </li>
        <li className="font-medium">{m.renewedLicence(renewal.licenseNumber, renewal.expiryDate)}</li>
        <li className="text-muted-foreground">{formatDateTime(renewal.submittedAt)}</li>
      </ul>
      <a
        className="inline-flex items-center gap-2 justify-self-start text-sm underline underline-offset-4"
        href={adminRenewalDocumentPath(renewal.id)}
        target="_blank"
        rel="noopener"
      >
        <FileText aria-hidden="true" className="size-4" />
        {m.viewDocument}
        <span className="sr-only"> ({renewal.documentName})</span>
      </a>
      <RegistryAnswer
        check={renewal.registry}
        licence={{
          fullName: renewal.fullName,
          licenseNumber: renewal.licenseNumber,
          jurisdiction: renewal.provinceState,
          expiryDate: renewal.expiryDate,
        }}
      />
      <div className="flex flex-wrap gap-2">
        <ApproveButton
          name={renewal.fullName}
          registry={renewal.registry}
          disabled={busy}
          busy={approve.isPending}
          onApprove={(reason) => approve.mutate({ id: renewal.id, reason })}
        >
          {m.approveRenewal}
        </ApproveButton>
        <RejectRenewalDialog
          renewal={renewal}
          disabled={busy}
          busy={reject.isPending}
          onReject={(reason) => reject.mutate({ id: renewal.id, reason })}
        />
      </div>
    </article>
  );
}

function RejectRenewalDialog({
  renewal,
  disabled,
  busy,
  onReject,
}: {
  renewal: RenewalForReview;
  disabled: boolean;
  busy: boolean;
  onReject: (reason: string) => void;
}) {
  return (
    <ReasonDialog
      trigger={
        <Button variant="outline-destructive" disabled={disabled} busy={busy} icon={<X aria-hidden="true" />}>
          {m.rejectRenewal}
        </Button>
      }
      title={m.rejectRenewalTitle(renewal.fullName)}
      description={m.rejectRenewalDescription}
      label={m.rejectReasonLabel}
      confirmLabel={m.rejectRenewal}
      maxLength={RENEWAL_REASON_MAX}
      onConfirm={onReject}
    />
  );
}
