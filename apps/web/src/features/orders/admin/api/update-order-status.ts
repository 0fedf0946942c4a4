import type { AdminOrderDetail, OrderStatusUpdate } from '@shop/contract/admin-order-schemas';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import { api } from '@/lib/api-client';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

export const updateOrderStatus = ({ id, ...update }: { id: number } & OrderStatusUpdate) =>
  api.patch<AdminOrderDetail>(`/api/admin/orders/${id}/status`, update);

/**
 * The dashboard's buttons: approve, decline (default reason), ship, deliver. Lists, counts and tab
 * badges refresh after a failure too: a 409 means the order moved a moment ago.
 */
export const useUpdateOrderStatus = () =>
  useAdminMutation(updateOrderStatus, {
    ok: adminOrderMessages.statusUpdated,
    failed: adminOrderMessages.updateStatusFailed,
    refresh: refreshAdminQueries,
  });
