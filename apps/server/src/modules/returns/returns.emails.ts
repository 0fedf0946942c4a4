import { RETURN_REASON_LABELS, returnMessages as m, type ReturnReason } from '@shop/contract/returns';
import { details, letter, paragraph, type EmailMessage } from '../email/email.layout';

/** A return as its e-mails tell it: whose, of which order, and its lines. */
export interface ReturnFacts {
  /** The member who asked for it. */
  fullName: string;
  orderNumber: string;
  lines: { productName: string; quantity: number; reason: ReturnReason; reasonText: string | null }[];
}

const lineRows = (facts: ReturnFacts) =>
  facts.lines.map((line) => ({
    label: m.lineLabel,
    value: m.lineText(
      line.productName,
      line.quantity,
      line.reasonText
        ? `${RETURN_REASON_LABELS[line.reason]}: ${line.reasonText}`
        : RETURN_REASON_LABELS[line.reason],
    ),
  }));

/** "Return request received" (issue 42): what was asked for, and that a review follows. */
export function returnReceivedEmail(shopName: string, to: string, facts: ReturnFacts): EmailMessage {
  return letter(
    shopName,
    { template: 'return-received', to, subject: `${shopName}: ${m.receivedSubject(facts.orderNumber)}` },
    facts.fullName,
    [paragraph(m.receivedLead(facts.orderNumber)), details(...lineRows(facts))],
  );
}

/**
 * "Return approved" with the return authorisation number, the lines and quantities approved, and
 * how to send them: the number on the box, to the shop's address.
 */
export function returnApprovedEmail(
  shopName: string,
  to: string,
  facts: ReturnFacts & { rmaNumber: string; returnAddress: readonly string[] },
): EmailMessage {
  return letter(
    shopName,
    { template: 'return-approved', to, subject: `${shopName}: ${m.approvedSubject(facts.rmaNumber)}` },
    facts.fullName,
    [
      paragraph(m.approvedLead(facts.orderNumber, facts.rmaNumber)),
      details(...lineRows(facts)),
      paragraph(m.approvedInstructions(facts.rmaNumber)),
      ...(facts.returnAddress.length > 0
        ? [paragraph(m.returnAddress, shopName, ...facts.returnAddress)]
        : []),
    ],
  );
}

/** "Return not accepted", with the admin's reason. */
export function returnRefusedEmail(
  shopName: string,
  to: string,
  facts: ReturnFacts & { reason: string },
): EmailMessage {
  return letter(
    shopName,
    { template: 'return-refused', to, subject: `${shopName}: ${m.refusedSubject(facts.orderNumber)}` },
    facts.fullName,
    [
      paragraph(m.refusedLead(facts.orderNumber)),
      details({ label: m.reasonLabel, value: facts.reason }, ...lineRows(facts)),
    ],
  );
}

/**
 * "Return received and credited" (issue 42): the goods arrived; the lines credited, and the credit
 * note's number and total (none when the order had no invoice to credit).
 */
export function returnCreditedEmail(
  shopName: string,
  to: string,
  facts: ReturnFacts & { rmaNumber: string; creditNote: { numberText: string; totalAmount: string } | null },
): EmailMessage {
  return letter(
    shopName,
    { template: 'return-credited', to, subject: `${shopName}: ${m.creditedSubject(facts.rmaNumber)}` },
    facts.fullName,
    [
      paragraph(m.creditedLead(facts.orderNumber, facts.rmaNumber)),
      details(
        ...lineRows(facts),
        ...(facts.creditNote
          ? [
              {
                label: m.creditNoteLabel,
                value: m.creditNoteText(facts.creditNote.numberText, facts.creditNote.totalAmount),
              },
            ]
          : []),
      ),
    ],
  );
}
