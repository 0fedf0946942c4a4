import { todayIso } from '@shop/contract/auth-schemas';
import { FormField, TextField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import type { FieldErrors } from '@/lib/form';

/**
 * A new account's fields as the registration asks for them, read on submit and named as the API
 * takes them: the registration form and an invitation's acceptance (issue 39) share them.
 */

/** The account's password and its confirmation (`password`, `confirmPassword`). */
export function AccountPasswordFields({ errors }: { errors: FieldErrors }) {
  return (
    <>
      <FormField name="password" label="Password" hint="At least 8 characters." error={errors.password}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <FormField name="confirmPassword" label="Confirm Password" error={errors.confirmPassword}>
        {(control) => (
          <PasswordInput {...control} subject="password confirmation" autoComplete="new-password" />
        )}
      </FormField>
    </>
  );
}

/** The licence: its number, the college that issued it, the province or state, its expiry date. */
export function LicenceFields({ errors }: { errors: FieldErrors }) {
  return (
    <>
      <TextField
        name="licenseNumber"
        label="License Number"
        error={errors.licenseNumber}
        autoComplete="off"
      />
      <TextField name="collegeName" label="College Name" error={errors.collegeName} />
      <TextField
        name="provinceState"
        label="Province/State"
        optional
        error={errors.provinceState}
        autoComplete="address-level1"
      />
      <TextField
        name="licenseExpiryDate"
        label="License Expiry Date"
        error={errors.licenseExpiryDate}
        type="date"
        min={todayIso()}
      />
    </>
  );
}
