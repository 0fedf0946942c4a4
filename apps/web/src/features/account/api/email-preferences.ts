import { EMAIL_PREFERENCES_PATH, emailPreferencesMessages as m } from '@shop/contract/email-preferences';
import type { EmailPreferences } from '@shop/contract/newsletter-schemas';
import { toast } from '@/lib/use-toast';
import { failureToast } from '@/lib/failure-toast';
import { api } from '@/lib/api-client';
import { accountRecord } from './account-record';

const preferences = accountRecord<EmailPreferences>('email-preferences', EMAIL_PREFERENCES_PATH);

/** The doctor's e-mail preferences (issue 20): the newsletter's state for the account's address; the /account page carries it. */
export const useEmailPreferences = preferences.useRead;

/** Turns the newsletter on (a confirmation e-mail first) or off. */
export const useSetNewsletter = (accountId: number) =>
  preferences.useChange(
    accountId,
    (newsletter: boolean) => api.put<EmailPreferences>(EMAIL_PREFERENCES_PATH, { newsletter }),
    { onSaved: () => toast({ title: m.saved }), onError: failureToast(m.failed) },
  );
