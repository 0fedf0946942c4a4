import { readdirSync } from 'node:fs';
import { fakeSmtpServer, unQuotedPrintable } from '@shop/contract/smtp-test-sink';
import { charged } from '@shop/contract/charges-fixture';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/system';
import { insertProducts } from '../../test/catalog-fixtures';
import { doctorSession, submitOrder } from '../../test/order-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deliverPendingEmails, outboxBodies, queueEmail } from './email.service';
import * as authEmails from '../auth/auth.emails';
import * as registrationEmails from '../doctors/registrations.emails';
import * as creditEmails from '../credit/credit.emails';
import * as licenceEmails from '../licences/licence.emails';
import * as listEmails from '../lists/lists.emails';
import * as returnEmails from '../returns/returns.emails';
import * as registryEmails from '../licences/registry.emails';
import * as newsletterEmails from '../newsletter/newsletter.emails';
import * as orderEmails from '../orders/orders.emails';
import * as practiceEmails from '../practices/practices.emails';
import * as signOffEmails from '../checkout/sign-off.emails';
import * as recallEmails from '../recalls/recall.emails';
import * as stockEmails from '../stock/stock.emails';
import * as supportEmails from '../support/support.emails';
import {
  escapeHtml,
  listUnsubscribeHeaders,
  renderEmailBody,
  type EmailMessage,
  type OrderEmailFacts,
} from './email.layout';

/** A message with the bodies delivery renders from its blocks. */
type Rendered = EmailMessage & { bodyText: string; bodyHtml: string };
/** Every e-mail of the shop: each domain writes its own (`*.emails.ts`), the layout renders them all. */
const EMAIL_FILES = [
  'auth/auth.emails.ts',
  'doctors/registrations.emails.ts',
  'orders/orders.emails.ts',
  'support/support.emails.ts',
  'newsletter/newsletter.emails.ts',
  'licences/licence.emails.ts',
  'recalls/recall.emails.ts',
  'stock/stock.emails.ts',
  'practices/practices.emails.ts',
  'checkout/sign-off.emails.ts',
  'credit/credit.emails.ts',
  'lists/lists.emails.ts',
  'returns/returns.emails.ts',
  'licences/registry.emails.ts',
];
const templateModule = {
  ...authEmails,
  ...registrationEmails,
  ...orderEmails,
  ...supportEmails,
  ...newsletterEmails,
  ...licenceEmails,
  ...recallEmails,
  ...stockEmails,
  ...practiceEmails,
  ...signOffEmails,
  ...creditEmails,
  ...listEmails,
  ...returnEmails,
  ...registryEmails,
};
type Templates = typeof templateModule;

/** The templates, each message rendered as delivery renders it. */
const templates = Object.fromEntries(
  Object.entries(templateModule).map(([name, value]) => [
    name,
    name.endsWith('Email') && typeof value === 'function'
      ? (...args: unknown[]) => {
          const message = (value as (...a: unknown[]) => EmailMessage)(...args);
          const { text, html } = renderEmailBody(message.subject, message.body);
          return { ...message, bodyText: text, bodyHtml: html };
        }
      : value,
  ]),
) as {
  [K in keyof Templates]: Templates[K] extends (...args: infer A) => EmailMessage
    ? (...args: A) => Rendered
    : Templates[K];
};

const SHOP = 'Medora Supply';
const EVIL = '<script>alert("x")</script>';
const EVIL_ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';

const order = (productName = 'Toxin A'): OrderEmailFacts => ({
  orderNumber: 'MS-2026-4F7K2Q',
  lines: [{ productName, quantity: 2, totalPrice: '600.00' }],
  charges: charged({ subtotal: '600.00' }),
  currency: 'USD',
});
const decision = (doctorName = 'Dr. Jane Carter') => ({ orderNumber: 'MS-2026-4F7K2Q', doctorName });
/** An unsubscribe link as the newsletter module builds one (its token is base64url, dot, base64url). */
const UNSUBSCRIBE_URL = 'https://shop.example/api/newsletter/unsubscribe?token=YUB4LmV4YW1wbGU.c2lnbmF0dXJl';
/** A sign-up's confirmation link, likewise. */
const CONFIRM_URL = 'https://shop.example/api/newsletter/confirm?token=MTc6YUB4LmV4YW1wbGU.c2lnbmF0dXJl';

/** The account page's renewal form, where the licence e-mails send a doctor. */
const RENEWAL_URL = 'https://shop.example/account#licence';
const NOTICE_URL = 'https://shop.example/recalls/7';
const PRODUCT_URL = 'https://shop.example/product/7';
const RESET_URL = 'https://shop.example/reset-password#c2VjcmV0LXRva2VuLW9mLWZvcnR5LXRocmVlLWNoYXJz';
const APPROVALS_URL = 'https://shop.example/approvals';
const INVITATION_URL = 'https://shop.example/invitation#aW52aXRhdGlvbi10b2tlbi1vZi1mb3J0eS10aHJlZQ';
const ACCOUNT_URL = 'https://shop.example/account';
const CHECKOUT_URL = 'https://shop.example/checkout';
/** An invoice on account's facts for the daily job's e-mails. */
const invoiceNotice = {
  fullName: EVIL,
  practiceName: EVIL,
  invoiceNumber: 'INV-2027-000012',
  orderNumber: 'MS-2026-4F7K2Q',
  poNumber: EVIL,
  amountDue: '1250.00',
  currency: 'USD',
  dueOn: '2027-03-31',
  daysLeft: 3,
  holdDays: 15,
  accountUrl: ACCOUNT_URL,
};
const licence = { fullName: EVIL, expiryDate: '2027-03-11', renewalUrl: RENEWAL_URL };
/** A recall's facts for its notice and its reminder. */
const recall = {
  fullName: EVIL,
  title: 'Recall R-00007',
  productName: EVIL,
  lotNumbers: [EVIL, 'LOT-2'],
  reason: EVIL,
  classLabel: 'Class I: a serious risk to health',
  instruction: 'Stop using these units and return them to us.',
  lines: [{ orderNumber: 'MS-2026-4F7K2Q', lotNumber: EVIL, quantity: 2 }],
  noticeUrl: NOTICE_URL,
};

/** Every template, each fed user input (names, reasons, products, tracking) holding a script tag. */
/** A return of two lines, one with words of the doctor's own. */
const returnFacts = {
  fullName: EVIL,
  orderNumber: 'MS-2027-ABCDEF',
  lines: [
    { productName: EVIL, quantity: 2, reason: 'damaged' as const, reasonText: null },
    { productName: 'Toxin A', quantity: 1, reason: 'other' as const, reasonText: EVIL },
  ],
};

const hostile: [name: keyof typeof templates, Rendered][] = [
  ['registrationReceivedEmail', templates.registrationReceivedEmail(SHOP, 'a@clinic.example', EVIL)],
  ['registrationApprovedEmail', templates.registrationApprovedEmail(SHOP, 'a@clinic.example', EVIL)],
  [
    'passwordResetEmail',
    templates.passwordResetEmail(SHOP, 'a@clinic.example', EVIL, { url: RESET_URL, validMinutes: 60 }),
  ],
  ['passwordChangedEmail', templates.passwordChangedEmail(SHOP, 'a@clinic.example', EVIL)],
  [
    'newRegistrationNoticeEmail',
    templates.newRegistrationNoticeEmail(SHOP, 'admin@x.example', {
      fullName: EVIL,
      email: 'a@clinic.example',
      licenseNumber: EVIL,
      collegeName: EVIL,
      provinceState: EVIL,
    }),
  ],
  [
    'licenceRenewalNoticeEmail',
    templates.licenceRenewalNoticeEmail(SHOP, 'admin@x.example', {
      fullName: EVIL,
      email: 'a@clinic.example',
      licenseNumber: EVIL,
      expiryDate: '2029-01-31',
    }),
  ],
  ['orderReceivedEmail', templates.orderReceivedEmail(SHOP, 'a@clinic.example', EVIL, order(EVIL))],
  [
    'newOrderNoticeEmail',
    templates.newOrderNoticeEmail(SHOP, 'shop@x.example', { name: EVIL, email: 'a@x.example' }, order(EVIL)),
  ],
  [
    'orderCancelledNoticeEmail',
    templates.orderCancelledNoticeEmail(
      SHOP,
      'shop@x.example',
      { name: EVIL, email: 'a@x.example' },
      'MS-2026-4F7K2Q',
      'pending',
    ),
  ],
  ['orderApprovedEmail', templates.orderApprovedEmail(SHOP, 'a@clinic.example', decision(EVIL))],
  ['orderDeclinedEmail', templates.orderDeclinedEmail(SHOP, 'a@clinic.example', decision(EVIL), EVIL)],
  [
    'orderShippedEmail',
    templates.orderShippedEmail(SHOP, 'a@clinic.example', decision(EVIL), {
      carrier: EVIL,
      trackingNumber: EVIL,
    }),
  ],
  [
    'contactMessageEmail',
    templates.contactMessageEmail(SHOP, 'shop@x.example', {
      firstName: EVIL,
      lastName: EVIL,
      email: 'a@x.example',
      phone: EVIL,
      company: EVIL,
      subject: EVIL,
      message: EVIL,
    }),
  ],
  [
    'referralApplicationEmail',
    templates.referralApplicationEmail(
      SHOP,
      'shop@x.example',
      {
        firstName: EVIL,
        lastName: EVIL,
        email: 'a@x.example',
        phone: EVIL,
        clinicName: EVIL,
        specialty: 'Other',
        licenseNumber: EVIL,
        additionalNotes: EVIL,
      },
      { email: 'doctor@x.example', fullName: EVIL },
    ),
  ],
  [
    'newsletterWelcomeEmail',
    templates.newsletterWelcomeEmail(SHOP, EVIL, {
      confirmUrl: CONFIRM_URL,
      unsubscribeUrl: UNSUBSCRIBE_URL,
    }),
  ],
  ['licenceReminderEmail', templates.licenceReminderEmail(SHOP, 'a@clinic.example', licence, 30)],
  ['licenceLapsedEmail', templates.licenceLapsedEmail(SHOP, 'a@clinic.example', licence)],
  [
    'licenceRenewalApprovedEmail',
    templates.licenceRenewalApprovedEmail(SHOP, 'a@clinic.example', EVIL, {
      licenseNumber: EVIL,
      expiryDate: '2029-01-31',
    }),
  ],
  [
    'licenceRenewalRejectedEmail',
    templates.licenceRenewalRejectedEmail(SHOP, 'a@clinic.example', licence, EVIL),
  ],
  ['recallNoticeEmail', templates.recallNoticeEmail(SHOP, 'a@clinic.example', recall)],
  [
    'backInStockEmail',
    templates.backInStockEmail(SHOP, 'a@clinic.example', { name: EVIL, url: PRODUCT_URL }),
  ],
  ['recallReminderEmail', templates.recallReminderEmail(SHOP, 'a@clinic.example', recall)],
  [
    'practiceInvitationEmail',
    templates.practiceInvitationEmail(SHOP, 'a@clinic.example', {
      practiceName: EVIL,
      invitedBy: 'Dr. Jane Carter',
      role: 'buyer',
      url: INVITATION_URL,
      validDays: 7,
      needsLicence: false,
    }),
  ],
  [
    'memberJoinedEmail',
    templates.memberJoinedEmail(SHOP, 'a@clinic.example', {
      ownerName: 'Dr. Jane Carter',
      practiceName: 'Carter Aesthetics',
      fullName: EVIL,
      email: 'nora@clinic.example',
      role: 'prescriber',
    }),
  ],
  [
    'signOffRequestedEmail',
    templates.signOffRequestedEmail(SHOP, 'a@clinic.example', 'Dr. Jane Carter', {
      requesterName: EVIL,
      reasons: ['prescription-only', 'over-limit'],
      items: [{ productName: 'Toxin A', quantity: 2, prescriptionOnly: true }],
      total: '600.00',
      currency: 'USD',
      url: APPROVALS_URL,
    }),
  ],
  [
    'signOffDeclinedEmail',
    templates.signOffDeclinedEmail(SHOP, 'a@clinic.example', 'Nora Nurse', {
      requesterName: 'Nora Nurse',
      decidedBy: 'Dr. Jane Carter',
      reason: EVIL,
      items: [{ productName: 'Toxin A', quantity: 2, prescriptionOnly: true }],
      total: '600.00',
      currency: 'USD',
    }),
  ],
  ['invoiceDueSoonEmail', templates.invoiceDueSoonEmail(SHOP, 'a@clinic.example', invoiceNotice)],
  ['invoiceOverdueEmail', templates.invoiceOverdueEmail(SHOP, 'a@clinic.example', invoiceNotice)],
  ['accountOnHoldEmail', templates.accountOnHoldEmail(SHOP, 'a@clinic.example', invoiceNotice)],
  [
    'scheduledOrderEmail',
    templates.scheduledOrderEmail(SHOP, 'a@clinic.example', {
      fullName: EVIL,
      listName: EVIL,
      added: [{ productName: EVIL, quantity: 3, wanted: 5, capped: true }],
      notAdded: [{ productName: EVIL, reason: 'This product is out of stock' }],
      checkoutUrl: CHECKOUT_URL,
      nextOn: '2027-03-15',
    }),
  ],
  ['returnReceivedEmail', templates.returnReceivedEmail(SHOP, 'a@clinic.example', returnFacts)],
  [
    'returnApprovedEmail',
    templates.returnApprovedEmail(SHOP, 'a@clinic.example', {
      ...returnFacts,
      rmaNumber: 'RMA-2027-000001',
      returnAddress: ['1 Warehouse Way', 'Toronto ON'],
    }),
  ],
  [
    'returnCreditedEmail',
    templates.returnCreditedEmail(SHOP, 'a@clinic.example', {
      ...returnFacts,
      rmaNumber: 'RMA-2027-000001',
      creditNote: { numberText: 'CN-2027-000001', totalAmount: '226.00' },
    }),
  ],
  [
    'returnRefusedEmail',
    templates.returnRefusedEmail(SHOP, 'a@clinic.example', { ...returnFacts, reason: EVIL }),
  ],
  [
    'registryHoldEmail',
    templates.registryHoldEmail(
      SHOP,
      { email: 'a@clinic.example', fullName: EVIL, owner: true },
      { prescriber: EVIL, licenseNumber: EVIL, status: 'suspended' },
    ),
  ],
  [
    'registryHoldLiftedEmail',
    templates.registryHoldLiftedEmail(SHOP, { email: 'a@clinic.example', fullName: EVIL }, EVIL),
  ],
];

/** The links each template may hold: the shop's own, never one a user gave. */
const LINKS: Partial<Record<(typeof hostile)[number][0], string[]>> = {
  newsletterWelcomeEmail: [CONFIRM_URL, UNSUBSCRIBE_URL],
  licenceReminderEmail: [RENEWAL_URL],
  licenceLapsedEmail: [RENEWAL_URL],
  licenceRenewalRejectedEmail: [RENEWAL_URL],
  recallNoticeEmail: [NOTICE_URL],
  recallReminderEmail: [NOTICE_URL],
  passwordResetEmail: [RESET_URL],
  backInStockEmail: [PRODUCT_URL],
  practiceInvitationEmail: [INVITATION_URL],
  signOffRequestedEmail: [APPROVALS_URL],
  invoiceDueSoonEmail: [ACCOUNT_URL],
  invoiceOverdueEmail: [ACCOUNT_URL],
  accountOnHoldEmail: [ACCOUNT_URL],
  scheduledOrderEmail: [CHECKOUT_URL],
};

describe('e-mail templates', () => {
  it("reads every domain's e-mails", () => {
    const modules = readdirSync(new URL('..', import.meta.url), { recursive: true, encoding: 'utf8' });
    expect(modules.filter((file) => file.endsWith('.emails.ts')).sort()).toEqual([...EMAIL_FILES].sort());
  });

  it('covers every template', () => {
    const all = Object.keys(templates).filter((name) => name.endsWith('Email'));
    expect(hostile.map(([name]) => name).sort()).toEqual(all.sort());
  });

  it.each(hostile)('%s: the HTML escapes user input, the text keeps it as typed', (_name, email) => {
    expect(email.bodyHtml).not.toContain('<script');
    expect(email.bodyHtml).toContain(EVIL_ESCAPED);
    expect(email.bodyText).toContain(EVIL);
  });

  it.each(hostile)('%s: both bodies, the HTML a whole accessible document', (_name, email) => {
    expect(email.bodyText.trim()).not.toBe('');
    expect(email.bodyHtml).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(email.bodyHtml).toContain(`<title>${escapeHtml(email.subject)}</title>`);
    expect(email.bodyHtml).toContain(`>${SHOP}</h1>`);
    expect(email.bodyHtml).not.toMatch(/<link|<style|<img|<script/);
    expect(`${email.bodyText}\n${email.bodyHtml}`).not.toMatch(/undefined|null|\[object/);
  });

  it('links nowhere but to the shop: the newsletter welcome to its confirmation and unsubscribe links, the licence e-mails to the renewal form, a recall to its notice, an invitation to its page, a sign-off request to the approvals, an invoice’s notices to the account page, a scheduled order to the checkout', () => {
    for (const [name, email] of hostile) {
      const hrefs = [...email.bodyHtml.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);
      expect(hrefs, name).toEqual(LINKS[name] ?? []);
      expect((email.bodyHtml.match(/<a /g) ?? []).length, name).toBe(hrefs.length);
      expect(email.listUnsubscribeUrl, name).toBe(
        name === 'newsletterWelcomeEmail' ? UNSUBSCRIBE_URL : undefined,
      );
    }
  });

  it('only the shop-inbox notices of a contact message and a referral name a reply-to address', () => {
    for (const [name, email] of hostile) {
      const expected = ['contactMessageEmail', 'referralApplicationEmail'].includes(name)
        ? 'a@x.example'
        : undefined;
      expect(email.replyTo, name).toBe(expected);
    }
  });

  it('keeps every header value on one line, whatever a template is given', () => {
    const email = templates.contactMessageEmail(SHOP, 'shop@x.example', {
      firstName: 'Jane',
      lastName: 'Carter',
      email: 'a@x.example\r\nBcc: victim@x.example',
      phone: '4165550100',
      subject: 'Hello\r\nBcc: victim@x.example\u2028X: y',
      message: 'A message\nover two lines.',
    });
    expect(email.subject).toBe(`${SHOP} contact form: Hello Bcc: victim@x.example X: y`);
    expect(email.replyTo).toBe('a@x.example Bcc: victim@x.example');
    expect(email.bodyText).toContain('A message\nover two lines.');
  });

  it("escapes the shop's own name too", () => {
    const email = templates.registrationApprovedEmail('Medora & <Co>', 'a@x.example', 'Dr. Jane');
    expect(email.bodyHtml).toContain('Medora &amp; &lt;Co&gt;');
    expect(email.bodyHtml).not.toContain('<Co>');
  });

  it('keeps the line breaks of a decline reason in the HTML', () => {
    const email = templates.orderDeclinedEmail(
      SHOP,
      'a@x.example',
      decision(),
      'Licence expired.\nPlease renew.',
    );
    expect(email.bodyHtml).toContain('Licence expired.<br>Please renew.');
    expect(email.bodyText).toContain('Reason: Licence expired.\nPlease renew.');
  });

  it('shows the order lines as a table with headers, and the total', () => {
    const email = templates.orderReceivedEmail(SHOP, 'a@x.example', 'Dr. Jane', order());
    expect(email.bodyText).toContain('  2 × Toxin A — $600.00\n  Total: $600.00');
    expect(email.bodyHtml).toContain('<th scope="col"');
    expect(email.bodyHtml).toMatch(/>Toxin A<\/td>/);
    expect(email.bodyHtml).toMatch(/>Total<\/th>[\s\S]*>\$600\.00<\/td>/);
  });

  it('lists the subtotal, shipping and each tax above the total when the order was charged them', () => {
    const chargedOrder: OrderEmailFacts = {
      ...order(),
      charges: charged({
        subtotal: '600.00',
        shipping: '25.00',
        taxes: [
          ['GST', '5.000', '31.25'],
          ['QST', '9.975', '62.70'],
        ],
      }),
    };
    for (const email of [
      templates.orderReceivedEmail(SHOP, 'a@x.example', 'Dr. Jane', chargedOrder),
      templates.newOrderNoticeEmail(
        SHOP,
        'shop@x.example',
        { name: 'Dr. Jane', email: 'a@x.example' },
        chargedOrder,
      ),
    ]) {
      expect(email.bodyText).toContain(
        '  2 × Toxin A — $600.00\n  Subtotal: $600.00\n  Shipping: $25.00\n  GST (5%): $31.25\n' +
          '  QST (9.975%): $62.70\n  Total: $718.95',
      );
      expect(email.bodyHtml).toMatch(
        />Subtotal<\/th>[\s\S]*>\$600\.00<[\s\S]*>Shipping<\/th>[\s\S]*>\$25\.00<[\s\S]*>GST \(5%\)<\/th>[\s\S]*>\$31\.25<[\s\S]*>QST \(9\.975%\)<\/th>[\s\S]*>\$62\.70<[\s\S]*>Total<\/th>[\s\S]*>\$718\.95</,
      );
    }
    // Nothing charged besides the lines: as before, no subtotal.
    expect(templates.orderReceivedEmail(SHOP, 'a@x.example', 'Dr. Jane', order()).bodyText).not.toContain(
      'Subtotal',
    );
    // An exemption took the taxes off: the e-mail names its certificate, as the invoice does.
    const exempt = templates.orderReceivedEmail(SHOP, 'a@x.example', 'Dr. Jane', {
      ...order(),
      charges: { ...order().charges, taxExemption: 'ON-EX-42' },
    });
    expect(exempt.bodyText).toContain(
      '  Subtotal: $600.00\n  Shipping: $0.00\n  Tax exemption certificate: ON-EX-42\n  Total: $600.00',
    );
  });

  it('renders an order e-mail queued by the release before, charged or not', () => {
    const queued = (order: object) =>
      renderEmailBody('Order', {
        shopName: SHOP,
        blocks: [{ kind: 'order', order: { orderNumber: 'MS-2026-4F7K2Q', currency: 'USD', ...order } }],
      } as never).text;
    const lines = [{ productName: 'Toxin A', quantity: 2, totalPrice: '600.00' }];
    expect(queued({ lines, totalAmount: '600.00' })).toBe('  2 × Toxin A — $600.00\n  Total: $600.00');
    expect(
      queued({
        lines,
        totalAmount: '655.00',
        charges: {
          subtotalAmount: '600.00',
          shippingAmount: '25.00',
          taxes: [{ name: 'GST', rate: '5.000', amount: '30.00' }],
        },
      }),
    ).toBe(
      '  2 × Toxin A — $600.00\n  Subtotal: $600.00\n  Shipping: $25.00\n  GST (5%): $30.00\n  Total: $655.00',
    );
  });

  it('newsletter welcome: what to expect, the confirmation link, and the unsubscribe link in both bodies', () => {
    const url = 'https://shop.example/api/newsletter/unsubscribe?token=abc.def&utm_source=x';
    const confirmUrl = 'https://shop.example/api/newsletter/confirm?token=ghi.jkl';
    const email = templates.newsletterWelcomeEmail('Medora & <Co>', "o'brien@clinic.example", {
      confirmUrl,
      unsubscribeUrl: url,
    });
    expect(email.subject).toBe("Please confirm your subscription to Medora & <Co>'s newsletter");
    expect(email.to).toBe("o'brien@clinic.example");
    expect(email.listUnsubscribeUrl).toBe(url);
    expect(email.bodyText).toContain(
      "About once a month we will send o'brien@clinic.example new products, bulk offers and clinical updates.",
    );
    expect(email.bodyText).toContain(
      `Please confirm that this address is yours; we send nothing until you do. The link works for 7 days:\n${confirmUrl}`,
    );
    expect(email.bodyText).toContain(
      'Did not sign up? Then do nothing: the address is not added to the list, and we forget it after 7 days.',
    );
    expect(email.bodyText).toContain(`leave the list at any time:\n${url}`);
    expect(email.bodyHtml).toContain('o&#39;brien@clinic.example new products');
    expect(email.bodyHtml).toContain(`<a href="${confirmUrl}" `);
    expect(email.bodyHtml).toContain('>Confirm my subscription</a>');
    expect(email.bodyHtml).toContain(
      '<a href="https://shop.example/api/newsletter/unsubscribe?token=abc.def&amp;utm_source=x" ',
    );
    expect(email.bodyHtml).toContain('>Unsubscribe from this newsletter</a>');
    expect(email.bodyHtml).toContain('Medora &amp; &lt;Co&gt;');
    expect(email.bodyHtml).not.toContain('<Co>');
    expect(listUnsubscribeHeaders(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Only the shop's own web addresses can become the links.
    expect(() =>
      templates.newsletterWelcomeEmail(SHOP, 'a@x.example', {
        confirmUrl,
        unsubscribeUrl: 'javascript:alert(1)',
      }),
    ).toThrow();
    expect(() =>
      templates.newsletterWelcomeEmail(SHOP, 'a@x.example', {
        confirmUrl: 'javascript:alert(1)',
        unsubscribeUrl: url,
      }),
    ).toThrow();
  });

  it('shipped: names only what the admin gave, without empty labels', () => {
    const none = templates.orderShippedEmail(SHOP, 'a@x.example', decision(), {
      carrier: null,
      trackingNumber: '  ',
    });
    for (const body of [none.bodyText, none.bodyHtml]) {
      expect(body).toContain('Your order MS-2026-4F7K2Q is on its way.');
      expect(body).not.toMatch(/Carrier|Tracking/);
    }
    const carrierOnly = templates.orderShippedEmail(SHOP, 'a@x.example', decision(), {
      carrier: 'Purolator',
      trackingNumber: null,
    });
    expect(carrierOnly.bodyText).toContain('Carrier: Purolator');
    expect(carrierOnly.bodyText).not.toContain('Tracking');
    expect(carrierOnly.bodyHtml).toMatch(/>Carrier<\/th><td[^>]*>Purolator<\/td>/);
    expect(carrierOnly.bodyHtml).not.toContain('Tracking');
  });
});

describe('sending through SMTP', () => {
  let t: TestApp;
  const smtp = fakeSmtpServer();
  let smtpUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
    smtpUrl = await smtp.start();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('sends the text and HTML bodies as multipart/alternative; an older text-only row as text', async () => {
    const email = templates.orderDeclinedEmail(SHOP, 'jane@clinic.example', decision(), 'Licence <expired>');
    await queueEmail(t.db, email);
    // As queued before HTML bodies existed (migration 0009): no HTML body.
    await t.db.insert(outboxEmails).values({
      template: 'order-approved',
      toAddress: 'earlier@clinic.example',
      subject: 'Earlier e-mail',
      bodyText: 'Queued before HTML bodies.',
    });

    await deliverPendingEmails(t.db, smtpUrl, `${SHOP} <support@shop.example>`, t.app.log);

    expect(smtp.received).toHaveLength(2);
    const [both, textOnly] = [
      smtp.received.find((m) => m.includes('To: jane@clinic.example')),
      smtp.received.find((m) => m.includes('To: earlier@clinic.example')),
    ];
    expect(both).toMatch(/Content-Type: multipart\/alternative/i);
    expect(both).toMatch(/Content-Type: text\/plain/i);
    expect(both).toMatch(/Content-Type: text\/html/i);
    const decoded = unQuotedPrintable(both ?? '');
    expect(decoded).toContain('Reason: Licence <expired>');
    expect(decoded).toContain('Licence &lt;expired&gt;');
    expect(textOnly).toMatch(/Content-Type: text\/plain/i);
    expect(textOnly).not.toMatch(/multipart|text\/html/i);

    const rows = await t.db.select().from(outboxEmails).where(eq(outboxEmails.status, 'sent'));
    expect(rows.map((row) => row.toAddress).sort()).toEqual([
      'earlier@clinic.example',
      'jane@clinic.example',
    ]);
    const sent = rows.find((row) => row.toAddress === 'jane@clinic.example');
    expect(sent && outboxBodies(sent).html).toBe(email.bodyHtml);
    // Queued as its blocks, a few hundred bytes of JSON: the bodies are written at delivery.
    expect(sent?.bodyText).toBeNull();
    expect(sent?.bodyHtml).toBeNull();
    // An e-mail without a reply-to address is answered to the sender, the shop, as ever.
    expect(both).not.toMatch(/^Reply-To:/im);
  });

  it("sends a contact message's Reply-To: the sender", async () => {
    const email = templates.contactMessageEmail(SHOP, 'inbox@shop.example', {
      firstName: 'Jane',
      lastName: 'Carter',
      email: 'jane.reply@clinic.example',
      phone: '4165550100',
      subject: 'Bulk pricing',
      message: 'Could you send me the bulk tiers?',
    });
    await queueEmail(t.db, email);
    await deliverPendingEmails(t.db, smtpUrl, `${SHOP} <support@shop.example>`, t.app.log);
    const sent = smtp.received.find((m) => m.includes('To: inbox@shop.example'));
    expect(sent).toMatch(/^Reply-To: jane\.reply@clinic\.example\r?$/im);
    expect(sent).toMatch(/^From: Medora Supply <support@shop\.example>\r?$/im);
    expect(sent).toMatch(/^Subject: Medora Supply contact form: Bulk pricing\r?$/im);
  });

  it('sends a new subscriber’s welcome with the one-click unsubscribe headers; an order e-mail has none', async () => {
    // A real order (its e-mails queued by the order's prepared statement) and a real sign-up.
    const ids = await insertProducts(t.db, [
      { name: 'Mail Test Gel', category: 'dermal-fillers', price: '10.00' },
    ]);
    const doctor = await doctorSession(t.db);
    const order = await submitOrder(t.app, doctor.cookie, [
      { productId: ids['Mail Test Gel']!, quantity: 1 },
    ]);
    expect(order.statusCode).toBe(201);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'Reader@Clinic.example' },
    });
    expect(signUp.statusCode).toBe(200);

    await deliverPendingEmails(t.db, smtpUrl, `${SHOP} <support@shop.example>`, t.app.log);

    /** A sent message's header lines, unfolded (a long header may go on over several lines). */
    const headersOf = (raw: string) =>
      raw
        .slice(0, raw.indexOf('\r\n\r\n'))
        .replace(/\r\n[ \t]+/g, ' ')
        .split('\r\n');
    const welcome = smtp.received.find((m) => m.includes('To: reader@clinic.example'));
    // The link the newsletter stored with its e-mail (its tests check the link itself) is the header.
    const [stored] = await t.db
      .select({ url: outboxEmails.listUnsubscribeUrl })
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'newsletter-welcome'));
    expect(stored?.url).toMatch(/^https:\/\/shop\.example\/.*\?token=/);
    expect(headersOf(welcome ?? '')).toEqual(
      expect.arrayContaining([
        `List-Unsubscribe: <${stored?.url ?? ''}>`,
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      ]),
    );

    // Every other e-mail, the order's among them, goes without them.
    expect(smtp.received.filter((m) => m.includes(`To: ${doctor.email}`))).toHaveLength(1);
    for (const sent of smtp.received.filter((m) => m !== welcome)) {
      expect(headersOf(sent).filter((line) => /^List-Unsubscribe/i.test(line))).toEqual([]);
    }
    const rows = await t.db.select().from(outboxEmails);
    expect(
      rows.filter((row) => row.listUnsubscribeUrl !== null).map((row) => [row.template, row.toAddress]),
    ).toEqual([['newsletter-welcome', 'reader@clinic.example']]);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
  });
});
