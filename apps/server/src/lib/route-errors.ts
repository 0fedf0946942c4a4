import { ApiErrorBody } from '@shop/contract/error-schemas';

/**
 * The error answers of a signed-in doctor's call on their own orders (checkout and the order
 * calls): bad input, no sign-in, not allowed, not found, a state conflict. All in the one wire shape.
 */
export const signedInOrderErrors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};
