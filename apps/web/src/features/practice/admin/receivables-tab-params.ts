import { RECEIVABLES_STATUSES } from '@shop/contract/credit-schemas';

export type ReceivablesStatus = (typeof RECEIVABLES_STATUSES)[number];

/** The Receivables tab's status as the URL holds it (`?tab=receivables&status=overdue`). */
const STATUS = 'status';

/** The status the URL asks for; anything else, or none, is every practice (`all`). */
export function receivablesStatusOf(params: URLSearchParams): ReceivablesStatus {
  return RECEIVABLES_STATUSES.find((status) => status === params.get(STATUS)) ?? 'all';
}

/** `params` with the status written in (and left out for `all`); the dashboard's `tab` is kept. */
export function withReceivablesStatus(params: URLSearchParams, status: ReceivablesStatus): URLSearchParams {
  const next = new URLSearchParams(params);
  if (status === 'all') next.delete(STATUS);
  else next.set(STATUS, status);
  return next;
}
