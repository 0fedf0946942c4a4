import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKey } from './query-keys';

/** A change to the account: every read of it (the book, the checkout's starting values…) is read again afterwards. */
export function useAccountMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
