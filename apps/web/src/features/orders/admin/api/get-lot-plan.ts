import { adminOrderLotPlanPath, type LotPlan } from '@shop/contract/stock-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The lots suggested for shipping an order (first expiry, first out) and the lots each line may ship
 * from: read when the ship dialog opens, afresh each time (stock moves between openings).
 */
export function useLotPlan(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'orders', 'lot-plan', orderId],
    queryFn: ({ signal }) => api.get<LotPlan>(adminOrderLotPlanPath(orderId), { signal }),
    enabled,
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
