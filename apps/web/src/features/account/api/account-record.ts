import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountPageReadOptions } from '@/lib/initial-data';
import { accountQueryKey } from './query-keys';

type RecordChangeOptions = {
  /** After the answer has replaced the record: a toast, other reads to refresh. */
  onSaved: (queryClient: QueryClient) => void;
  onError?: (error: unknown) => void;
};

/**
 * One of the signed-in doctor's records that the /account page carries (`GET {path}`), cached
 * under the account as `name`. `useChange` sends a change whose answer is the record as it now
 * stands, which replaces the cached one.
 */
export function accountRecord<Data>(name: string, path: string) {
  const queryKey = (accountId: number) => [...accountQueryKey, accountId, name] as const;
  return {
    useRead: (accountId: number) =>
      useQuery(accountPageReadOptions(queryKey(accountId), path, () => api.get<Data>(path))),
    useChange: <Input>(
      accountId: number,
      send: (input: Input) => Promise<Data>,
      { onSaved, onError }: RecordChangeOptions,
    ) => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: send,
        onSuccess: (record) => {
          queryClient.setQueryData(queryKey(accountId), record);
          onSaved(queryClient);
        },
        onError,
      });
    },
  };
}
