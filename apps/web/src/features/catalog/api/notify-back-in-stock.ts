import type { MessageResponse } from '@shop/contract/common-schemas';
import type { StockNotificationBody } from '@shop/contract/stock-notification-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** "Notify me when back in stock": the answer is the sentence to show (the same for a repeat). */
export const useNotifyBackInStock = (productId: number) =>
  useMutation({
    mutationFn: (body: StockNotificationBody) =>
      api.post<MessageResponse>(`/api/products/${productId}/stock-notifications`, body),
  });
