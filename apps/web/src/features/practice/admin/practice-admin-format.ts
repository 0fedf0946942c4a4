import { documentMessages } from '@shop/contract/documents';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@shop/contract/order-status';
import { practiceMessages, signOffMessages } from '@shop/contract/practice-messages';
import type { AdminPracticeSummary, SignOffRequest } from '@shop/contract/practice-schemas';
import type { Fact } from '@/components/ui/fact-list';
import { isApiError } from '@/lib/api-client';
import { poNumberRuleText } from '../practice-form';
import { practiceScreenMessages as s } from '../practice-screen-messages';

/**
 * How the admin's Practices tab and a practice's dialog read. No DOM, no settings: dates are
 * formatted by the caller's `date`.
 */

const a = s.admin;

const count = (value: number) => value.toLocaleString('en-US');

/** A practice's owners, oldest member first; a dash when it has none left. */
export const ownersText = (owners: readonly string[]) => (owners.length > 0 ? owners.join(', ') : '—');

/** Whether every order of the practice must carry a PO number: the list's Yes or No. */
export const poNumberRequiredText = (required: boolean) => (required ? s.yes : s.no);

/** The dialog's facts about the practice, above its tables. */
export const practiceFacts = (practice: AdminPracticeSummary, date: (iso: string) => string): Fact[] => [
  [a.owners, ownersText(practice.owners)],
  [a.memberCount, count(practice.memberCount)],
  [a.orderCount, count(practice.orderCount)],
  [a.signOffsWaiting, count(practice.pendingSignOffs)],
  [documentMessages.poNumber, poNumberRuleText(practice.poNumberRequired)],
  [a.created, date(practice.createdAt)],
  ...(practice.suspended ? [[a.status, a.suspendedText] satisfies Fact] : []),
];

/** An order's status by its label; a status this screen does not know yet, as the server sent it. */
export function orderStatusText(status: string): string {
  const known = ORDER_STATUSES.find((value) => value === status);
  return known ? ORDER_STATUS_LABELS[known] : status;
}

/** Why an order waits for a sign-off, as the contract words each reason. */
export const signOffReasonTexts = (request: Pick<SignOffRequest, 'reasons'>) =>
  request.reasons.map((reason) => signOffMessages.reasons[reason]);

/** What the dialog says when the practice could not be read: gone (404), or the read failed. */
export const detailErrorTitle = (error: unknown) =>
  isApiError(error, 404) ? practiceMessages.notFound : a.detailLoadFailed;
