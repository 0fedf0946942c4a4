import { RegisterBody } from '@shop/contract/auth-schemas';
import { authMessages } from '@shop/contract/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PracticeAddressFields } from '@/components/practice-address-fields';
import { AccountPasswordFields, LicenceFields } from '@/components/registration-fields';
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
        <AccountPasswordFields errors={errors} />
      </div>

      <fieldset className="grid gap-5 border-t pt-5">
        <legend className="float-left mb-1 text-sm font-semibold text-muted-foreground">
          Professional details
        </legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <LicenceFields errors={errors} />
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
