import { RegisterBody, todayIso } from '@shop/contract/auth-schemas';
import { authMessages } from '@shop/contract/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, TextField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { PracticeAddressFields } from '@/components/practice-address-fields';
import { isApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-field-errors';
import { useRegister } from '../api/register';

type RegisterFormProps = {
  /** Called with the registered email once the account exists (pending approval). */
  onRegistered: (email: string) => void;
};

/** The registration view with its rules and alerts (docs/product.md, Registration and sign-in). */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const register = useRegister();
  const { errors, failure, formProps } = useSchemaForm(RegisterBody, (body, { refuse }) =>
    register.mutate(body, {
      onSuccess: () => onRegistered(body.email),
      onError: (error) =>
        refuse(error, (serverMessage) =>
          isApiError(error)
            ? authMessages.registrationFailed(serverMessage ?? error.message)
            : authMessages.registrationNetworkError,
        ),
    }),
  );

  return (
    <form {...formProps} className="grid gap-5">
      {failure && <Alert variant="destructive">{failure}</Alert>}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="fullName" label="Full Name" error={errors.fullName} autoComplete="name" />
        <TextField name="email" label="Email" error={errors.email} type="email" autoComplete="email" />
        <FormField name="password" label="Password" hint="At least 8 characters." error={errors.password}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" />}
        </FormField>
        <FormField name="confirmPassword" label="Confirm Password" error={errors.confirmPassword}>
          {(control) => (
            <PasswordInput {...control} subject="password confirmation" autoComplete="new-password" />
          )}
        </FormField>
      </div>

      <fieldset className="grid gap-5 border-t pt-5">
        <legend className="float-left mb-1 text-sm font-semibold text-muted-foreground">
          Professional details
        </legend>
        <div className="grid gap-5 sm:grid-cols-2">
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
          <TextField
            name="practiceName"
            label="Practice Name"
            optional
            error={errors.practiceName}
            autoComplete="organization"
          />
        </div>
      </fieldset>

      {/* The practice address in parts (issue 38); the request's practiceAddress is composed from them. */}
      <fieldset className="grid gap-5 border-t pt-5">
        <legend className="float-left mb-1 text-sm font-semibold text-muted-foreground">
          Practice address
        </legend>
        <PracticeAddressFields errors={errors} />
      </fieldset>

      <Button type="submit" size="lg" disabled={register.isPending} busy={register.isPending}>
        {register.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
