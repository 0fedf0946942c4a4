import type {
  AdminReturn,
  AdminReturnPage,
  ApproveReturnBody,
  ReceiveReturnBody,
} from '@shop/contract/return-schemas';
import { ADMIN_RETURNS_PATH, adminReturnPath, type ReturnStatus } from '@shop/contract/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountListQueryOptions } from '@/lib/react-query';

/** Every read of the returns: under the 'admin' key, so any admin change refreshes them. */
export const adminReturnsQueryKey = ['admin', 'returns'] as const;

/** The Returns tab's page: one status or every one, oldest first, 50 a page. */
export const getAdminReturnsQueryOptions = (status: ReturnStatus | '', page: number) => {
  const query = new URLSearchParams({
    ...(status ? { status } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  });
  const search = query.toString();
  return accountListQueryOptions([...adminReturnsQueryKey, 'list', status, page], (signal) =>
    api.get<AdminReturnPage>(search ? `${ADMIN_RETURNS_PATH}?${search}` : ADMIN_RETURNS_PATH, { signal }),
  );
};

/** Approves or refuses a return; the tab reads its page again once decided. */
export function useDecideReturn(returnId: number) {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: adminReturnsQueryKey });
  return {
    approve: useMutation({
      mutationFn: (body: ApproveReturnBody) =>
        api.post<AdminReturn>(adminReturnPath(returnId, 'approve'), body),
      onSuccess: settle,
    }),
    receive: useMutation({
      mutationFn: (body: ReceiveReturnBody) =>
        api.post<AdminReturn>(adminReturnPath(returnId, 'receive'), body),
      onSuccess: settle,
    }),
    refuse: useMutation({
      mutationFn: (reason: string) => api.post<AdminReturn>(adminReturnPath(returnId, 'refuse'), { reason }),
      onSuccess: settle,
    }),
  };
}
