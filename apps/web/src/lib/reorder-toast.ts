import { orderMessages, ordersScreenMessages } from '@shop/contract/order-messages';
import type { ReorderResponse } from '@shop/contract/order-schemas';

export type ReorderToast = {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
  /**
   * Every line went into the cart as ordered, so the cart itself shows the whole outcome and may open
   * over the screen. When a line was skipped or capped the toast must stay readable (and announced:
   * a modal panel hides the rest of the page from screen readers), so the cart stays closed.
   */
  showCart: boolean;
};

/**
 * The toast of products put back in the cart (Order Again, a supply list's Add to cart): what was
 * added (and where a line hit the cart's per-line limit), then every line that was not added, with
 * its reason.
 */
export function reorderToast(
  result: Pick<ReorderResponse, 'added' | 'skipped'>,
  maxLine: number,
): ReorderToast {
  const added: string[] = [];
  const notAdded: string[] = [];
  for (const line of result.added) {
    if (line.quantity <= 0) {
      notAdded.push(`${line.productName} (${ordersScreenMessages.reorderAtLimit(maxLine)})`);
    } else {
      const capped = line.capped ? ` (${ordersScreenMessages.reorderCapped(maxLine)})` : '';
      added.push(`${line.productName} × ${line.quantity}${capped}`);
    }
  }
  for (const line of result.skipped) notAdded.push(`${line.productName} (${line.message})`);

  const capped = result.added.some((line) => line.capped);
  const parts: string[] = [];
  if (added.length > 0) parts.push(ordersScreenMessages.reorderAdded(added));
  if (notAdded.length > 0) parts.push(ordersScreenMessages.reorderSkipped(notAdded));
  const addedAny = added.length > 0;
  return {
    title: addedAny ? orderMessages.reorderTitle : orderMessages.reorderNothing,
    description: parts.join(' '),
    variant: addedAny ? 'default' : 'destructive',
    showCart: addedAny && notAdded.length === 0 && !capped,
  };
}
