import {
  ACCOUNT_PAYMENT_METHODS,
  NET_DAYS_MAX,
  NET_DAYS_MIN,
  PAYMENT_REFERENCE_MAX,
  accountPaymentMethodNames,
  creditMessages,
} from '@shop/contract/credit';
import type { AccountBalance } from '@shop/contract/credit-schemas';
import { fromCents } from '@shop/contract/money';
import { Banknote, X } from 'lucide-react';
import { useCallback, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { EditDialogButton, FormDialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { ChoiceField, FieldError, InputField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioCard } from '@/components/ui/radio-card';
import type { FieldErrors } from '@/lib/form';
import { formatDateOnly, formatPrice } from '@/lib/format';
import { useCheckedForm, type FormCheck } from '@/lib/use-checked-form';
import { useRecordPayment, useSetPaymentTerms, useWithdrawPaymentTerms } from '../api/practice-account';
import {
  emptyPayment,
  partField,
  partsSummary,
  placePartErrors,
  proposedParts,
  termsValuesFrom,
  validatePayment,
  validateTerms,
  type PayableInvoice,
  type PaymentFormValues,
} from '../practice-account-form';
import { termsButtonText } from '../../account-format';

const a = creditMessages.account;

/** The practice whose account it is: its id for the calls, its name for the dialogs' titles. */
export type AccountPractice = { id: number; name: string };

/**
 * The account's buttons: Set terms (Change terms once it has some), Record payment, and Withdraw
 * terms, asked first. Each dialog's form checks its fields by the contract before it is sent, and a
 * 400's field messages go on their fields.
 */
export function AccountActions({
  practice,
  account,
}: {
  practice: AccountPractice;
  account: AccountBalance;
}) {
  const { terms } = account;
  const withdraw = useWithdrawPaymentTerms(practice.id);
  const row = useRef<HTMLDivElement>(null);
  const label = termsButtonText(terms);
  return (
    <div ref={row} className="flex flex-wrap gap-2">
      <EditDialogButton label={label} accessibleName={label}>
        {(close) => <TermsForm practice={practice} terms={terms} onDone={close} />}
      </EditDialogButton>
      <FormDialog
        trigger={
          <Button size="sm" variant="outline" icon={<Banknote aria-hidden="true" />}>
            {a.recordPayment}
          </Button>
        }
      >
        {(close) => (
          <PaymentForm
            practice={practice}
            openInvoices={account.openInvoices}
            today={account.asOf}
            onDone={close}
          />
        )}
      </FormDialog>
      {terms && (
        <ConfirmButton
          label={a.withdrawTerms}
          accessibleName={a.withdrawTerms}
          icon={<X aria-hidden="true" />}
          pending={withdraw.isPending}
          title={a.withdrawTitle(practice.name)}
          text={a.withdrawText}
          confirmLabel={a.withdrawTerms}
          pendingLabel={a.withdrawing}
          onConfirm={() => withdraw.mutateAsync()}
          // Withdrawn, this button is gone: focus goes to the first of the row, now Set terms.
          focusAfter={() => row.current?.querySelector('button')?.focus()}
        />
      )}
    </div>
  );
}

type SaveHandlers = { onSuccess: () => void; onError: (error: unknown) => void };

/**
 * A dialog's checked form whose valid body goes to `save` (one of the account's calls): the dialog
 * closes once it is saved; a 400's field messages go on their fields and it stays open. Spread the
 * answer on the DialogForm.
 */
function useSavingForm<Values, Body>(
  initial: () => Values,
  validate: (values: Values) => FormCheck<Body>,
  save: { isPending: boolean; mutate: (body: Body, handlers: SaveHandlers) => void },
  onDone: () => void,
  /** Where a 400's messages go, from the body sent: by default on the fields they name. */
  place?: (errors: FieldErrors, body: Body) => FieldErrors,
) {
  const form = useCheckedForm(initial, validate);
  const onSubmit = form.submitWith(save.isPending, (body) =>
    save.mutate(body, {
      onSuccess: onDone,
      onError: (error) => form.showServerErrors(error, place && ((errors) => place(errors, body))),
    }),
  );
  return { form, dialog: { form, busy: save.isPending, onSubmit } };
}

/** An amount typed in dollars and cents ("5000", "250.00"), which the contract reads. */
function AmountField(props: {
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return <InputField {...props} inputMode="decimal" autoComplete="off" className="tabular-nums" required />;
}

function TermsForm({
  practice,
  terms,
  onDone,
}: {
  practice: AccountPractice;
  terms: AccountBalance['terms'];
  onDone: () => void;
}) {
  const save = useSetPaymentTerms(practice.id);
  const { form, dialog } = useSavingForm(() => termsValuesFrom(terms), validateTerms, save, onDone);
  return (
    <DialogForm
      {...dialog}
      title={a.termsTitle(practice.name)}
      description={a.termsDescription}
      submitLabel={a.saveTerms}
    >
      <InputField
        {...form.text('netDays')}
        label={a.netDaysLabel}
        hint={a.netDaysHint}
        type="number"
        inputMode="numeric"
        min={NET_DAYS_MIN}
        max={NET_DAYS_MAX}
        step={1}
        autoComplete="off"
        required
      />
      <AmountField {...form.text('creditLimit')} label={a.creditLimitLabel} hint={a.creditLimitHint} />
    </DialogForm>
  );
}

/**
 * A payment received: the server pays the open invoices with it oldest first, or the parts the admin
 * types per invoice. Its date is the shop's today unless changed, and never after it.
 */
function PaymentForm({
  practice,
  openInvoices,
  today,
  onDone,
}: {
  practice: AccountPractice;
  openInvoices: readonly PayableInvoice[];
  today: string;
  onDone: () => void;
}) {
  const record = useRecordPayment(practice.id);
  const validate = useCallback(
    (values: PaymentFormValues) => validatePayment(values, openInvoices, today),
    [openInvoices, today],
  );
  const { form, dialog } = useSavingForm(
    () => emptyPayment(today),
    validate,
    record,
    onDone,
    (errors, body) => placePartErrors(errors, body.allocations ?? []),
  );
  return (
    <DialogForm
      {...dialog}
      title={a.paymentTitle(practice.name)}
      description={a.paymentDescription}
      submitLabel={a.recordPayment}
    >
      <AmountField {...form.text('amount')} label={a.amountLabel} />
      <InputField {...form.text('receivedOn')} label={a.receivedOnLabel} type="date" max={today} required />
      <ChoiceField
        {...form.choice('method', ACCOUNT_PAYMENT_METHODS, accountPaymentMethodNames, '')}
        label={a.methodLabel}
        placeholder={a.chooseMethod}
        required
      />
      <InputField
        {...form.text('reference')}
        label={a.referenceLabel}
        hint={a.referenceHint}
        maxLength={PAYMENT_REFERENCE_MAX}
        autoComplete="off"
        spellCheck={false}
        optional
      />
      {openInvoices.length > 0 && (
        <ApplyChoice
          values={form.values}
          errors={form.errors}
          openInvoices={openInvoices}
          onChange={form.change}
        />
      )}
    </DialogForm>
  );
}

/**
 * What the payment pays: the open invoices oldest first, or the invoices the admin chooses, each
 * with its amount (proposed oldest first when the choice opens, to adjust), and what that allocates
 * and leaves as credit.
 */
function ApplyChoice({
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
