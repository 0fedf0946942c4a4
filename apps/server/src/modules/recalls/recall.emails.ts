import { lotList, RECALL_REMINDER_AFTER_DAYS } from '@shop/contract/recall';
import { details, letter, paragraph, type EmailBlock, type EmailMessage } from '../email/email.layout';

/** A recall's notice to each clinic that received the recalled lots (docs/decisions/036-recalls.md). */

/** What a recall's notice tells one clinic: the recall, the lots, and what they received of them. */
export interface RecallNoticeFacts {
  fullName: string;
  title: string;
  productName: string;
  lotNumbers: readonly string[];
  reason: string;
  classLabel: string;
  instruction: string;
  lines: readonly { orderNumber: string; lotNumber: string; quantity: number }[];
  /** The notice page, where the doctor acknowledges it. */
  noticeUrl: string;
}

/** The lots of the recall the clinic received (in the order first shipped), else the recall's own. */
function receivedLots(recall: Pick<RecallNoticeFacts, 'lotNumbers' | 'lines'>): string[] {
  const received = [...new Set(recall.lines.map((line) => line.lotNumber))];
  return received.length > 0 ? received : [...recall.lotNumbers];
}

/** The recall's facts as both e-mails list them. */
const recallDetails = (recall: RecallNoticeFacts): EmailBlock =>
  details(
    { label: 'Recall', value: recall.title },
    { label: 'Product', value: recall.productName },
    { label: 'Lots', value: recall.lotNumbers.join(', ') },
    { label: 'Class', value: recall.classLabel },
    { label: 'Reason', value: recall.reason },
    ...recall.lines.map((line) => ({
      label: `Order ${line.orderNumber}`,
      value: `lot ${line.lotNumber}: ${line.quantity}`,
    })),
  );

const noticeLink = (recall: RecallNoticeFacts): EmailBlock => ({
  kind: 'link',
  text: 'Please read the notice and acknowledge it:',
  label: 'Read the recall notice',
  url: recall.noticeUrl,
});

/**
 * A recall's e-mail to one clinic: the lots it received in the subject (after `subjectLead`) and in
 * the opening paragraph, then the recall's facts and where to acknowledge it.
 */
function recallLetter(
  shopName: string,
  to: string,
  recall: RecallNoticeFacts,
  email: { template: string; subjectLead: string; opening: (lots: string) => string[] },
): EmailMessage {
  const lots = lotList(receivedLots(recall));
  return letter(
    shopName,
    {
      template: email.template,
      to,
      subject: `${shopName}: ${email.subjectLead}${recall.title}: ${recall.productName}, ${lots}`,
    },
    recall.fullName,
    [paragraph(...email.opening(lots)), recallDetails(recall), noticeLink(recall)],
  );
}

/**
 * A recall of lots the doctor's clinic received: what (the product and the lots they received, in
 * the subject and the first sentence), why, what to do, and where to acknowledge.
 */
export function recallNoticeEmail(shopName: string, to: string, recall: RecallNoticeFacts): EmailMessage {
  return recallLetter(shopName, to, recall, {
    template: 'recall-notice',
    subjectLead: '',
    opening: (lots) => [
      `The manufacturer has recalled ${recall.productName}, ${lots}, which we shipped to your clinic.`,
      recall.instruction,
    ],
  });
}

/**
 * The daily reminder of a recall the clinic has not acknowledged, from 3 days after it opened
 * (issue 38): the same facts, and the ask to acknowledge it with the units still on hand.
 */
export function recallReminderEmail(shopName: string, to: string, recall: RecallNoticeFacts): EmailMessage {
  return recallLetter(shopName, to, recall, {
    template: 'recall-reminder',
    subjectLead: 'reminder: ',
    opening: (lots) => [
      `${RECALL_REMINDER_AFTER_DAYS} or more days ago we told you that the manufacturer has recalled ${recall.productName}, ${lots}, which we shipped to your clinic, and you have not acknowledged the notice yet.`,
      recall.instruction,
      'Please acknowledge it and tell us how many units you still have on hand; we will remind you each day until you do.',
    ],
  });
}
