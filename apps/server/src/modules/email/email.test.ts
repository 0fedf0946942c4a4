import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/system';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deliverPendingEmails, queueEmail } from './email.service';
import * as templates from './email.templates';
import { escapeHtml, type EmailMessage, type OrderEmailFacts } from './email.templates';

const SHOP = 'Medora Supply';
const EVIL = '<script>alert("x")</script>';
const EVIL_ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';

const order = (productName = 'Toxin A'): OrderEmailFacts => ({
  orderNumber: 'MS-2026-4F7K2Q',
  totalAmount: '600.00',
  lines: [{ productName, quantity: 2, totalPrice: '600.00' }],
  formatMoney: (amount) => `$${amount}`,
});
const decision = (doctorName = 'Dr. Jane Carter') => ({ orderNumber: 'MS-2026-4F7K2Q', doctorName });

/** Every template, each fed user input (names, reasons, products, tracking) holding a script tag. */
const hostile: [name: keyof typeof templates, EmailMessage][] = [
  ['registrationReceivedEmail', templates.registrationReceivedEmail(SHOP, 'a@clinic.example', EVIL)],
  ['registrationApprovedEmail', templates.registrationApprovedEmail(SHOP, 'a@clinic.example', EVIL)],
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
];

describe('e-mail templates', () => {
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
    expect(email.bodyHtml).not.toMatch(/<link|<style|<a /);
    expect(`${email.bodyText}\n${email.bodyHtml}`).not.toMatch(/undefined|null|\[object/);
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

/** Just enough of an SMTP server to accept messages and keep them as sent (DATA, dot-unstuffed). */
function fakeSmtpServer() {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push(buffer.slice(0, end).replace(/^\.\./gm, '.'));
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const verb = buffer.slice(0, eol).slice(0, 4).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('250 ok');
      }
    });
  });
  return {
    received,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A MIME part's quoted-printable text as written. */
const unQuotedPrintable = (text: string) =>
  text
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('sending through SMTP', () => {
  let t: TestApp;
  const smtp = fakeSmtpServer();
  let smtpUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
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
    expect(rows.find((row) => row.toAddress === 'jane@clinic.example')?.bodyHtml).toBe(email.bodyHtml);
  });
});
