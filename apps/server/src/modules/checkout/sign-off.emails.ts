import { formatMoney } from '@shop/contract/money';
import { signOffMessages, type SignOffReason } from '@shop/contract/practice-messages';
import { details, letter, paragraph, type EmailMessage } from '../email/email.layout';

/** What a sign-off e-mail says of the held order: its lines, prescription-only ones marked. */
interface HeldOrderFacts {
  requesterName: string;
  items: readonly { productName: string; quantity: number; prescriptionOnly: boolean }[];
  total: string;
  currency: string;
}

const itemRows = (order: HeldOrderFacts) =>
  order.items.map((item) => ({
    label: `${item.quantity} ×`,
    value: item.prescriptionOnly ? `${item.productName} (prescription only)` : item.productName,
  }));

/**
 * To each member who may sign it off (issue 39): a colleague's order waits for them, why, what it
 * holds and comes to, and the page where they decide.
 */
export function signOffRequestedEmail(
  shopName: string,
  to: string,
  approverName: string,
  order: HeldOrderFacts & { reasons: readonly SignOffReason[]; url: string },
): EmailMessage {
  return letter(
    shopName,
    {
      template: 'sign-off-requested',
      to,
      subject: `${shopName}: ${order.requesterName}'s order waits for your sign-off`,
    },
    approverName,
    [
      paragraph(
        `${order.requesterName} placed an order that goes to ${shopName} only once it is signed off:`,
        ...order.reasons.map((reason) => `- ${signOffMessages.reasons[reason]}`),
      ),
      details(...itemRows(order), {
        label: 'Total when placed',
        value: formatMoney(order.total, order.currency),
      }),
      { kind: 'link', text: 'Sign it off or decline it here:', label: 'Open the approvals', url: order.url },
    ],
  );
}

/** To the member who asked (issue 39): their order was declined, by whom and why; nothing was ordered. */
export function signOffDeclinedEmail(
  shopName: string,
  to: string,
  requesterName: string,
  decision: HeldOrderFacts & { decidedBy: string; reason: string },
): EmailMessage {
  return letter(
    shopName,
    { template: 'sign-off-declined', to, subject: `${shopName}: your order was not signed off` },
    requesterName,
    [
      paragraph(`${decision.decidedBy} declined your order, so it was not sent to ${shopName}.`),
      details({ label: 'Reason', value: decision.reason }, ...itemRows(decision)),
      paragraph('Nothing was charged. Talk to them, or place the order again once it can be signed off.'),
    ],
  );
}
