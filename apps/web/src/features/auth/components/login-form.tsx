import { LoginBody } from '@shop/contract/auth-schemas';
import { passwordMessages } from '@shop/contract/messages';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, TextField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { firstMessages } from '@/lib/form';
import { useParsedForm } from '@/lib/use-field-errors';
import { useLogin } from '../api/login';

type LoginFormProps = {
  defaultEmail: string;
};

/** The sign-in view (docs/product.md, Registration and sign-in); useLogin toasts the outcome. */
export function LoginForm({ defaultEmail }: LoginFormProps) {
  const login = useLogin();
  const { errors, formProps } = useParsedForm(LoginBody, (body, { setErrors }) =>
    login.mutate(body, {
      onError: (error) => {
        const serverFieldErrors = isApiError(error, 400) ? error.body?.fieldErrors : undefined;
        if (serverFieldErrors) setErrors(firstMessages(serverFieldErrors));
      },
    }),
  );

  return (
    <form {...formProps} className="grid gap-5">
      <TextField
        name="email"
        label="Email"
        error={errors.email}
        type="email"
        autoComplete="email"
        defaultValue={defaultEmail}
      />
      <div className="grid gap-1.5">
        <FormField name="password" label="Password" error={errors.password}>
          {(control) => <PasswordInput {...control} autoComplete="current-password" />}
        </FormField>
        <Link
          to="/forgot-password"
          className="justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {passwordMessages.forgotLink}
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={login.isPending} busy={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
