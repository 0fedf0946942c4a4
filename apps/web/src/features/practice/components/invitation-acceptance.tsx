import { practiceMessages as m, practiceRoleNames } from '@shop/contract/practice-messages';
import { AcceptInvitationBody, type InvitationView } from '@shop/contract/practice-schemas';
import { MailX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { CardPage } from '@/components/ui/card-page';
import { TextField } from '@/components/ui/form-field';
import { LabelledInput } from '@/components/ui/labelled-input';
import { LoadError } from '@/components/ui/load-error';
import { GoHomeButton, NotFoundPage } from '@/components/ui/not-found-page';
import { PageSpinner } from '@/components/ui/spinner';
import { AccountPasswordFields, LicenceFields } from '@/components/registration-fields';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSchemaForm } from '@/lib/use-field-errors';
import { useAcceptInvitation, useInvitation } from '../api/invitation';
import { practiceScreenMessages as s } from '../practice-screen-messages';

const t = s.invitation;

/** A link that no longer works (expired, used, revoked, unknown, or without its token): why, and the ways on. */
function InvalidInvitation({
  text = m.invitationInvalid,
  children,
}: {
  text?: string;
  children?: ReactNode;
}) {
  return (
    <NotFoundPage
      mark={<MailX aria-hidden="true" className="size-14 text-muted-foreground" />}
      title={t.invalidTitle}
      text={text}
    >
      <div className="flex flex-wrap justify-center gap-3">
        {children}
        <GoHomeButton variant={children ? 'outline' : 'default'} />
      </div>
    </NotFoundPage>
  );
}

type AcceptFormProps = {
  token: string;
  invitation: InvitationView;
  /** The new member was signed in (an approved account): the page moves on. */
  onSignedIn: () => void;
};

/**
 * The acceptance: a name and a password and, for a licensed role, the registration's licence fields,
 * checked by the contract's AcceptInvitationBody. Signed in at once, the member moves on; an account
 * that waits for the shop's approval is told so here. A link that stopped working meanwhile (404),
 * or an address that got an account meanwhile (409), replaces the form with the server's message.
 */
function AcceptForm({ token, invitation, onSignedIn }: AcceptFormProps) {
  const accept = useAcceptInvitation(token);
  const [refused, setRefused] = useState<{ message: string; hasAccount: boolean } | null>(null);
  const { errors, failure, formProps } = useSchemaForm(AcceptInvitationBody, (body, { refuse }) =>
    accept.mutate(body, {
      onSuccess: (answer) => {
        if (answer.status === 'approved') onSignedIn();
      },
      onError: (error) => {
        if (isApiError(error, 404) || isApiError(error, 409)) {
          setRefused({
            message: getServerMessage(error) ?? m.invitationInvalid,
            hasAccount: error.status === 409,
          });
        } else refuse(error, t.acceptFailed);
      },
    }),
  );

  if (refused) {
    return (
      <InvalidInvitation text={refused.message}>
        {refused.hasAccount && <ButtonLink to="/login">{t.signIn}</ButtonLink>}
      </InvalidInvitation>
    );
  }

  const roleName = practiceRoleNames[invitation.role];
  const description = invitation.invitedBy
    ? t.invitedBy(invitation.invitedBy, invitation.email)
    : t.invited(invitation.email);
  const joining = accept.isPending || accept.data?.status === 'approved';
  return (
    <CardPage
      title={t.heading(invitation.practiceName, roleName)}
      description={description}
      documentTitle={t.title}
    >
      {accept.data?.status === 'pending' ? (
        <>
          <Alert>{accept.data.message}</Alert>
          <ButtonLink to="/login" size="lg">
            {t.signIn}
          </ButtonLink>
        </>
      ) : (
        <form {...formProps} className="grid gap-5">
          {failure && <Alert variant="destructive">{failure}</Alert>}
          <p className="text-sm text-muted-foreground">{t.expires(formatDateTime(invitation.expiresAt))}</p>
          <LabelledInput
            label={t.email}
            value={invitation.email}
            readOnly
            autoComplete="username"
            fieldClassName="grid gap-1.5"
          />
          <TextField name="fullName" label={t.fullName} error={errors.fullName} autoComplete="name" />
          <AccountPasswordFields errors={errors} />
          {invitation.needsLicence && (
            <fieldset className="grid gap-5 border-t pt-5">
              <legend className="float-left mb-1 text-sm font-semibold text-muted-foreground">
                {t.professionalDetails}
              </legend>
              <p className="text-sm text-muted-foreground">{t.licenceReview}</p>
              <LicenceFields errors={errors} />
            </fieldset>
          )}
          <Button type="submit" size="lg" disabled={joining} busy={joining}>
            {joining ? t.accepting : t.accept}
          </Button>
        </form>
      )}
    </CardPage>
  );
}

/**
 * The e-mailed link's page (issue 39): what the invitation is for (the practice, the role, who sent
 * it, to which address) and its acceptance; a link that no longer works says so, with a way home.
 */
export function InvitationAcceptance({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  useDocumentTitle(t.title);
  const invitation = useInvitation(token);
  if (!token || invitation.data === null) return <InvalidInvitation />;
  if (invitation.isError && invitation.data === undefined) {
    return (
      <LoadError title={t.loadFailed} text={s.loadFailedText} onRetry={() => void invitation.refetch()} />
    );
  }
  if (invitation.data === undefined) return <PageSpinner label={t.loading} />;
  return <AcceptForm token={token} invitation={invitation.data} onSignedIn={onSignedIn} />;
}
