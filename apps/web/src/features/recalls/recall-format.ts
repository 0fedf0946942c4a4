import type { DoctorRecalls } from '@shop/contract/recall-schemas';

/** The words of the notice page that recallMessages (packages/contract/src/recall.ts) leaves out. */
export const recallNoticeLabels = {
  loading: 'Loading the recall notice',
  loadFailed: 'The recall notice could not be loaded',
  loadFailedHint: 'Check your connection and try again.',
  notFoundText: 'There is no such recall, or it does not concern your clinic.',
  acknowledgeFailed: 'Could not record your acknowledgement',
  acknowledgeFailedText: 'Something went wrong. Please try again.',
  acknowledging: 'Acknowledging…',
  orderNumber: 'Order',
  lot: 'Lot',
  shipped: 'Shipped',
  noOrders: 'No order of yours carried these lots.',
  closedOn: (when: string) => `Closed on ${when}`,
  openedOn: (when: string) => `Issued on ${when}`,
} as const;

/** A recalled lot as the notice lists it: "Lot L123 · exp. 2027-03-31". */
export const recallLotLabel = (lot: { lotNumber: string; expiryDate: string }) =>
  `Lot ${lot.lotNumber} · exp. ${lot.expiryDate}`;

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A moment's day in the visitor's time zone, as the order pages write it: "Mar 4, 2026". */
export function formatRecallDay(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? isoTimestamp : day.format(date);
}

/** The recalls the banner tells of: open, and not yet acknowledged, newest first. */
export function unacknowledgedRecalls(data: DoctorRecalls | undefined): DoctorRecalls['recalls'] {
  return (data?.recalls ?? []).filter((recall) => recall.status === 'open' && recall.acknowledgedAt === null);
}
