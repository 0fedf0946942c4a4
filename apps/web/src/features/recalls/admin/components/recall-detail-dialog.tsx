import {
  adminRecallCsvPath,
  RECALL_ACTION_LABELS,
  RECALL_CLASS_LABELS,
  recallMessages as m,
  recallTitle,
} from '@shop/contract/recall';
import type { RecallClinic, RecallDetail } from '@shop/contract/recall-schemas';
import { useQuery } from '@tanstack/react-query';
import { ShieldOff } from 'lucide-react';
import { useRef } from 'react';
import { DownloadLink } from '@/components/ui/download-link';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { DialogTableSection } from '@/components/ui/detail-dialog';
import { DialogHeader } from '@/components/ui/dialog';
import { DialogQueryBody } from '@/components/ui/list-states';
import { formatDateOnly, formatDateTime } from '@/lib/format';
import { getRecallQueryOptions } from '../api/get-recalls';
import { useCloseRecall } from '../api/recall-writes';
import { RecallStatusBadge } from './recall-status-badge';

/**
 * One recall (issue 20), the Recalls tab's row dialog: its lots and the held units they took off the
 * shelf, why, what clinics are asked to do, who opened (and closed) it, and every clinic that
 * received the lots with its orders, its e-mail and its acknowledgement; the CSV of those clinics,
 * and Close recall while it is open.
 */
export function RecallDetailContent({ recallId }: { recallId: number }) {
  const recall = useQuery(getRecallQueryOptions(recallId));
  const data = recall.data;

  return (
    <>
      <DialogHeader
        title={data?.title ?? recallTitle(recallId)}
        description={data ? data.productName : m.loadingDetail}
      />
      <DialogQueryBody query={recall} errorTitle={m.detailLoadFailed} loadingLabel={m.loadingDetail}>
        {(read) => <RecallFacts recall={read} />}
      </DialogQueryBody>
    </>
  );
}

const who = (name: string | null) => name ?? m.deletedAdmin;

function RecallFacts({ recall }: { recall: RecallDetail }) {
  const close = useCloseRecall();
  // After Close recall its button is gone: focus goes to the CSV link beside it.
  const exportRef = useRef<HTMLAnchorElement>(null);
  const facts = [
    [m.recallClass, RECALL_CLASS_LABELS[recall.recallClass]],
    [m.action, RECALL_ACTION_LABELS[recall.action]],
    [m.reason, recall.reason],
  ] as const;

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <RecallStatusBadge status={recall.status} />
        <div className="ml-auto flex flex-wrap gap-2">
          <DownloadLink ref={exportRef} href={adminRecallCsvPath(recall.id)}>
            {m.exportCsv}
          </DownloadLink>
          {recall.status === 'open' && (
            <ConfirmButton
              label={m.close}
              accessibleName={m.close}
              icon={<ShieldOff aria-hidden="true" />}
              pending={close.isPending}
              size="default"
              title={m.close}
              subject={recall.title}
              text={m.closeConfirm}
              confirmLabel={m.close}
              onConfirm={() => close.mutateAsync(recall.id)}
              focusAfter={() => exportRef.current?.focus()}
            />
          )}
        </div>
      </div>

      <dl className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className="text-sm break-words whitespace-pre-wrap">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-1 text-sm text-muted-foreground">
        <p>{m.openedBy(who(recall.openedBy), formatDateTime(recall.openedAt))}</p>
        {recall.closedAt && <p>{m.closedBy(who(recall.closedBy), formatDateTime(recall.closedAt))}</p>}
      </div>

      <DialogTableSection
        title={m.lots}
        columns={[m.lot, m.expiryDate, m.quarantined]}
        numeric={[m.quarantined]}
        minWidth="min-w-[28rem]"
        rows={recall.lots}
        rowKey={(lot) => lot.lotNumber}
      >
        {(lot) => (
          <>
            <th scope="row" className="px-3 py-2 font-medium">
              {lot.lotNumber}
            </th>
            <td className="px-3 py-2 whitespace-nowrap">{formatDateOnly(lot.expiryDate)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{lot.quarantined.toLocaleString('en-US')}</td>
          </>
        )}
      </DialogTableSection>

      <DialogTableSection
        title={m.affectedClinics}
        columns={[m.clinic, m.doctor, m.orders, m.quantity, m.emailSent, m.acknowledged, m.unitsOnHandColumn]}
        numeric={[m.quantity, m.unitsOnHandColumn]}
        minWidth="min-w-[58rem]"
        alignTop
        rows={recall.clinics}
        rowKey={(clinic) => clinic.userId ?? `email:${clinic.email}`}
        empty={m.noAffectedClinics}
      >
        {(clinic) => <ClinicCells clinic={clinic} />}
      </DialogTableSection>
    </>
  );
}

function ClinicCells({ clinic }: { clinic: RecallClinic }) {
  return (
    <>
      <th scope="row" className="px-3 py-2 font-medium">
        {clinic.clinicName ?? clinic.doctorName}
      </th>
      <td className="px-3 py-2">
        {clinic.doctorName}
        <span className="block text-xs break-all text-muted-foreground">{clinic.email}</span>
      </td>
      <td className="px-3 py-2">
        <ul className="grid gap-0.5">
          {clinic.lines.map((line, index) => (
            <li key={index} className="whitespace-nowrap tabular-nums">
              {m.orderLine(line.orderNumber, line.lotNumber, line.quantity)}
            </li>
          ))}
        </ul>
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{clinic.quantity.toLocaleString('en-US')}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {clinic.emailSentAt ? (
          formatDateTime(clinic.emailSentAt)
        ) : (
          <span className="text-muted-foreground">{m.emailQueued}</span>
        )}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        {clinic.acknowledgedAt ? (
          formatDateTime(clinic.acknowledgedAt)
        ) : (
          <span className="text-muted-foreground">{m.notAcknowledged}</span>
        )}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">
        {clinic.unitsOnHand !== null ? (
          clinic.unitsOnHand.toLocaleString('en-US')
        ) : clinic.acknowledgedAt ? (
          <span className="text-muted-foreground">{m.unitsOnHandNotGiven}</span>
        ) : null}
      </td>
    </>
  );
}
