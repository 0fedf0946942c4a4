import type { DoctorRecalls } from '@shop/contract/recall-schemas';

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
