import { randomBytes } from 'node:crypto';

/**
 * The warm-up's own requests (startup/warm-up.ts) carry this header with a secret made at start:
 * the request log and the metrics leave them out, since no client made them. Nobody outside the
 * process knows the secret, so no client can hide its requests.
 */
const WARM_UP_HEADER = 'x-shop-warm-up';
const warmUpSecret = randomBytes(16).toString('hex');

export const warmUpHeaders = () => ({ [WARM_UP_HEADER]: warmUpSecret });

export function isWarmUpRequest(request: { headers: Record<string, string | string[] | undefined> }) {
  return request.headers[WARM_UP_HEADER] === warmUpSecret;
}
