import type { AdminOrderDetail, OrderStatusUpdate } from '@shop/contract/admin-orders';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api, getServerMessage } from '@/lib/api-client';
import { adminQueryKey } from './admin-orders';

const approveOrder = (id: number) => api.post<AdminOrderDetail>(`/api/admin/orders/${id}/approve`);

const declineOrder = ({ id, reason }: { id: number; reason: string }) =>
  api.post<AdminOrderDetail>(`/api/admin/orders/${id}/decline`, { reason });

const updateOrderStatus = ({ id, ...update }: { id: number } & OrderStatusUpdate) =>
  api.patch<AdminOrderDetail>(`/api/admin/orders/${id}/status`, update);

/** A failed decision names what went wrong: the server's message (a 409 says the status now), else the fallback. */
function failureToast(title: string) {
  return (error: unknown) => toast({ variant: 'destructive', title, description: getServerMessage(error) });
}

/**
 * Lists, counts and tab badges refresh after every decision, after a failure too: a 409 means another
 * admin or the doctor moved the order a moment ago.
 */
function useRefreshDesk() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminQueryKey });
}

type DecisionOptions = {
  /**
   * Runs once the decision succeeded, before the lists refresh: the refresh takes the decided order
   * (and whatever shows it) off the page, and a component gone by then never hears of the success
   * through `mutate`'s own callbacks.
   */
  onDecided?: () => void;
};

/** /admin/orders' Approve Order: "Order Approved", the doctor will be notified. */
export function useApproveOrder({ onDecided }: DecisionOptions = {}) {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: approveOrder,
    onSuccess: () => {
      toast({ title: adminOrderMessages.orderApproved, description: adminOrderMessages.orderApprovedText });
      onDecided?.();
    },
    onError: failureToast(adminOrderMessages.approveFailed),
    onSettled: refresh,
  });
}

/** /admin/orders' Decline Order with the admin's reason: "Order Declined", the doctor is e-mailed. */
export function useDeclineOrder({ onDecided }: DecisionOptions = {}) {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: declineOrder,
    onSuccess: () => {
      toast({ title: adminOrderMessages.orderDeclined, description: adminOrderMessages.orderDeclinedText });
      onDecided?.();
    },
    onError: failureToast(adminOrderMessages.declineFailed),
    onSettled: refresh,
  });
}

/** The dashboard's buttons: approve, decline (default reason), ship, deliver. */
export function useUpdateOrderStatus() {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => toast({ title: adminOrderMessages.statusUpdated }),
    onError: failureToast(adminOrderMessages.updateStatusFailed),
    onSettled: refresh,
  });
}
