import { letter, paragraph, type EmailMessage } from '../email/email.layout';

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

/** A recall of lots the doctor's clinic received: what, why, what to do, and where to acknowledge. */
export function recallNoticeEmail(shopName: string, to: string, recall: RecallNoticeFacts): EmailMessage {
  return letter(
    shopName,
    { template: 'recall-notice', to, subject: `${shopName}: ${recall.title}: ${recall.productName}` },
    recall.fullName,
    [
      paragraph(
        `The manufacturer has recalled lots of ${recall.productName} that we shipped to your clinic.`,
        recall.instruction,
      ),
      {
        kind: 'details',
        rows: [
          { label: 'Recall', value: recall.title },
          { label: 'Product', value: recall.productName },
          { label: 'Lots', value: recall.lotNumbers.join(', ') },
          { label: 'Class', value: recall.classLabel },
          { label: 'Reason', value: recall.reason },
          ...recall.lines.map((line) => ({
            label: `Order ${line.orderNumber}`,
            value: `lot ${line.lotNumber}: ${line.quantity}`,
          })),
        ],
      },
      {
        kind: 'link',
        text: 'Please read the notice and acknowledge it:',
        label: 'Read the recall notice',
        url: recall.noticeUrl,
      },
    ],
  );
}
