import type { AdminReturn } from '@shop/contract/return-schemas';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_TEXT_MAX,
  returnAdminMessages as a,
  returnScreenMessages as s,
} from '@shop/contract/returns';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/form-field';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { firstMessages, numberOf, type FieldErrors } from '@/lib/form';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useDecideReturn } from '../api/admin-returns';

/**
 * A return in the admin's dialog (issue 42): who asked and when, each line with its reason; while
 * requested, how many of each to approve (all by default) and Approve, or Refuse with a reason.
 */
export function ReturnDecision({ request, onDone }: { request: AdminReturn; onDone: () => void }) {
  const { approve, refuse } = useDecideReturn(request.id);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const deciding = request.status === 'requested';
  const busy = approve.isPending || refuse.isPending;
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
      {problem && <Alert variant="destructive">{problem}</Alert>}
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
