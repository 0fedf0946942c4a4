import type { OrderReturns, ReturnRequest, ReturnRequestBody } from '@shop/contract/return-schemas';
import { orderReturnsPath, RETURN_PHOTOS_FIELD, returnPhotosPath } from '@shop/contract/returns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountQueryOptions } from '@/lib/react-query';

/** An order's returns as its practice reads them (issue 42), dropped at logout with the account's data. */
const orderReturnsKey = (orderId: number) => ['order-returns', orderId] as const;

/** `enabled` false (an order not delivered: it has none) makes no call. */
export const useOrderReturns = (orderId: number, enabled: boolean) =>
  useQuery({
    ...accountQueryOptions(orderReturnsKey(orderId), (signal) =>
      api.get<OrderReturns>(orderReturnsPath(orderId), { signal }),
    ),
    enabled,
  });

/** Adds photos to a return waiting for its review; the order's returns are read again. */
export function useAddReturnPhotos(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ returnId, files }: { returnId: number; files: readonly File[] }) => {
      const body = new FormData();
      for (const file of files) body.append(RETURN_PHOTOS_FIELD, file);
      return api.post<ReturnRequest>(returnPhotosPath(orderId, returnId), body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderReturnsKey(orderId) }),
  });
}

/** Asks for a return; the order's returns are read again once it is sent. */
export function useRequestReturn(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestBody) => api.post<ReturnRequest>(orderReturnsPath(orderId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderReturnsKey(orderId) }),
  });
}
