import { chargeRows, type ChargeRow, type OrderChargeFacts } from '@shop/contract/charge-rows';
import { formatMoney } from '@shop/contract/money';

/**
 * The one layout of the shop's e-mails (docs/decisions/017-e-mails.md): the blocks an e-mail is made
 * of, the frame of a message and of a letter to a doctor, and the renderers. Each domain writes its
 * own e-mails' texts (`modules/<domain>/*.emails.ts`) as these blocks of plain strings; only the
 * renderers below write markup, escaping every value that goes into the HTML. An e-mail is queued as
 * its blocks and rendered when it is delivered (renderEmailBody), so the change that causes it writes
 * a few hundred bytes of JSON, not two rendered bodies.
 */
export interface EmailMessage {
  template: string;
  to: string;
  /** Where a reply goes, when not to the shop: the sender of a contact message, say. */
  replyTo?: string;
  /**
   * A newsletter e-mail's one-click unsubscribe link (decision 021): delivery sends it as the
   * List-Unsubscribe headers (`listUnsubscribeHeaders`). No other e-mail has one.
   */
  listUnsubscribeUrl?: string;
  subject: string;
  body: EmailBody;
}

/** What an e-mail says, as it is queued: plain JSON, rendered at delivery. */
export interface EmailBody {
  /** The shop's name at the head of the HTML body. */
  shopName: string;
  blocks: EmailBlock[];
}

export interface OrderEmailLine {
  productName: string;
  quantity: number;
  totalPrice: string;
}

export interface OrderEmailFacts {
  orderNumber: string;
  lines: OrderEmailLine[];
  /**
   * What the order pays: the total, and the subtotal, shipping and taxes the e-mail lists above it
   * as every view of the order does (the contract's chargeRows).
   */
  charges: OrderChargeFacts;
  /** The shop's currency (ISO 4217), in which the amounts are written. */
  currency: string;
}

/**
 * An order block as an earlier release queued it: the total, and the subtotal, shipping and taxes
 * only when some were charged. Such an e-mail still waiting in the outbox after an upgrade is
 * rendered from it as the order's charges.
 */
interface EarlierOrderEmailFacts {
  totalAmount: string;
  charges?: { subtotalAmount: string; shippingAmount: string; taxes: OrderChargeFacts['taxes'] };
}

/** The charges of a queued order block, of this release or the one before. */
function queuedCharges(order: OrderEmailFacts | EarlierOrderEmailFacts): OrderChargeFacts {
  if (!('totalAmount' in order)) return order.charges;
  const { totalAmount, charges } = order;
  return {
    subtotal: charges?.subtotalAmount ?? totalAmount,
    shipping: charges?.shippingAmount ?? '0.00',
    taxes: charges?.taxes ?? [],
    total: totalAmount,
    taxExemption: null,
  };
}

/** A charge row's value in an e-mail: the exemption's certificate, else the amount. */
function chargeValue(row: ChargeRow, currency: string): string {
  return row.kind === 'exemption' ? row.certificate : formatMoney(row.amount, currency);
}

/** What an e-mail says, in order. No payment data ever goes into one (decision 014). */
export type EmailBlock =
  /** A paragraph: its lines stay lines in the text body and flow together in the HTML one. */
  | { kind: 'paragraph'; lines: string[] }
  /** Labelled values, such as a decline reason or a tracking number. */
  | { kind: 'details'; rows: { label: string; value: string }[] }
  /** An order's lines and total. */
  | { kind: 'order'; order: OrderEmailFacts }
  /** Someone's own words (a contact message), quoted with their line breaks. */
  | { kind: 'quote'; text: string }
  /**
   * One of the shop's own links (never one a user gave): the text body writes the address after
   * `text`, the HTML body makes `label` the link.
   */
  | { kind: 'link'; text: string; label: string; url: string };

export const paragraph = (...lines: string[]): EmailBlock => ({ kind: 'paragraph', lines });
export const details = (...rows: { label: string; value: string }[]): EmailBlock => ({
  kind: 'details',
  rows,
});
export const signOff = (shopName: string) => paragraph(`— The ${shopName} team`);

// ---------------------------------------------------------------------------------------------
// Plain text

function textOfBlock(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.lines.join('\n');
    case 'details':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'order': {
      const { order } = block;
      return [
        ...order.lines.map(
          (line) =>
            `  ${line.quantity} × ${line.productName} — ${formatMoney(line.totalPrice, order.currency)}`,
        ),
        ...chargeRows(queuedCharges(order)).map(
          (row) => `  ${row.label}: ${chargeValue(row, order.currency)}`,
        ),
      ].join('\n');
    }
    case 'quote':
      return block.text;
    case 'link':
      return `${block.text}\n${block.url}`;
  }
}

const textOf = (blocks: EmailBlock[]) => blocks.map(textOfBlock).join('\n\n');

// ---------------------------------------------------------------------------------------------
// HTML: a simple single-column layout with inline styles (mail clients drop style sheets), text
// colours with at least 7:1 contrast, real headings and table headers for screen readers.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: markup characters escaped, so a value can never become a tag, attribute or link. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * A whole HTML page's opening up to and with its `<body>` tag: English, UTF-8, sized for phones.
 * `head` is the rest of the head (its title first or after other meta lines), HTML already escaped.
 */
export function htmlPageStart(head: string[], body = '<body>'): string[] {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...head,
    '</head>',
    body,
  ];
}

/** Escaped text whose own line breaks (e.g. in a decline reason) stay line breaks. */
const html = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const TEXT = `${FONT}font-size:16px;line-height:1.5;color:#1f2937;`;
const CELL = `${TEXT}padding:6px 12px 6px 0;border-bottom:1px solid #e5e7eb;vertical-align:top;`;

function htmlOfBlock(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${TEXT}margin:0 0 16px;">${block.lines.map(html).join(' ')}</p>`;
    case 'details':
      return [
        `<table style="border-collapse:collapse;margin:0 0 16px;">`,
        ...block.rows.map(
          (row) =>
            `<tr><th scope="row" style="${CELL}text-align:left;font-weight:bold;">${html(row.label)}</th>` +
            `<td style="${CELL}">${html(row.value)}</td></tr>`,
        ),
        `</table>`,
      ].join('\n');
    case 'order': {
      const { order } = block;
      const right = 'text-align:right;white-space:nowrap;';
      return [
        `<table style="border-collapse:collapse;width:100%;margin:0 0 16px;">`,
        `<caption style="${TEXT}text-align:left;font-weight:bold;padding:0 0 8px;">Order ${html(order.orderNumber)}</caption>`,
        `<thead><tr>`,
        `<th scope="col" style="${CELL}text-align:left;">Qty</th>`,
        `<th scope="col" style="${CELL}text-align:left;">Product</th>`,
        `<th scope="col" style="${CELL}${right}">Amount</th>`,
        `</tr></thead>`,
        `<tbody>`,
        ...order.lines.map(
          (line) =>
            `<tr><td style="${CELL}">${html(String(line.quantity))}</td>` +
            `<td style="${CELL}">${html(line.productName)}</td>` +
            `<td style="${CELL}${right}">${html(formatMoney(line.totalPrice, order.currency))}</td></tr>`,
        ),
        `</tbody>`,
        `<tfoot>`,
        ...chargeRows(queuedCharges(order)).map((row) => {
          // The total closes the table in bold; the rows above it read as plain.
          const weight = row.kind === 'total' ? 'font-weight:bold;' : 'font-weight:normal;';
          return (
            `<tr><th scope="row" colspan="2" style="${CELL}text-align:left;${weight}">${html(row.label)}</th>` +
            `<td style="${CELL}${right}${row.kind === 'total' ? 'font-weight:bold;' : ''}">${html(chargeValue(row, order.currency))}</td></tr>`
          );
        }),
        `</tfoot>`,
        `</table>`,
      ].join('\n');
    }
    case 'link':
      return (
        `<p style="${TEXT}margin:0 0 16px;">${html(block.text)} ` +
        `<a href="${escapeHtml(block.url)}" style="color:#0f4c81;text-decoration:underline;">${html(block.label)}</a></p>`
      );
    case 'quote':
      return `<blockquote style="${TEXT}margin:0 0 16px;padding:0 0 0 12px;border-left:4px solid #9ca3af;">${html(block.text)}</blockquote>`;
  }
}

function htmlOf(shopName: string, subject: string, blocks: EmailBlock[]): string {
  return [
    ...htmlPageStart(
      [`<title>${html(subject)}</title>`],
      '<body style="margin:0;padding:0;background-color:#f3f4f6;">',
    ),
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f3f4f6;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background-color:#ffffff;border:1px solid #e5e7eb;">',
    `<tr><td style="background-color:#0f4c81;padding:20px 24px;"><h1 style="${FONT}margin:0;font-size:22px;line-height:1.3;color:#ffffff;">${html(shopName)}</h1></td></tr>`,
    '<tr><td style="padding:24px;">',
    ...blocks.map(htmlOfBlock),
    '</td></tr>',
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * A header value on one line: control characters and Unicode line separators become spaces, so no
 * value (a subject quoting what someone typed, say) can end its header and start another.
 */
export function headerValue(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');
}

/** An e-mail's plain-text and HTML bodies, written from its blocks (at delivery). */
export function renderEmailBody(subject: string, body: EmailBody): { text: string; html: string } {
  return { text: textOf(body.blocks), html: htmlOf(body.shopName, subject, body.blocks) };
}

/** An e-mail of the shop: its header fields on one line each, its blocks as they are queued. */
export function emailMessage(
  shopName: string,
  fields: Pick<EmailMessage, 'template' | 'to' | 'subject' | 'replyTo' | 'listUnsubscribeUrl'>,
  blocks: EmailBlock[],
): EmailMessage {
  return {
    ...fields,
    to: headerValue(fields.to),
    ...(fields.replyTo === undefined ? {} : { replyTo: headerValue(fields.replyTo) }),
    subject: headerValue(fields.subject),
    body: { shopName, blocks },
  };
}

/**
 * The admin's notice that something a doctor did waits for review (a new order, a registration, a
 * licence renewal): "{shop}: {what} awaits review", who did it and where in the dashboard it waits,
 * then its facts.
 */
export function reviewNotice(
  shopName: string,
  notice: {
    template: string;
    to: string;
    what: string;
    doctor: { name: string; email: string };
    /** What the doctor did, after their name: "placed order MS-…". */
    did: string;
    /** Where it waits: "Order Management". */
    where: string;
    facts: EmailBlock;
  },
): EmailMessage {
  const { doctor } = notice;
  return emailMessage(
    shopName,
    { template: notice.template, to: notice.to, subject: `${shopName}: ${notice.what} awaits review` },
    [
      paragraph(
        `${doctor.name} <${doctor.email}> ${notice.did}. It is pending your review in the admin dashboard`,
        `(${notice.where}).`,
      ),
      notice.facts,
    ],
  );
}

/** An e-mail to a doctor: "Dear <name>," first, the shop team's sign-off last. */
export function letter(
  shopName: string,
  fields: Pick<EmailMessage, 'template' | 'to' | 'subject'>,
  name: string,
  blocks: EmailBlock[],
): EmailMessage {
  return emailMessage(shopName, fields, [paragraph(`Dear ${name},`), ...blocks, signOff(shopName)]);
}

/**
 * The headers that let a reader leave the newsletter from the mail program itself: its own
 * Unsubscribe button (`List-Unsubscribe`, RFC 2369), which with `List-Unsubscribe-Post` (RFC 8058)
 * unsubscribes with one POST to the link, without opening a page.
 */
export function listUnsubscribeHeaders(url: string) {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  } as const;
}
