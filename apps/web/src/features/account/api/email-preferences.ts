import { EMAIL_PREFERENCES_PATH, emailPreferencesMessages as m } from '@shop/contract/email-preferences';
import type { EmailPreferences } from '@shop/contract/newsletter-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { failureToast } from '@/lib/failure-toast';
import { api } from '@/lib/api-client';
import { pageReadOptions } from '@/lib/initial-data';
import { accountQueryKey } from './query-keys';

const preferencesKey = (accountId: number) => [...accountQueryKey, accountId, 'email-preferences'] as const;

/** The doctor's e-mail preferences (issue 20): the newsletter's state for the account's address; the /account page carries it. */
export const useEmailPreferences = (accountId: number) =>
  useQuery(
    pageReadOptions(preferencesKey(accountId), EMAIL_PREFERENCES_PATH, () =>
      api.get<EmailPreferences>(EMAIL_PREFERENCES_PATH),
    ),
  );

/** Turns the newsletter on (a confirmation e-mail first) or off. */
export function useSetNewsletter(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newsletter: boolean) => api.put<EmailPreferences>(EMAIL_PREFERENCES_PATH, { newsletter }),
    onSuccess: (preferences) => {
      queryClient.setQueryData(preferencesKey(accountId), preferences);
      toast({ title: m.saved });
    },
    onError: failureToast(m.failed),
  });
}
