import type { AdminOrderDetail } from '@shop/contract/admin-order-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * One order in full. While it is pending the answer carries the card and bank numbers (and the server
 * audits the reveal), so it is fetched only while shown, never cached after (gcTime 0), and asked
 * afresh each time it is opened.
 */
export function useAdminOrder(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'orders', 'detail', id],
    queryFn: ({ signal }) => api.get<AdminOrderDetail>(`/api/admin/orders/${id}`, { signal }),
    enabled,
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
    meta: { accountData: true },
  });
}
