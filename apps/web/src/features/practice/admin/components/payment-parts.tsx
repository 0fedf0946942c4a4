import { creditMessages } from '@shop/contract/credit';
import { fromCents } from '@shop/contract/money';
import { useId } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioCard } from '@/components/ui/radio-card';
import type { FieldErrors } from '@/lib/form';
import { formatDateOnly, formatPrice } from '@/lib/format';
import {
  partField,
  partsSummary,
  proposedParts,
  type PayableInvoice,
  type PaymentFormValues,
} from '../practice-account-form';

const a = creditMessages.account;

/**
 * What the payment pays: the open invoices oldest first, or the invoices the admin chooses, each
 * with its amount (proposed oldest first when the choice opens, to adjust), and what that allocates
 * and leaves as credit.
 */
export function ApplyChoice({
  values,
  errors,
  openInvoices,
  onChange,
}: {
  values: PaymentFormValues;
  errors: FieldErrors;
  openInvoices: readonly PayableInvoice[];
  onChange: (patch: Partial<PaymentFormValues>) => void;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  const summary = partsSummary(values, openInvoices);
  const choose = () => {
    const untouched = Object.values(values.parts).every((part) => part.trim() === '');
    onChange({
      apply: 'chosen',
      ...(untouched ? { parts: proposedParts(values.amount, openInvoices) } : {}),
    });
  };
  return (
    <fieldset className="grid gap-2" aria-describedby={errors.allocations ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{a.applyLegend}</legend>
      <RadioCard
        name={name}
        label={a.applyOldest}
        checked={values.apply === 'oldest'}
        onChoose={() => onChange({ apply: 'oldest' })}
      />
      <RadioCard
        name={name}
        label={a.applyChosen}
        hint={a.applyChosenHint}
        checked={values.apply === 'chosen'}
        onChoose={choose}
      />
      {values.apply === 'chosen' && (
        <div className="grid gap-2">
          <ul className="grid gap-2">
            {openInvoices.map((invoice) => (
              <PartRow
                key={invoice.invoiceId}
                invoice={invoice}
                value={values.parts[invoice.invoiceId] ?? ''}
                error={errors[partField(invoice.invoiceId)]}
                onValueChange={(part) => onChange({ parts: { ...values.parts, [invoice.invoiceId]: part } })}
              />
            ))}
          </ul>
          {summary && (
            <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
              {a.allocated} {formatPrice(fromCents(summary.allocatedCents))} · {a.leftAsCredit}{' '}
              {formatPrice(fromCents(summary.leftCents))}
            </p>
          )}
          <FieldError id={errorId} alert>
            {errors.allocations}
          </FieldError>
        </div>
      )}
    </fieldset>
  );
}

/** An open invoice the admin may pay: its number, due date and balance, and the amount to pay of it. */
function PartRow({
  invoice,
  value,
  error,
  onValueChange,
}: {
  invoice: PayableInvoice;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
}) {
  const id = useId();
  const factsId = `${id}-facts`;
  const errorId = `${id}-error`;
  return (
    <li className="grid gap-1">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium">
          {a.applyAmountLabel(invoice.invoiceNumber)}
        </label>
        <span id={factsId} className="text-muted-foreground tabular-nums">
          {a.dueOn} {formatDateOnly(invoice.dueOn)} · {a.invoiceBalance} {formatPrice(invoice.balance)}
        </span>
      </div>
      <Input
        id={id}
        name={partField(invoice.invoiceId)}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        inputMode="decimal"
        autoComplete="off"
        className="tabular-nums"
        aria-invalid={Boolean(error)}
        aria-describedby={[factsId, error ? errorId : ''].filter(Boolean).join(' ')}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </li>
  );
}
