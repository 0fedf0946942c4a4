import type { OrderSubmissionInput } from '@shop/contract/checkout-schemas';
import type { SubmitOrderResponse } from '@shop/contract/order-schemas';
import type { SubmitOrderHeldResponse } from '@shop/contract/practice-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SubmitOrderVariables = {
  body: OrderSubmissionInput;
  /** One per checkout attempt: a retry of the same attempt can never place a second order. */
  idempotencyKey: string;
};

/** The order placed (201), or held for a practice's sign-off (202, issue 39). */
export type SubmitOrderAnswer = SubmitOrderResponse | SubmitOrderHeldResponse;

/** A 202's answer: the sign-off request, instead of an order. */
export const isHeldForSignOff = (answer: SubmitOrderAnswer): answer is SubmitOrderHeldResponse =>
  'request' in answer;

export const submitOrder = ({ body, idempotencyKey }: SubmitOrderVariables) =>
  api.post<SubmitOrderAnswer>('/api/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });

/**
 * Places the order; the server prices it and answers with its number (docs/decisions/012, 013), or
 * holds it for a sign-off: a buyer's prescription-only products, or a member's monthly limit.
 */
export const useSubmitOrder = () => useMutation({ mutationFn: submitOrder });
