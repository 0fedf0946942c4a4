import { creditEmailMessages as m, type InvoiceNoticeWordsFacts } from '@shop/contract/credit';
import { formatMoney } from '@shop/contract/money';
import { details, letter, paragraph, type EmailMessage } from '../email/email.layout';

/**
 * The daily job's e-mails about an invoice on account (issue 40; docs/decisions/055), to each of its
 * practice's owners and bookkeepers: due soon, overdue, and the account on hold. Their words are the
 * contract's `creditEmailMessages`.
 */

/** An open invoice on account as the job writes about it, and to whom. */
export interface InvoiceNoticeFacts extends InvoiceNoticeWordsFacts {
  /** The owner's or bookkeeper's name. */
  fullName: string;
  orderNumber: string;
  poNumber: string | null;
  /** What is left to pay, a decimal string, in `currency`. */
  amountDue: string;
  currency: string;
  /** The account page, with the practice's open invoices. */
  accountUrl: string;
}

type NoticeWords = (typeof m)['dueSoon' | 'overdue' | 'hold'];

/**
 * A letter about the invoice: what it says first, the invoice's facts and the link to the account
 * page (the same in each of the three), then what it asks.
 */
function invoiceLetter(
  shopName: string,
  to: string,
  template: string,
  words: NoticeWords,
  invoice: InvoiceNoticeFacts,
): EmailMessage {
  return letter(
    shopName,
    { template, to, subject: `${shopName}: ${words.subject(invoice)}` },
    invoice.fullName,
    [
      paragraph(words.lead(invoice)),
      details(
        { label: m.invoice, value: invoice.invoiceNumber },
        { label: m.order, value: invoice.orderNumber },
        ...(invoice.poNumber ? [{ label: m.poNumber, value: invoice.poNumber }] : []),
        { label: m.amountDue, value: formatMoney(invoice.amountDue, invoice.currency) },
        { label: m.dueOn, value: invoice.dueOn },
      ),
      { kind: 'link', text: m.link, label: m.linkLabel, url: invoice.accountUrl },
      paragraph(words.closing(invoice)),
    ],
  );
}

/** The reminder `daysLeft` days before the invoice falls due (3, or fewer when the job ran late). */
export const invoiceDueSoonEmail = (shopName: string, to: string, invoice: InvoiceNoticeFacts) =>
  invoiceLetter(shopName, to, 'invoice-due-soon', m.dueSoon, invoice);

/** The invoice's due date has passed (the day after it, or when the job next ran) and it is unpaid. */
export const invoiceOverdueEmail = (shopName: string, to: string, invoice: InvoiceNoticeFacts) =>
  invoiceLetter(shopName, to, 'invoice-overdue', m.overdue, invoice);

/**
 * The invoice is more than `holdDays` past its due date: the practice's orders on account are held
 * until it is paid; card orders are still taken.
 */
export const accountOnHoldEmail = (shopName: string, to: string, invoice: InvoiceNoticeFacts) =>
  invoiceLetter(shopName, to, 'account-on-hold', m.hold, invoice);
