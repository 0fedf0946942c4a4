import { ACCOUNT_LICENCE_PATH, licenceMessages as m } from '@shop/contract/licence';
import type { LicenceStatus } from '@shop/contract/licence-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { api } from '@/lib/api-client';
import { pageReadOptions } from '@/lib/initial-data';
import { accountQueryKey } from './query-keys';

const licenceQueryKey = (accountId: number) => [...accountQueryKey, accountId, 'licence'] as const;

/** The signed-in doctor's licence: its state today and their latest renewal (issue 20); the /account page carries it. */
export const useLicence = (accountId: number) =>
  useQuery(
    pageReadOptions(licenceQueryKey(accountId), ACCOUNT_LICENCE_PATH, () =>
      api.get<LicenceStatus>(ACCOUNT_LICENCE_PATH),
    ),
  );

/**
 * Sends a renewal (its fields and document as multipart). The answer is the licence as it now
 * stands; checkout's eligibility is read again, as its message names the renewal.
 */
export function useSendRenewal(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post<LicenceStatus>(ACCOUNT_LICENCE_PATH, form),
    onSuccess: (status) => {
      queryClient.setQueryData(licenceQueryKey(accountId), status);
      void queryClient.invalidateQueries({ queryKey: ['checkout', 'eligibility'] });
      toast({ title: m.renewalSent });
    },
  });
}
