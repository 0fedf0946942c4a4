import type { AdminOrderDetail } from '@shop/contract/admin-order-schemas';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import { api } from '@/lib/api-client';
import { useOrderDecision, type DecisionOptions } from './order-decision';

export const declineOrder = ({ id, reason }: { id: number; reason: string }) =>
  api.post<AdminOrderDetail>(`/api/admin/orders/${id}/decline`, { reason });

/** /admin/orders' Decline Order with the admin's reason: "Order Declined", the doctor is e-mailed. */
export const useDeclineOrder = (options: DecisionOptions = {}) =>
  useOrderDecision(
    declineOrder,
    {
      title: adminOrderMessages.orderDeclined,
      description: adminOrderMessages.orderDeclinedText,
      failed: adminOrderMessages.declineFailed,
    },
    options,
  );
