import { passwordMessages } from '@shop/contract/messages';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import type { FieldErrors } from '@/lib/form';

/** A new password and its confirmation, named as the API takes them (`password`, `confirmPassword`). */
export function NewPasswordFields({ errors }: { errors: FieldErrors }) {
  return (
    <>
      <FormField
        name="password"
        label={passwordMessages.newPassword}
        hint="At least 8 characters."
        error={errors.password}
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <FormField
        name="confirmPassword"
        label={passwordMessages.confirmNewPassword}
        error={errors.confirmPassword}
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
    </>
  );
}
