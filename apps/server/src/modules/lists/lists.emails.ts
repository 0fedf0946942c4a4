import { scheduledOrderEmailMessages as m } from '@shop/contract/supply-lists';
import { details, letter, paragraph, type EmailBlock, type EmailMessage } from '../email/email.layout';

/** A scheduled reorder as its e-mail tells it: what went in the cart, and what did not today. */
export interface ScheduledOrderFacts {
  /** The member whose cart it filled. */
  fullName: string;
  listName: string;
  added: { productName: string; quantity: number; wanted: number; capped: boolean }[];
  notAdded: { productName: string; reason: string }[];
  /** The checkout page, where the cart is reviewed and the order placed. */
  checkoutUrl: string;
  /** The schedule's next date (YYYY-MM-DD). */
  nextOn: string;
}

/**
 * "Your scheduled order is ready to review" (issue 41): the list is in the cart, nothing is ordered;
 * the lines added (and where fewer than the list's quantity could be), those that could not be added
 * that day and why, a link to the checkout, and the schedule's next date.
 */
export function scheduledOrderEmail(shopName: string, to: string, facts: ScheduledOrderFacts): EmailMessage {
  const blocks: EmailBlock[] = [paragraph(m.lead(facts.listName))];
  const rows = [
    ...facts.added.map((line) => ({
      label: m.added,
      value: line.capped
        ? m.cappedLine(line.productName, line.quantity, line.wanted)
        : m.line(line.productName, line.quantity),
    })),
    ...facts.notAdded.map((line) => ({
      label: m.notAdded,
      value: m.skippedLine(line.productName, line.reason),
    })),
  ];
  if (rows.length > 0) blocks.push(details(...rows));
  if (facts.added.length === 0) blocks.push(paragraph(m.nothingAdded));
  blocks.push(
    { kind: 'link', text: m.link, label: m.linkLabel, url: facts.checkoutUrl },
    paragraph(m.nextOn(facts.nextOn)),
  );
  return letter(
    shopName,
    { template: 'scheduled-order-ready', to, subject: `${shopName}: ${m.subject}` },
    facts.fullName,
    blocks,
  );
}
