import type { AccountDetails } from '@shop/contract/account-schemas';
import { ACCOUNT_PRACTICE_ADDRESS_PATH, type PracticeAddressBody } from '@shop/contract/auth-schemas';
import { api } from '@/lib/api-client';
import { useAccountMutation } from './account-mutation';

export const updatePracticeAddress = (body: PracticeAddressBody) =>
  api.put<AccountDetails>(ACCOUNT_PRACTICE_ADDRESS_PATH, body);

/** The account and the checkout's starting values (which take the practice address) are read again. */
export const useUpdatePracticeAddress = () => useAccountMutation(updatePracticeAddress);
