import type { AdminDoctor } from '@shop/contract/admin-doctor-schemas';
import { todayIso } from '@shop/contract/auth-schemas';
import { chargesAdminMessages } from '@shop/contract/charges-messages';
import { EXEMPTION_NUMBER_MAX } from '@shop/contract/charges-schemas';
import { ReceiptText, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { InputField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { formatDateOnly } from '@/lib/format';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useRemoveTaxExemption, useSetTaxExemption } from '../api/tax-exemption';
import { validateExemption } from '../tax-exemption-form';

const m = chargesAdminMessages.exemption;

/** A listed doctor's exemption: its certificate and expiry (past it, said so), or none. */
export function TaxExemptionSummary({ exemption }: { exemption: AdminDoctor['taxExemption'] }) {
  if (!exemption) return <span className="text-muted-foreground">{m.none}</span>;
  const expired = exemption.expiresOn < todayIso();
  const date = formatDateOnly(exemption.expiresOn);
  return (
    <span className={cn('text-sm', expired && 'text-destructive')}>
      {expired
        ? m.expiredSummary(exemption.certificateNumber, date)
        : m.summary(exemption.certificateNumber, date)}
    </span>
  );
}

/**
 * A listed doctor's tax exemption (issue 37; docs/product.md, Shipping and taxes): set or change it
 * in a dialog (the certificate's number and expiry date, checked by the contract's
 * TaxExemptionInput), and remove it after asking. Only for an account: a rejected registration has
 * none.
 */
export function TaxExemptionAction({ doctor }: { doctor: AdminDoctor }) {
  const remove = useRemoveTaxExemption();
  const setButton = useRef<HTMLButtonElement>(null);
  if (doctor.status === 'rejected') return null;
  return (
    <>
      <FormDialog
        trigger={
          <Button
            ref={setButton}
            size="sm"
            variant="outline"
            aria-label={m.setOf(doctor.fullName)}
            icon={<ReceiptText aria-hidden="true" />}
          >
            {doctor.taxExemption ? m.change : m.set}
          </Button>
        }
      >
        {(close) => <TaxExemptionForm doctor={doctor} onDone={close} />}
      </FormDialog>
      {doctor.taxExemption && (
        <ConfirmButton
          label={m.remove}
          accessibleName={m.removeOf(doctor.fullName)}
          icon={<X aria-hidden="true" />}
          pending={remove.isPending}
          title={m.removeOf(doctor.fullName)}
          subject={doctor.taxExemption.certificateNumber}
          text={m.removeText}
          confirmLabel={m.remove}
          onConfirm={() => remove.mutateAsync(doctor.id)}
          focusAfter={() => setButton.current?.focus()}
        />
      )}
    </>
  );
}

function TaxExemptionForm({ doctor, onDone }: { doctor: AdminDoctor; onDone: () => void }) {
  const form = useCheckedForm(
    () => ({
      certificateNumber: doctor.taxExemption?.certificateNumber ?? '',
      expiresOn: doctor.taxExemption?.expiresOn ?? '',
    }),
    validateExemption,
  );
  const { text, sendingDialog } = form;
  const save = useSetTaxExemption();
  return (
    <DialogForm
      {...sendingDialog(save, onDone, { variables: (exemption) => ({ doctorId: doctor.id, exemption }) })}
      title={m.setOf(doctor.fullName)}
      description={m.description}
      submitLabel={m.save}
    >
      <InputField
        {...text('certificateNumber')}
        label={m.certificateNumber}
        maxLength={EXEMPTION_NUMBER_MAX}
        autoComplete="off"
        required
      />
      <InputField {...text('expiresOn')} label={m.expiresOn} type="date" min={todayIso()} required />
    </DialogForm>
  );
}
