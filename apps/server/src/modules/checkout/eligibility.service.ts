import type { CheckoutEligibility } from '@shop/contract/checkout';
import { checkoutMessages } from '@shop/contract/order-messages';
import type { CurrentUser } from '../auth/session.service';

/** Decision 011: approval gates purchasing, not browsing. */
export function checkoutEligibility(user: CurrentUser): CheckoutEligibility {
  if (user.role === 'admin') {
    return { eligible: false, reason: 'ADMIN_ACCOUNT', message: checkoutMessages.adminCheckoutSoon };
  }
  if (user.disabled) {
    return { eligible: false, reason: 'ACCOUNT_DISABLED', message: checkoutMessages.accountDisabled };
  }
  if (user.status !== 'approved') {
    return { eligible: false, reason: 'APPROVAL_PENDING', message: checkoutMessages.approvalPending };
  }
  return { eligible: true };
}
