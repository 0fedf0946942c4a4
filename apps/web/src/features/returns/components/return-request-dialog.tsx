import type { ReturnableLine, ReturnRequestBody } from '@shop/contract/return-schemas';
import { ReturnRequestBody as ReturnRequestSchema } from '@shop/contract/return-schemas';
import {
  RETURN_REASON_LABELS,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  RETURN_TEXT_MAX,
  SHOP_FAULT_REASONS,
  returnMessages as m,
  returnScreenMessages as s,
  type ReturnReason,
} from '@shop/contract/returns';
import { Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ActionDialog } from '@/components/ui/action-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { errorsFromIssues, firstMessages, numberOf, type FieldErrors } from '@/lib/form';
import { toast } from '@/lib/use-toast';
import { useAddReturnPhotos, useRequestReturn } from '../api/returns';

/** A line of the order as the dialog edits it: the quantity as typed, the reason chosen, its words. */
type Row = { quantity: string; reason: ReturnReason | ''; reasonText: string };
const blankRow: Row = { quantity: '0', reason: '', reasonText: '' };

/** The messages of a refused request, by the line of the order and the field ('quantity', 'reason', …). */
type LineErrors = Record<number, Partial<Record<keyof Row | 'itemId', string>>>;

/**
 * Field messages keyed `lines.{index}.{field}` (the contract's and the server's), put back on the
 * line of the order the index stood for in the request.
 */
function lineErrorsOf(errors: FieldErrors, sent: readonly number[]) {
  const byLine: LineErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const [, index, field] = /^lines\.(\d+)\.(\w+)$/.exec(path) ?? [];
    const itemId = sent[Number(index)];
    if (itemId === undefined || !field || !message) continue;
    byLine[itemId] = { ...byLine[itemId], [field]: message };
  }
  return byLine;
}

/**
 * Return items (issue 42): how many of each line of a delivered order, and why; a refrigerated or
 * prescription-only line offers only the shop's-fault reasons. The contract checks the request
 * before it is sent and the server again; each refusal shows on its line.
 */
export function ReturnRequestDialog({
  orderId,
  lines,
}: {
  orderId: number;
  lines: readonly ReturnableLine[];
}) {
  const request = useRequestReturn(orderId);
  const addPhotos = useAddReturnPhotos(orderId);
  const [photos, setPhotos] = useState<File[]>([]);
  const photosId = useId();
  const [rows, setRows] = useState<Record<number, Row>>({});
  const [errors, setErrors] = useState<LineErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const linesRef = useRef<HTMLUListElement>(null);
  const rowOf = (itemId: number) => rows[itemId] ?? blankRow;
  // A refusal's first field to fix takes the focus once its message is on screen.
  useEffect(() => {
    linesRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const change = (itemId: number, next: Partial<Row>) =>
    setRows({ ...rows, [itemId]: { ...rowOf(itemId), ...next } });

  const oversized = photos.find((file) => file.size > RETURN_PHOTO_MAX_BYTES);
  const photoProblem =
    photos.length > RETURN_PHOTOS_MAX ? m.tooManyPhotos : oversized ? m.photoTooLarge(oversized.name) : null;

  const send = (close: () => void) => {
    if (photoProblem) {
      setProblem(photoProblem);
      return;
    }
    const chosen = lines.filter((line) => rowOf(line.itemId).quantity.trim() !== '0');
    const sent = chosen.map((line) => line.itemId);
    const body: ReturnRequestBody = {
      lines: chosen.map((line) => {
        const row = rowOf(line.itemId);
        return {
          itemId: line.itemId,
          quantity: numberOf(row.quantity),
          reason: row.reason as ReturnReason,
          // The words go only with Other: typed, then another reason chosen, they are not sent.
          ...(row.reason === 'other' && row.reasonText.trim() ? { reasonText: row.reasonText } : {}),
        };
      }),
    };
    const checked = ReturnRequestSchema.safeParse(body);
    if (!checked.success) {
      setErrors(lineErrorsOf(errorsFromIssues(checked.error.issues), sent));
      setProblem(chosen.length === 0 ? m.linesRequired : null);
      return;
    }
    setErrors({});
    setProblem(null);
    request.mutate(body, {
      onSuccess: (created) => {
        toast({ title: s.sent, description: s.sentText });
        close();
        if (photos.length === 0) return;
        addPhotos.mutate(
          { returnId: created.id, files: photos },
          {
            onError: (error) =>
              toast({ variant: 'destructive', title: s.photosFailed, description: getServerMessage(error) }),
          },
        );
      },
      onError: (error) => {
        setErrors(
          isApiError(error, 400) ? lineErrorsOf(firstMessages(error.body?.fieldErrors ?? {}), sent) : {},
        );
        setProblem(getServerMessage(error) ?? s.failed);
      },
    });
  };

  return (
    <ActionDialog
      trigger={
        <Button variant="outline" icon={<Undo2 aria-hidden="true" />}>
          {s.ask}
        </Button>
      }
      title={s.dialogTitle}
      description={s.dialogDescription}
      onOpen={() => {
        setPhotos([]);
        setRows({});
        setErrors({});
        setProblem(null);
      }}
      onSubmit={send}
      submit={
        <Button type="submit" busy={request.isPending} icon={<Undo2 aria-hidden="true" />}>
          {s.send}
        </Button>
      }
    >
      <ul ref={linesRef} className="grid max-h-[55vh] gap-3 overflow-y-auto">
        {lines.map((line) => {
          const row = rowOf(line.itemId);
          const lineErrors = errors[line.itemId] ?? {};
          const reasons = line.shopFaultOnly ? SHOP_FAULT_REASONS : RETURN_REASONS;
          return (
            <li key={line.itemId} className="grid gap-2 rounded-lg border p-3">
              <p className="text-sm font-medium">{line.productName}</p>
              {line.left === 0 ? (
                <p className="text-sm text-muted-foreground">{s.noneLeft}</p>
              ) : (
                <div className="grid gap-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
                  <InputField
                    name={`quantity-${line.itemId}`}
                    label={s.quantityLabel(line.productName)}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={line.left}
                    step={1}
                    value={row.quantity}
                    onValueChange={(quantity) => change(line.itemId, { quantity })}
                    error={lineErrors.quantity ?? lineErrors.itemId}
                  />
                  <SelectField
                    name={`reason-${line.itemId}`}
                    label={s.reasonLabel(line.productName)}
                    value={row.reason}
                    onValueChange={(reason) => change(line.itemId, { reason: reason as ReturnReason })}
                    error={lineErrors.reason}
                    disabled={row.quantity.trim() === '0'}
                  >
                    <option value="">{m.reasonRequired}</option>
                    {reasons.map((reason) => (
                      <option key={reason} value={reason}>
                        {RETURN_REASON_LABELS[reason]}
                      </option>
                    ))}
                  </SelectField>
                </div>
              )}
              {row.reason === 'other' && (
                <InputField
                  name={`reason-text-${line.itemId}`}
                  label={s.reasonTextLabel(line.productName)}
                  value={row.reasonText}
                  onValueChange={(reasonText) => change(line.itemId, { reasonText })}
                  maxLength={RETURN_TEXT_MAX}
                  required
                  error={lineErrors.reasonText}
                />
              )}
            </li>
          );
        })}
      </ul>
      <div className="grid gap-1.5">
        <Label htmlFor={photosId}>{s.photosLabel}</Label>
        <Input
          id={photosId}
          name="photos"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          aria-describedby={`${photosId}-hint`}
          onChange={(event) => {
            setPhotos(Array.from(event.target.files ?? []));
            setProblem(null);
          }}
        />
        <p id={`${photosId}-hint`} className="text-xs text-muted-foreground">
          {s.photosHint}
        </p>
      </div>
      {problem && <Alert variant="destructive">{problem}</Alert>}
    </ActionDialog>
  );
}
