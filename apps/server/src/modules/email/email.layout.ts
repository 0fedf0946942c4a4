import { formatMoney } from '@shop/contract/money';
import { NEWSLETTER_CONFIRMATION_DAYS } from '@shop/contract/newsletter-confirm';

/**
 * Texts of the e-mails the shop sends (docs/decisions/017-e-mails.md). Every e-mail has a plain-text
 * and an HTML body, both rendered from the same blocks: a template only names its content, as plain
 * strings, and the renderers below write the markup, escaping every value that goes into the HTML.
 * An e-mail is queued as its blocks and rendered when it is delivered (renderEmailBody), so the
 * change that causes it writes a few hundred bytes of JSON, not two rendered bodies.
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
  totalAmount: string;
  lines: OrderEmailLine[];
  /** The shop's currency (ISO 4217), in which the amounts are written. */
  currency: string;
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

const paragraph = (...lines: string[]): EmailBlock => ({ kind: 'paragraph', lines });
const signOff = (shopName: string) => paragraph(`— The ${shopName} team`);

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
        `  Total: ${formatMoney(order.totalAmount, order.currency)}`,
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
        `<tfoot><tr><th scope="row" colspan="2" style="${CELL}text-align:left;">Total</th>` +
          `<td style="${CELL}${right}font-weight:bold;">${html(formatMoney(order.totalAmount, order.currency))}</td></tr></tfoot>`,
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

function message(
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

/** An e-mail to a doctor: "Dear <name>," first, the shop team's sign-off last. */
function letter(
  shopName: string,
  fields: Pick<EmailMessage, 'template' | 'to' | 'subject'>,
  name: string,
  blocks: EmailBlock[],
): EmailMessage {
  return message(shopName, fields, [paragraph(`Dear ${name},`), ...blocks, signOff(shopName)]);
}

// ---------------------------------------------------------------------------------------------
// The e-mails

export function registrationReceivedEmail(shopName: string, to: string, fullName: string): EmailMessage {
  return letter(
    shopName,
    { template: 'registration-received', to, subject: `${shopName}: we received your registration` },
    fullName,
    [
      paragraph(
        `Thank you for registering with ${shopName}. Our team verifies every licence before an`,
        'account can place orders; you will receive another e-mail as soon as your account is approved.',
      ),
      paragraph('Meanwhile you can sign in, browse the catalogue and fill your cart.'),
    ],
  );
}

export function registrationApprovedEmail(shopName: string, to: string, fullName: string): EmailMessage {
  return letter(
    shopName,
    { template: 'registration-approved', to, subject: `${shopName}: your account is approved` },
    fullName,
    [
      paragraph(
        `Your ${shopName} account has been approved. You can now sign in and place orders;`,
        'each order is reviewed by our team before processing.',
      ),
    ],
  );
}

export function orderReceivedEmail(
  shopName: string,
  to: string,
  doctorName: string,
  order: OrderEmailFacts,
): EmailMessage {
  return letter(
    shopName,
    {
      template: 'order-received',
      to,
      subject: `${shopName}: we received your order ${order.orderNumber}`,
    },
    doctorName,
    [
      paragraph(
        `Thank you for your order ${order.orderNumber}. Our team reviews every order before processing;`,
        'you will receive another e-mail as soon as it is approved.',
      ),
      { kind: 'order', order },
    ],
  );
}

export function newOrderNoticeEmail(
  shopName: string,
  inbox: string,
  doctor: { name: string; email: string },
  order: OrderEmailFacts,
): EmailMessage {
  return message(
    shopName,
    {
      template: 'order-received-notice',
      to: inbox,
      subject: `${shopName}: new order ${order.orderNumber} awaits review`,
    },
    [
      paragraph(
        `${doctor.name} <${doctor.email}> placed order ${order.orderNumber}. It is pending your review in`,
        'the admin dashboard (Order Management).',
      ),
      { kind: 'order', order },
    ],
  );
}

export function orderCancelledNoticeEmail(
  shopName: string,
  inbox: string,
  doctor: { name: string; email: string },
  orderNumber: string,
  previousStatus: string,
): EmailMessage {
  return message(
    shopName,
    {
      template: 'order-cancelled-notice',
      to: inbox,
      subject: `${shopName}: order ${orderNumber} was cancelled by the doctor`,
    },
    [
      paragraph(
        `${doctor.name} <${doctor.email}> cancelled order ${orderNumber} (it was ${previousStatus}).`,
        'Its card number and CVC have been destroyed; nothing further needs to be charged or shipped.',
      ),
    ],
  );
}

/** What the doctor is told when an admin decides an order: no payment data, ever. */
export interface OrderDecisionFacts {
  orderNumber: string;
  doctorName: string;
}

export function orderApprovedEmail(shopName: string, to: string, order: OrderDecisionFacts): EmailMessage {
  return letter(
    shopName,
    {
      template: 'order-approved',
      to,
      subject: `${shopName}: your order ${order.orderNumber} is approved`,
    },
    order.doctorName,
    [
      paragraph(
        `Your order ${order.orderNumber} has been approved and its payment taken. We are preparing it`,
        'for shipping and will e-mail you again when it leaves our warehouse.',
      ),
    ],
  );
}

export function orderDeclinedEmail(
  shopName: string,
  to: string,
  order: OrderDecisionFacts,
  reason: string,
): EmailMessage {
  return letter(
    shopName,
    {
      template: 'order-declined',
      to,
      subject: `${shopName}: your order ${order.orderNumber} was declined`,
    },
    order.doctorName,
    [
      paragraph(`We are sorry: your order ${order.orderNumber} was declined, and nothing has been charged.`),
      { kind: 'details', rows: [{ label: 'Reason', value: reason }] },
      paragraph('Reply to this e-mail or use the contact page if you have any questions.'),
    ],
  );
}

/** Shipped: carrier and tracking number when the admin gave them; without them no empty labels. */
export function orderShippedEmail(
  shopName: string,
  to: string,
  order: OrderDecisionFacts,
  shipment: { carrier: string | null; trackingNumber: string | null },
): EmailMessage {
  const carrier = shipment.carrier?.trim() ?? '';
  const trackingNumber = shipment.trackingNumber?.trim() ?? '';
  const rows = [
    ...(carrier ? [{ label: 'Carrier', value: carrier }] : []),
    ...(trackingNumber ? [{ label: 'Tracking number', value: trackingNumber }] : []),
  ];
  return letter(
    shopName,
    {
      template: 'order-shipped',
      to,
      subject: `${shopName}: your order ${order.orderNumber} has shipped`,
    },
    order.doctorName,
    [
      paragraph(`Your order ${order.orderNumber} is on its way.`),
      ...(rows.length > 0
        ? [{ kind: 'details', rows } satisfies EmailBlock]
        : [paragraph('Reply to this e-mail if you would like to know more about its delivery.')]),
    ],
  );
}

/** What a contact message says, as the contact form sent it. */
export interface ContactEmailFacts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company?: string | undefined;
  subject: string;
  message: string;
}

/**
 * A contact message, to the shop's inbox only; a reply goes to the sender. Nothing is mailed to the
 * address the form names: anyone can type any address, and the shop must not mail strangers.
 */
export function contactMessageEmail(
  shopName: string,
  inbox: string,
  contact: ContactEmailFacts,
): EmailMessage {
  const name = `${contact.firstName} ${contact.lastName}`;
  return message(
    shopName,
    {
      template: 'contact-message',
      to: inbox,
      replyTo: contact.email,
      subject: `${shopName} contact form: ${contact.subject}`,
    },
    [
      paragraph(`${name} wrote through the contact page. Reply to this e-mail to answer them.`),
      {
        kind: 'details',
        rows: [
          { label: 'Name', value: name },
          { label: 'Email', value: contact.email },
          { label: 'Phone', value: contact.phone },
          ...(contact.company ? [{ label: 'Company', value: contact.company }] : []),
          { label: 'Subject', value: contact.subject },
        ],
      },
      { kind: 'quote', text: contact.message },
    ],
  );
}

/** A referral application as the form sent it. */
export interface ReferralEmailFacts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  clinicName: string;
  address?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zipCode?: string | undefined;
  specialty: string;
  licenseNumber: string;
  yearsOfExperience?: string | undefined;
  referredBy?: string | undefined;
  referrerContact?: string | undefined;
  additionalNotes?: string | undefined;
}

/** A referral application, to the shop's inbox only; a reply goes to the applicant. */
export function referralApplicationEmail(
  shopName: string,
  inbox: string,
  application: ReferralEmailFacts,
  submittedBy: { email: string; fullName: string } | undefined,
): EmailMessage {
  const name = `${application.firstName} ${application.lastName}`;
  const optional = (label: string, value: string | undefined) => (value ? [{ label, value }] : []);
  return message(
    shopName,
    {
      template: 'referral-application',
      to: inbox,
      replyTo: application.email,
      subject: `${shopName} referral application: ${name}, ${application.clinicName}`,
    },
    [
      paragraph(
        submittedBy
          ? `${submittedBy.fullName} <${submittedBy.email}> submitted a referral application while signed in.`
          : 'A referral application was submitted without a doctor account signed in.',
        'Reply to this e-mail to answer the applicant.',
      ),
      {
        kind: 'details',
        rows: [
          { label: 'Name', value: name },
          { label: 'Email', value: application.email },
          { label: 'Phone', value: application.phone },
          { label: 'Clinic', value: application.clinicName },
          ...optional('Address', application.address),
          ...optional('City', application.city),
          ...optional('State', application.state),
          ...optional('ZIP code', application.zipCode),
          { label: 'Specialty', value: application.specialty },
          { label: 'License number', value: application.licenseNumber },
          ...optional(
            'Experience',
            application.yearsOfExperience ? `${application.yearsOfExperience} years` : undefined,
          ),
          ...optional('Referred by', application.referredBy),
          ...optional('Referrer contact', application.referrerContact),
        ],
      },
      ...(application.additionalNotes
        ? [{ kind: 'quote', text: application.additionalNotes } satisfies EmailBlock]
        : []),
    ],
  );
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

/**
 * A link of the shop's own for an e-mail, as a URL writes itself: no space, control character or
 * angle bracket can reach a header or the HTML.
 */
function shopLink(value: string, what: string): string {
  const link = new URL(value);
  if (link.protocol !== 'https:' && link.protocol !== 'http:') {
    throw new Error(`${what} is an http(s) URL`);
  }
  return link.href;
}

/**
 * The welcome to a newsletter sign-up (decision 028, double opt-in): what the newsletter brings and
 * how often (as the home page's sign-up block says), the link that confirms the address (nothing is
 * sent until it is followed, and an unconfirmed address is forgotten after 7 days), and the one-click
 * unsubscribe link, in the bodies and as headers. Anyone can type any address into the form, so it
 * tells a stranger that doing nothing is enough.
 */
export function newsletterWelcomeEmail(
  shopName: string,
  to: string,
  links: { confirmUrl: string; unsubscribeUrl: string },
): EmailMessage {
  const confirmUrl = shopLink(links.confirmUrl, 'a confirmation link');
  const unsubscribeUrl = shopLink(links.unsubscribeUrl, 'an unsubscribe link');
  const days = NEWSLETTER_CONFIRMATION_DAYS;
  return message(
    shopName,
    {
      template: 'newsletter-welcome',
      to,
      subject: `Please confirm your subscription to ${shopName}'s newsletter`,
      listUnsubscribeUrl: unsubscribeUrl,
    },
    [
      paragraph(`Thank you for signing up for ${shopName}'s newsletter!`),
      paragraph(`About once a month we will send ${to} new products, bulk offers and clinical updates.`),
      {
        kind: 'link',
        text: `Please confirm that this address is yours; we send nothing until you do. The link works for ${days} days:`,
        label: 'Confirm my subscription',
        url: confirmUrl,
      },
      paragraph(
        `Did not sign up? Then do nothing: the address is not added to the list, and we forget it after ${days} days.`,
      ),
      {
        kind: 'link',
        text: 'Changed your mind? You can leave the list at any time:',
        label: 'Unsubscribe from this newsletter',
        url: unsubscribeUrl,
      },
      signOff(shopName),
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// Licences (issue 20)

/** A licence's expiry, as the daily job writes about it: whose, when, and where to renew it. */
export interface LicenceNoticeFacts {
  fullName: string;
  expiryDate: string;
  /** The account page's renewal form. */
  renewalUrl: string;
}

/** A reminder `daysLeft` days before the licence expires (60, 30 or 7, or fewer when sent late). */
export function licenceReminderEmail(
  shopName: string,
  to: string,
  licence: LicenceNoticeFacts,
  daysLeft: number,
): EmailMessage {
  const when = daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  return letter(
    shopName,
    { template: 'licence-reminder', to, subject: `${shopName}: your medical license expires ${when}` },
    licence.fullName,
    [
      paragraph(
        `The medical license on your ${shopName} account expires on ${licence.expiryDate}.`,
        'From that day the account cannot place orders until we have approved your renewed license.',
      ),
      {
        kind: 'link',
        text: 'Upload your renewed license on your account page:',
        label: 'Renew your license',
        url: licence.renewalUrl,
      },
    ],
  );
}

/** The licence expired today (or before the job last ran): the account can no longer order. */
export function licenceLapsedEmail(shopName: string, to: string, licence: LicenceNoticeFacts): EmailMessage {
  return letter(
    shopName,
    { template: 'licence-lapsed', to, subject: `${shopName}: your medical license has expired` },
    licence.fullName,
    [
      paragraph(
        `The medical license on your ${shopName} account expired on ${licence.expiryDate}, so the account`,
        'cannot place orders for now. You can still sign in, browse and fill your cart; orders you placed',
        'before stay with our team for review.',
      ),
      {
        kind: 'link',
        text: 'Upload your renewed license on your account page; you can order again as soon as we approve it:',
        label: 'Renew your license',
        url: licence.renewalUrl,
      },
    ],
  );
}

/** An admin approved the renewed licence: the account may order again. */
export function licenceRenewalApprovedEmail(
  shopName: string,
  to: string,
  fullName: string,
  renewal: { licenseNumber: string; expiryDate: string },
): EmailMessage {
  return letter(
    shopName,
    { template: 'licence-renewal-approved', to, subject: `${shopName}: your license renewal is approved` },
    fullName,
    [
      paragraph('We have approved your renewed medical license; your account can place orders again.'),
      {
        kind: 'details',
        rows: [
          { label: 'License number', value: renewal.licenseNumber },
          { label: 'Expires', value: renewal.expiryDate },
        ],
      },
    ],
  );
}

/** An admin did not accept the renewal, with the reason; the doctor can send another. */
export function licenceRenewalRejectedEmail(
  shopName: string,
  to: string,
  licence: LicenceNoticeFacts,
  reason: string,
): EmailMessage {
  return letter(
    shopName,
    {
      template: 'licence-renewal-rejected',
      to,
      subject: `${shopName}: your license renewal was not accepted`,
    },
    licence.fullName,
    [
      paragraph('We could not accept the renewed license you sent.'),
      { kind: 'details', rows: [{ label: 'Reason', value: reason }] },
      {
        kind: 'link',
        text: 'You can send it again from your account page:',
        label: 'Renew your license',
        url: licence.renewalUrl,
      },
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// Recalls (issue 20)

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
