import type { AdminReturn } from '@shop/contract/return-schemas';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_TEXT_MAX,
  adminReturnPath,
  adminReturnPhotoPath,
  returnAdminMessages as a,
  returnScreenMessages as s,
} from '@shop/contract/returns';
import { Check, FileText, PackageCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/form-field';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { firstMessages, numberOf, type FieldErrors } from '@/lib/form';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { ReturnPhotos } from '../../components/return-photos';
import { useDecideReturn } from '../api/admin-returns';

/**
 * A return in the admin's dialog (issue 42): who asked and when, each line with its reason; while
 * requested, how many of each to approve (all by default) and Approve, or Refuse with a reason.
 */
export function ReturnDecision({ request, onDone }: { request: AdminReturn; onDone: () => void }) {
  const { approve, receive, refuse } = useDecideReturn(request.id);
  const [restock, setRestock] = useState<Record<number, string>>({});
  const receiving = request.status === 'approved';
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const deciding = request.status === 'requested';
  const busy = approve.isPending || refuse.isPending || receive.isPending;
  // The receipt names the lines with units approved, in order: a refusal's index is among those.
  const receivedIndex = (lineId: number) =>
    request.lines.filter((line) => (line.approvedQuantity ?? 0) > 0).findIndex((line) => line.id === lineId);
  const failed = (error: unknown) => {
    setProblem(getServerMessage(error) ?? a.decisionFailed);
    setFieldErrors(isApiError(error, 400) ? firstMessages(error.body?.fieldErrors ?? {}) : {});
  };

  const approveNow = () => {
    setProblem(null);
    setFieldErrors({});
    approve.mutate(
      {
        lines: request.lines.map((line) => ({
          lineId: line.id,
          quantity: numberOf(quantities[line.id] ?? String(line.quantity)),
        })),
      },
      {
        onSuccess: (decided) => {
          toast({ title: a.approved(decided.rmaNumber ?? '') });
          onDone();
        },
        onError: failed,
      },
    );
  };

  const receiveNow = () => {
    setProblem(null);
    setFieldErrors({});
    receive.mutate(
      {
        lines: request.lines
          .filter((line) => (line.approvedQuantity ?? 0) > 0)
          .map((line) => ({ lineId: line.id, restock: numberOf(restock[line.id] ?? '0') })),
      },
      {
        onSuccess: (received) => {
          toast({ title: a.receivedToast(received.creditNoteNumber) });
          onDone();
        },
        onError: failed,
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <DialogTitle>{a.dialogTitle(request.orderNumber)}</DialogTitle>
        <DialogDescription>
          {a.dialogDescription(request.requestedBy ?? a.deletedAccount, formatDateTime(request.createdAt))}
        </DialogDescription>
      </div>
      <p className="text-sm">
        <span className="font-medium">{RETURN_STATUS_LABELS[request.status]}</span>
        {request.rmaNumber && <span className="font-mono"> · {request.rmaNumber}</span>}
        {request.refusalReason && <span> · {request.refusalReason}</span>}
      </p>
      <ul className="grid gap-3">
        {request.lines.map((line, index) => (
          <li key={line.id} className="grid gap-2 rounded-lg border p-3 text-sm">
            <p>
              <span className="font-medium">
                {s.lineText(line.productName, line.quantity, line.approvedQuantity)}
              </span>
              <span className="block text-muted-foreground">
                {RETURN_REASON_LABELS[line.reason]}
                {line.reasonText ? `: ${line.reasonText}` : ''}
              </span>
            </p>
            {line.restocked !== null && line.writtenOff !== null && (
              <p className="text-muted-foreground">{a.receivedLine(line.restocked, line.writtenOff)}</p>
            )}
            {receiving && (line.approvedQuantity ?? 0) > 0 && (
              <InputField
                name={`restock-${line.id}`}
                label={a.restockLabel(line.productName, line.approvedQuantity ?? 0)}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.approvedQuantity ?? 0}
                step={1}
                value={restock[line.id] ?? '0'}
                onValueChange={(value) => setRestock({ ...restock, [line.id]: value })}
                error={fieldErrors[`lines.${receivedIndex(line.id)}.restock`]}
              />
            )}
            {deciding && (
              <InputField
                name={`approve-${line.id}`}
                label={a.approveLabel(line.productName, line.quantity)}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.quantity}
                step={1}
                value={quantities[line.id] ?? String(line.quantity)}
                onValueChange={(value) => setQuantities({ ...quantities, [line.id]: value })}
                error={fieldErrors[`lines.${index}.quantity`]}
              />
            )}
          </li>
        ))}
      </ul>
      <ReturnPhotos photos={request.photos} src={(photoId) => adminReturnPhotoPath(request.id, photoId)} />
      {problem && <Alert variant="destructive">{problem}</Alert>}
      {request.creditNoteNumber && (
        <a
          href={adminReturnPath(request.id, 'credit-note.pdf')}
          download={`${request.creditNoteNumber}.pdf`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <FileText aria-hidden="true" />
          {s.downloadCreditNote(request.creditNoteNumber)}
        </a>
      )}
      {receiving && (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{a.receiveHint}</p>
          <div className="flex justify-end">
            <Button
              disabled={busy}
              busy={receive.isPending}
              icon={<PackageCheck aria-hidden="true" />}
              onClick={receiveNow}
            >
              {a.receive}
            </Button>
          </div>
        </div>
      )}
      {deciding && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <ReasonDialog
            trigger={
              <Button
                variant="outline-destructive"
                disabled={busy}
                busy={refuse.isPending}
                icon={<X aria-hidden="true" />}
              >
                {a.refuse}
              </Button>
            }
            title={a.refuseTitle}
            description={a.refuseDescription}
            label={a.refuseLabel}
            confirmLabel={a.refuse}
            maxLength={RETURN_TEXT_MAX}
            onConfirm={(reason) =>
              refuse.mutate(reason, {
                onSuccess: () => {
                  toast({ title: a.refusedToast });
                  onDone();
                },
                onError: failed,
              })
            }
          />
          <Button
            disabled={busy}
            busy={approve.isPending}
            icon={<Check aria-hidden="true" />}
            onClick={approveNow}
          >
            {a.approve}
          </Button>
        </div>
      )}
    </div>
  );
}
