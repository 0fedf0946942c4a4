import { signOffMessages } from '@shop/contract/practice-messages';
import { DeclineSignOffBody, type SignOffRequest } from '@shop/contract/practice-schemas';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { zodFieldErrors } from '@/lib/form';
import type { FormCheck } from '@/lib/use-checked-form';
import { approvalsScreenMessages as s } from './approvals-screen-messages';

/**
 * How a sign-off request reads on /approvals, and the Decline dialog's check. No DOM, no settings:
 * money and dates are formatted by the caller's `money` and `date`.
 */

/** Which list a card stands in: the requests the member decides, or their own. */
export type RequestSide = 'to-decide' | 'mine';

type Formats = { money: (amount: string) => string; date: (iso: string) => string };

/** The card's heading: whose order it is, or the member's own. */
export const requestTitle = (request: Pick<SignOffRequest, 'requestedBy'>, side: RequestSide) =>
  side === 'to-decide' ? s.requestOf(request.requestedBy.name) : s.yourRequest;

/** Why the order waits, as the contract words each reason. */
export const reasonTexts = (request: Pick<SignOffRequest, 'reasons'>) =>
  request.reasons.map((reason) => signOffMessages.reasons[reason]);

/** "2 × Botox Cosmetic 100 Units". */
export const itemText = (item: SignOffRequest['items'][number]) =>
  s.itemLine(item.quantity, item.productName);

/**
 * The card's facts, label and text: when it was asked and what it came to then; once decided, who
 * decided and when, and a decline's reason.
 */
export function requestFacts(request: SignOffRequest, { money, date }: Formats): [string, string][] {
  const facts: [string, string][] = [
    [s.asked, date(request.requestedAt)],
    [s.totalWhenAsked, money(request.total)],
  ];
  if (request.status === 'pending' || request.decidedAt === null) return facts;
  const decidedBy = request.status === 'approved' ? s.signedOffBy : s.declinedBy;
  facts.push([decidedBy, s.decision(request.decidedBy, date(request.decidedAt))]);
  if (request.status === 'declined' && request.declineReason) {
    facts.push([s.declineReason, request.declineReason]);
  }
  return facts;
}

export type DeclineValues = { reason: string };

export const emptyDecline = (): DeclineValues => ({ reason: '' });

/** The reason as the server checks it: trimmed, required, at most DECLINE_REASON_MAX characters. */
export function validateDecline(values: DeclineValues): FormCheck<z.output<typeof DeclineSignOffBody>> {
  const parsed = DeclineSignOffBody.safeParse(values);
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: zodFieldErrors(parsed.error) };
}

/** A 400 that names the reason: the dialog shows its message under the field, not in a toast. */
export const isReasonRefused = (error: unknown) =>
  isApiError(error, 400) && error.body?.fieldErrors?.reason !== undefined;
