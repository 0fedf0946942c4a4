/**
 * Checkout's way to /approvals once the order was held for a sign-off (a 202): the history entry's
 * state, which the page reads once to say so. Zod-free: checkout and the page both import it.
 */
export const sentForSignOffState = { sentForSignOff: true } as const;

/** Whether a location's state (anything a history entry holds) is checkout's. */
export const isSentForSignOff = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'sentForSignOff' in state && state.sentForSignOff === true;
