import type { AdminOrderDetail } from '@shop/contract/admin-order-schemas';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import { api } from '@/lib/api-client';
import { useOrderDecision, type DecisionOptions } from './order-decision';

export const approveOrder = (id: number) => api.post<AdminOrderDetail>(`/api/admin/orders/${id}/approve`);

/** /admin/orders' Approve Order: "Order Approved", the doctor will be notified. */
export const useApproveOrder = (options: DecisionOptions = {}) =>
  useOrderDecision(
    approveOrder,
    {
      title: adminOrderMessages.orderApproved,
      description: adminOrderMessages.orderApprovedText,
      failed: adminOrderMessages.approveFailed,
    },
    options,
  );
