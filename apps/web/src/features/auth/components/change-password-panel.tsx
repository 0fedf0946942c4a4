import { ChangePasswordBody } from '@shop/contract/auth-schemas';
import { passwordMessages as m } from '@shop/contract/messages';
import { useId, useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '../api/passwords';
import { NewPasswordFields } from './new-password-fields';
import { getServerMessage } from '@/lib/api-client';
import { parseForm, showServerFieldErrors } from '@/lib/form';
import { useFieldErrors } from '@/lib/use-field-errors';

/**
 * The account page's Change password (issue 38): the current password and a new one. This browser
 * stays signed in; every other one is signed out, and the account is e-mailed about the change.
 */
export function ChangePasswordPanel() {
  const id = useId();
  const change = useChangePassword();
  const { errors, setErrors, formProps } = useFieldErrors();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setOutcome(null);
    const body = parseForm(form, ChangePasswordBody, setErrors);
    if (!body) return;
    change.mutate(body, {
      onSuccess: ({ message }) => {
        form.reset();
        setOutcome({ ok: true, text: message });
      },
      onError: (error) => {
        showServerFieldErrors(error, form, setErrors);
        setOutcome({ ok: false, text: getServerMessage(error) ?? m.changeFailed });
      },
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {m.changeTitle}
      </h2>
      <form {...formProps} onSubmit={handleSubmit} className="grid gap-4">
        {outcome && <Alert variant={outcome.ok ? 'success' : 'destructive'}>{outcome.text}</Alert>}
        <FormField name="currentPassword" label={m.currentPassword} error={errors.currentPassword}>
          {(control) => <PasswordInput {...control} autoComplete="current-password" />}
        </FormField>
        <NewPasswordFields errors={errors} />
        <Button
          type="submit"
          className="justify-self-start"
          disabled={change.isPending}
          busy={change.isPending}
        >
          {change.isPending ? m.savingPassword : m.changeSubmit}
        </Button>
      </form>
    </section>
  );
}
