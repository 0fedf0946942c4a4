import type { MessageResponse } from '@shop/contract/common-schemas';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

/**
 * An admin's decision on a registration (approve, reject) with its toasts. The lists are read again
 * after a failure too: a 404 or 409 means another admin already decided this registration.
 */
export const useRegistrationDecision = <Input>(
  decide: (input: Input) => Promise<MessageResponse>,
  texts: { ok: string; failed: string },
) => useAdminMutation(decide, { ...texts, refresh: refreshAdminQueries });
