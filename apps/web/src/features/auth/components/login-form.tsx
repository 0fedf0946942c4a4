import { LoginBody } from '@shop/contract/auth-schemas';
import type { SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, TextField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { firstMessages, parseForm } from '@/lib/form';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useLogin } from '../api/login';

type LoginFormProps = {
  defaultEmail: string;
};

/** The sign-in view (docs/product.md, Registration and sign-in); useLogin toasts the outcome. */
export function LoginForm({ defaultEmail }: LoginFormProps) {
  const login = useLogin();
  const { errors, setErrors, formProps } = useFieldErrors();

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = parseForm(form, LoginBody, setErrors);
    if (!body) return;
    login.mutate(body, {
      onError: (error) => {
        const serverFieldErrors = isApiError(error, 400) ? error.body?.fieldErrors : undefined;
        if (serverFieldErrors) setErrors(firstMessages(serverFieldErrors));
      },
    });
  }

  return (
    <form {...formProps} onSubmit={handleSubmit} className="grid gap-5">
      <TextField
        name="email"
        label="Email"
        error={errors.email}
        type="email"
        autoComplete="email"
        defaultValue={defaultEmail}
      />
      <FormField name="password" label="Password" error={errors.password}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" />}
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending} busy={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
