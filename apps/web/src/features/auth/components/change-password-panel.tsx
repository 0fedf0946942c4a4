import { ChangePasswordBody } from '@shop/contract/auth-schemas';
import { passwordMessages as m } from '@shop/contract/messages';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '../api/passwords';
import { NewPasswordFields } from './new-password-fields';
import { useSchemaForm } from '@/lib/use-field-errors';

/**
 * The account page's Change password (issue 38): the current password and a new one. This browser
 * stays signed in; every other one is signed out, and the account is e-mailed about the change.
 */
export function ChangePasswordPanel() {
  const id = useId();
  const change = useChangePassword();
  const [changed, setChanged] = useState<string | null>(null);
  const { errors, failure, formProps } = useSchemaForm(ChangePasswordBody, (body, { form, refuse }) => {
    setChanged(null);
    change.mutate(body, {
      onSuccess: ({ message }) => {
        form.reset();
        setChanged(message);
      },
      onError: (error) => refuse(error, m.changeFailed),
    });
  });

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {m.changeTitle}
      </h2>
      <form {...formProps} className="grid gap-4">
        {changed && <Alert variant="success">{changed}</Alert>}
        {failure && <Alert variant="destructive">{failure}</Alert>}
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
