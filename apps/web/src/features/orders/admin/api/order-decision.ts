import type { AdminOrderDetail } from '@shop/contract/admin-order-schemas';
import { toast } from '@/lib/use-toast';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

export type DecisionOptions = {
  /**
   * Runs once the decision succeeded, before the lists refresh: the refresh takes the decided order
   * (and whatever shows it) off the page, and a component gone by then never hears of the success
   * through `mutate`'s own callbacks.
   */
  onDecided?: () => void;
};

type DecisionTexts = { title: string; description: string; failed: string };

/**
 * What approving and declining share: the decision's toast, then `onDecided`. Lists, counts and tab
 * badges (all under the 'admin' key) refresh after every decision, after a failure too: a 409 means
 * another admin or the doctor moved the order a moment ago, and the failure toast says so.
 */
export function useOrderDecision<Input>(
  decide: (input: Input) => Promise<AdminOrderDetail>,
  { title, description, failed }: DecisionTexts,
  { onDecided }: DecisionOptions,
) {
  return useAdminMutation(decide, { failed, refresh: refreshAdminQueries }, () => {
    toast({ title, description });
    onDecided?.();
  });
}
