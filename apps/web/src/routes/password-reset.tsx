import { PasswordResetBody, PasswordResetRequestBody } from '@shop/contract/auth-schemas';
import { passwordMessages as m } from '@shop/contract/messages';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { CardPage } from '@/components/ui/card-page';
import { TextField } from '@/components/ui/form-field';
import { useRequestPasswordReset, useResetPassword } from '@/features/auth/api/passwords';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { isApiError } from '@/lib/api-client';
import { useFragmentToken } from '@/lib/use-fragment-token';
import { useSchemaForm } from '@/lib/use-field-errors';

const NETWORK_FAILURE = 'Check your connection and try again.';

function BackToLogin() {
  return (
    <Button variant="link" className="justify-self-center" asChild>
      <Link to="/login">
        <ArrowLeft aria-hidden="true" />
        {m.backToLogin}
      </Link>
    </Button>
  );
}

/** /forgot-password: an e-mail address, and the same answer whether or not an account uses it. */
function ForgotPassword() {
  const request = useRequestPasswordReset();
  const { errors, failure, formProps } = useSchemaForm(PasswordResetRequestBody, (body, { refuse }) =>
    request.mutate(body, { onError: (error) => refuse(error, NETWORK_FAILURE) }),
  );

  return (
    <CardPage title={m.forgotTitle} description={m.forgotDescription}>
      {request.isSuccess ? (
        <Alert>{request.data.message}</Alert>
      ) : (
        <form {...formProps} className="grid gap-5">
          {failure && <Alert variant="destructive">{failure}</Alert>}
          <TextField name="email" label="Email" error={errors.email} type="email" autoComplete="email" />
          <Button type="submit" size="lg" disabled={request.isPending} busy={request.isPending}>
            {request.isPending ? m.sendingLink : m.sendLink}
          </Button>
        </form>
      )}
      <BackToLogin />
    </CardPage>
  );
}

/**
 * /reset-password#TOKEN, the e-mailed link: the token is read from the fragment (never sent to the
 * server with the page) and taken out of the address bar at once.
 */
function ResetPassword() {
  const token = useFragmentToken();
  const reset = useResetPassword(token);
  const [linkRefused, setLinkRefused] = useState(false);
  const { errors, failure, formProps } = useSchemaForm(PasswordResetBody, (body, { refuse }) =>
    reset.mutate(body, {
      onError: (error) => {
        if (isApiError(error, 400) && error.body?.fieldErrors?.token) setLinkRefused(true);
        refuse(error, NETWORK_FAILURE);
      },
    }),
  );

  let content: ReactNode;
  if (reset.isSuccess) {
    content = (
      <>
        <Alert>{reset.data.message}</Alert>
        <ButtonLink to="/login" size="lg">
          Sign In
        </ButtonLink>
      </>
    );
  } else if (!token || linkRefused) {
    content = (
      <>
        <Alert variant="destructive">{token ? failure : m.resetLinkMissing}</Alert>
        <ButtonLink to="/forgot-password" size="lg">
          {m.requestNewLink}
        </ButtonLink>
        <BackToLogin />
      </>
    );
  } else {
    content = (
      <form {...formProps} className="grid gap-5">
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <NewPasswordFields errors={errors} />
        <Button type="submit" size="lg" disabled={reset.isPending} busy={reset.isPending}>
          {reset.isPending ? m.savingPassword : m.savePassword}
        </Button>
      </form>
    );
  }
  return (
    <CardPage title={m.resetTitle} description={m.resetDescription}>
      {content}
    </CardPage>
  );
}

/** /forgot-password and /reset-password (issue 38): one screen module for the two steps of a reset. */
export function PasswordResetRoute() {
  const { pathname } = useLocation();
  return pathname.startsWith('/reset-password') ? <ResetPassword /> : <ForgotPassword />;
}
