import type { OrderSubmissionInput } from '@shop/contract/checkout-schemas';
import type { SubmitOrderResponse } from '@shop/contract/order-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SubmitOrderVariables = {
  body: OrderSubmissionInput;
  /** One per checkout attempt: a retry of the same attempt can never place a second order. */
  idempotencyKey: string;
};

export const submitOrder = ({ body, idempotencyKey }: SubmitOrderVariables) =>
  api.post<SubmitOrderResponse>('/api/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });

/** Places the order; the server prices it and answers with its number (docs/decisions/012, 013). */
export const useSubmitOrder = () => useMutation({ mutationFn: submitOrder });
