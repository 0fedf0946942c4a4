import type { CheckoutEligibility } from '@shop/contract/checkout-schemas';
import { licenceLapsed } from '@shop/contract/licence';
import { checkoutMessages } from '@shop/contract/order-messages';
import type { Db } from '../../db/client';
import { mayOrder, type CurrentUser } from '../../plugins/session-store';
import { hasPendingRenewal } from '../licences/licence.service';

/**
 * Decision 011: approval gates purchasing, not browsing. A lapsed licence gates it too (issue 20,
 * decision 034), read from the expiry date at each check against `today`, the shop's calendar date:
 * refused the moment it expires, whether or not the daily job has run. A practice whose every owner
 * is suspended is suspended with them (issue 39).
 */
export async function checkoutEligibility(
  db: Db,
  user: CurrentUser,
  today: string,
): Promise<CheckoutEligibility> {
  if (user.role === 'admin') {
    return { eligible: false, reason: 'ADMIN_ACCOUNT', message: checkoutMessages.adminCheckoutSoon };
  }
  if (user.disabled) {
    return { eligible: false, reason: 'ACCOUNT_DISABLED', message: checkoutMessages.accountDisabled };
  }
  if (user.practice?.suspended) {
    return { eligible: false, reason: 'PRACTICE_SUSPENDED', message: checkoutMessages.practiceSuspended };
  }
  if (!mayOrder(user)) {
    return { eligible: false, reason: 'ROLE_CANNOT_ORDER', message: checkoutMessages.bookkeeperCannotOrder };
  }
  if (user.status !== 'approved') {
    return { eligible: false, reason: 'APPROVAL_PENDING', message: checkoutMessages.approvalPending };
  }
  if (user.licenseExpiryDate !== null && licenceLapsed(user.licenseExpiryDate, today)) {
    const message = (await hasPendingRenewal(db, user.id))
      ? checkoutMessages.licenceRenewalPending
      : checkoutMessages.licenceExpired(user.licenseExpiryDate);
    return { eligible: false, reason: 'LICENSE_EXPIRED', message };
  }
  return { eligible: true };
}
