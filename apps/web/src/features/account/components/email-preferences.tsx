import { emailPreferencesMessages as m } from '@shop/contract/email-preferences';
import { useState } from 'react';
import { HeadedSection } from '@/components/ui/headed-section';
import { Spinner } from '@/components/ui/spinner';
import { SwitchField } from '@/components/ui/switch-field';
import { useEmailPreferences, useSetNewsletter } from '../api/email-preferences';

/**
 * The account page's e-mail preferences (issue 20): the newsletter, on or off; what is always sent
 * is said under it. Turned on, it waits for the confirmation link (decision 028).
 */
export function EmailPreferencesPanel({ accountId }: { accountId: number }) {
  const preferences = useEmailPreferences(accountId);
  const setNewsletter = useSetNewsletter(accountId);
  // What the doctor asked for while it is sent: set in the change itself, so the switch moves at once.
  const [asked, setAsked] = useState<boolean>();
  const state = preferences.data?.newsletter;
  return (
    <HeadedSection title={m.heading} panel>
      {state === undefined ? (
        <Spinner label="Loading your e-mail preferences" />
      ) : (
        <SwitchField
          name="newsletter"
          label={m.newsletterLabel}
          hint={state === 'pending' ? m.pending : m.alwaysSent}
          checked={asked ?? state !== 'none'}
          disabled={setNewsletter.isPending}
          onChange={(checked) => {
            setAsked(checked);
            setNewsletter.mutate(checked, { onSettled: () => setAsked(undefined) });
          }}
        />
      )}
    </HeadedSection>
  );
}
