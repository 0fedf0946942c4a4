import { ACCOUNT_LICENCE_PATH, licenceMessages as m } from '@shop/contract/licence';
import type { LicenceStatus } from '@shop/contract/licence-schemas';
import { toast } from '@/lib/use-toast';
import { api } from '@/lib/api-client';
import { accountRecord } from './account-record';

const licence = accountRecord<LicenceStatus>('licence', ACCOUNT_LICENCE_PATH);

/** The signed-in doctor's licence: its state today and their latest renewal (issue 20); the /account page carries it. */
export const useLicence = licence.useRead;

/**
 * Sends a renewal (its fields and document as multipart). The answer is the licence as it now
 * stands; checkout's eligibility is read again, as its message names the renewal.
 */
export const useSendRenewal = (accountId: number) =>
  licence.useChange(accountId, (form: FormData) => api.post<LicenceStatus>(ACCOUNT_LICENCE_PATH, form), {
    onSaved: (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: ['checkout', 'eligibility'] });
      toast({ title: m.renewalSent });
    },
  });
