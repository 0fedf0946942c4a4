import type { AccountDetails } from '@shop/contract/account-schemas';
import { EXPERIENCE_OPTIONS, SPECIALTIES } from '@shop/contract/support-fields';
import { referralFieldMessages, referralMessages } from '@shop/contract/support-messages';
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { ChoiceField, FormField, TextField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { getServerMessage } from '@/lib/api-client';
import { useSubmitReferral } from '../api/submit-referral';
import { SupportFormSubmit } from './honeypot-field';
import { useSupportForm } from './use-support-form';

type Outcome = { kind: 'submitted' } | { kind: 'failed'; message: string };

/** What a signed-in doctor's account already says, to start the form with. */
export type ReferralDefaults = Partial<
  Record<'firstName' | 'lastName' | 'email' | 'licenseNumber' | 'clinicName' | 'address' | 'state', string>
>;

/** A doctor's account as the form's starting values: "Dr. Lena Fischer" is Lena, Fischer. */
export function referralDefaultsOf(account: AccountDetails): ReferralDefaults {
  const words = account.fullName
    .replace(/^dr\.?\s+/i, '')
    .trim()
    .split(/\s+/);
  const lastName = words.length > 1 ? words.pop() : undefined;
  return {
    firstName: words.join(' '),
    ...(lastName ? { lastName } : {}),
    email: account.email,
    ...(account.licenseNumber ? { licenseNumber: account.licenseNumber } : {}),
    ...(account.practiceName ? { clinicName: account.practiceName } : {}),
    ...(account.practiceAddress ? { address: account.practiceAddress } : {}),
    ...(account.provinceState ? { state: account.provinceState } : {}),
  };
}

/** The fields the specification requires; any of them empty puts its sentence above the form. */
const REQUIRED = ['firstName', 'lastName', 'email', 'phone', 'clinicName', 'specialty', 'licenseNumber'];

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t pt-5 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="float-left mb-1 text-sm font-semibold text-muted-foreground">{legend}</legend>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The referral application (docs/product.md, Newsletter, contact and referrals): the required
 * fields carry an asterisk; specialty and experience come from the fixed option lists (support-fields.ts). Success empties the form; a
 * failure keeps it as it was.
 */
export function ReferralForm({ defaults = {} }: { defaults?: ReferralDefaults }) {
  const submit = useSubmitReferral();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const { errors, formProps } = useSupportForm({
    schema: (schemas) => schemas.ReferralApplicationBody,
    send: submit,
    onStart: () => setOutcome(null),
    onSent: (form) => {
      form.reset();
      setOutcome({ kind: 'submitted' });
      // The person's place was the submit button at the bottom; the outcome is at the top.
      requestAnimationFrame(() => outcomeRef.current?.focus());
    },
    onFailed: (error) =>
      setOutcome({
        kind: 'failed',
        message: referralMessages.submitFailed(
          getServerMessage(error) ?? (error instanceof Error ? error.message : String(error)),
        ),
      }),
  });

  const requiredMissing = REQUIRED.some((field) => errors[field] !== undefined);
  // A text field: its asterisk if required, its message, and the account's value to start with.
  const text = (name: string, label: string, input: ComponentProps<'input'> = {}) => (
    <TextField
      name={name}
      label={label}
      required={REQUIRED.includes(name)}
      error={errors[name]}
      defaultValue={(defaults as Partial<Record<string, string>>)[name]}
      {...input}
    />
  );

  return (
    <form {...formProps} className="relative grid gap-6">
      <div ref={outcomeRef} tabIndex={-1} className="focus:outline-none empty:hidden">
        {outcome?.kind === 'submitted' && <Alert>{referralMessages.submitted}</Alert>}
        {outcome?.kind === 'failed' && <Alert variant="destructive">{outcome.message}</Alert>}
        {requiredMissing && <Alert variant="destructive">{referralFieldMessages.requiredFields}</Alert>}
      </div>
      <p className="text-sm text-muted-foreground">{referralMessages.requiredNote}</p>

      <Section legend="Your details">
        {text('firstName', 'First Name', { autoComplete: 'given-name' })}
        {text('lastName', 'Last Name', { autoComplete: 'family-name' })}
        {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        {text('licenseNumber', 'License Number', { autoComplete: 'off' })}
        <ChoiceField
          name="specialty"
          label="Specialty"
          required
          error={errors.specialty}
          defaultValue=""
          placeholder="Select a specialty"
          options={SPECIALTIES}
        />
        <ChoiceField
          name="yearsOfExperience"
          label="Years of Experience"
          error={errors.yearsOfExperience}
          defaultValue=""
          placeholder="Select experience"
          options={EXPERIENCE_OPTIONS}
          optionLabel={(years) => `${years} years`}
        />
      </Section>

      <Section legend="Clinic">
        <div className="sm:col-span-2">
          {text('clinicName', 'Clinic Name', { autoComplete: 'organization' })}
        </div>
        <div className="sm:col-span-2">{text('address', 'Address', { autoComplete: 'street-address' })}</div>
        {text('city', 'City', { autoComplete: 'address-level2' })}
        {text('state', 'State', { autoComplete: 'address-level1' })}
        {text('zipCode', 'ZIP Code', { autoComplete: 'postal-code' })}
      </Section>

      <Section legend="Referral">
        {text('referredBy', 'Referred By')}
        {text('referrerContact', 'Referrer Contact')}
        <div className="sm:col-span-2">
          <FormField name="additionalNotes" label="Additional Notes" error={errors.additionalNotes}>
            {(control) => <Textarea {...control} rows={4} />}
          </FormField>
        </div>
      </Section>

      <SupportFormSubmit pending={submit.isPending}>
        {submit.isPending ? referralMessages.submitting : referralMessages.submit}
      </SupportFormSubmit>
    </form>
  );
}
