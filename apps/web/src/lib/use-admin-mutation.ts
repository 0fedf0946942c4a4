import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { failureToast } from './failure-toast';

export type AdminMutationTexts<Input> = {
  /** The success toast's title, when the change has one. */
  ok?: string;
  /** The failure toast's title; the server's message is its text. */
  failed: string;
  /**
   * What to read again once the call is over, whatever its outcome: after a failure too, as a 404
   * or a 409 means another admin changed the same thing a moment ago.
   */
  refresh: (queryClient: QueryClient, outcome: { failed: boolean; input: Input }) => Promise<unknown>;
};

/**
 * An admin's change: its toasts and its refresh run in the mutation itself, not in a caller's
 * `mutate` callbacks, which never run once the row or card that asked has left the screen.
 */
export function useAdminMutation<Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  { ok, failed, refresh }: AdminMutationTexts<Input>,
  /** What the answer changes at once, before the refresh (a product page's own copy, say). */
  onSuccess?: (answer: Answer, queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      onSuccess?.(answer, queryClient);
      if (ok) toast({ title: ok });
    },
    onError: failureToast(failed),
    onSettled: (_answer, error, input) => refresh(queryClient, { failed: error !== null, input }),
  });
}

/** Every admin query: the admin lists and the dashboard's tab badges all live under the 'admin' key. */
export const refreshAdminQueries = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['admin'] });

/**
 * After an admin's change to what shoppers see (a product, its stock): every product read
 * (listings, product pages, related products) but those `keep` names, the featured carousel, the
 * category counts, the search suggestions and every admin query.
 */
export const refreshShopReads = (
  queryClient: QueryClient,
  keep: (key: readonly unknown[]) => boolean = () => false,
) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['products'], predicate: (query) => !keep(query.queryKey) }),
    queryClient.invalidateQueries({ queryKey: ['featured-carousel'] }),
    queryClient.invalidateQueries({ queryKey: ['categories'] }),
    queryClient.invalidateQueries({ queryKey: ['search'] }),
    refreshAdminQueries(queryClient),
  ]);
