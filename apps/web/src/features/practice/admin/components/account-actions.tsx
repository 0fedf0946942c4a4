import {
  ACCOUNT_PAYMENT_METHODS,
  NET_DAYS_MAX,
  NET_DAYS_MIN,
  PAYMENT_REFERENCE_MAX,
  accountPaymentMethodNames,
  creditMessages,
} from '@shop/contract/credit';
import type { AccountBalance } from '@shop/contract/credit-schemas';
import { Banknote, X } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { EditDialogButton, FormDialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { ChoiceField, InputField } from '@/components/ui/form-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useRecordPayment, useSetPaymentTerms, useWithdrawPaymentTerms } from '../api/practice-account';
import {
  emptyPayment,
  placePartErrors,
  termsValuesFrom,
  validatePayment,
  validateTerms,
  type PayableInvoice,
  type PaymentFormValues,
} from '../practice-account-form';
import { ApplyChoice } from './payment-parts';
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
  const form = useCheckedForm(() => termsValuesFrom(terms), validateTerms);
  const save = useSetPaymentTerms(practice.id);
  return (
    <DialogForm
      {...form.sendingDialog(save, onDone)}
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
  const form = useCheckedForm(() => emptyPayment(today), validate);
  return (
    <DialogForm
      {...form.sendingDialog(record, onDone, {
        place: (errors, body) => placePartErrors(errors, body.allocations ?? []),
      })}
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
