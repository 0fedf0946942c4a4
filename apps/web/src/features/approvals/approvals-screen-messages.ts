/**
 * The /approvals screen's own words (issue 39): a practice's orders held for a sign-off, and the
 * header's link to them. What the server says too (the reasons, the statuses, the toasts, the
 * refusals) is the contract's `signOffMessages`.
 */
export const approvalsScreenMessages = {
  title: 'Approvals',
  link: 'Approvals',
  /** The header link's accessible name while requests wait: the count its badge shows. */
  linkWaiting: (count: number) => `Approvals, ${count} waiting for your sign-off`,
  loading: 'Loading the approvals',
  loadFailed: 'The approvals could not be loaded',
  loadFailedText: 'Check your connection and try again.',
  toDecide: {
    title: 'Waiting for your sign-off',
    intro:
      'Orders members of your practice sent for a sign-off. Signed off, an order goes to the shop as if they placed it now, at today’s prices.',
    empty: 'No orders wait for your sign-off.',
  },
  mine: {
    title: 'Your requests',
    intro: 'Your orders held for a sign-off, newest first.',
    empty: 'None of your orders has needed a sign-off.',
  },
  requestOf: (name: string) => `Order of ${name}`,
  yourRequest: 'Your order',
  asked: 'Asked',
  reasons: 'Why it waits',
  items: 'Items',
  itemLine: (quantity: number, productName: string) => `${quantity} × ${productName}`,
  totalWhenAsked: 'Total when asked',
  signedOffBy: 'Signed off by',
  declinedBy: 'Declined by',
  /** Who decided, and when; without a name once that member has left the practice. */
  decision: (who: string | null, when: string) => (who ? `${who}, ${when}` : when),
  declineReason: 'Reason',
  viewOrder: (orderNumber: string) => `View order ${orderNumber}`,
  signOff: 'Sign off',
  signOffOf: (name: string) => `Sign off the order of ${name}`,
  signOffFailed: 'The order was not signed off',
  decline: 'Decline',
  declineOf: (name: string) => `Decline the order of ${name}`,
  declineTitle: (name: string) => `Decline the order of ${name}?`,
  declineDescription: 'The order is not placed. They are e-mailed the reason and see it on this page.',
  declineReasonLabel: 'Why is it declined?',
  confirmDecline: 'Decline order',
  declineFailed: 'The request was not declined',
} as const;
