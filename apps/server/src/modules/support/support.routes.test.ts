import { generalMessages } from '@shop/contract/messages';
import {
  contactFieldMessages as c,
  contactMessages,
  referralFieldMessages as r,
  referralMessages,
  supportFieldMessages as f,
} from '@shop/contract/support-messages';
import { SUPPORT_LIMITS } from '@shop/contract/support-fields';
import { REFERRAL_REQUIRED_FIELDS } from '@shop/contract/support-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages as contactTable, referralApplications } from '../../db/schema/content';
import { outboxEmails } from '../../db/schema/system';
import { doctorSession } from '../../test/order-fixtures';
import {
  contactForm as contact,
  referralForm as referral,
  sendSupportForm,
  uniqueEmail,
} from '../../test/support-fixtures';
import { createTestApp, loginAsAdmin, type TestApp } from '../../test/test-app';
import { queuedEmails } from '../../test/outbox';

const INBOX = 'inbox@shop.example';
const EVIL = '<script>alert("x")</script>';
const EVIL_ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: INBOX, SHOP_NAME: 'Medora Supply' } });
});
afterAll(() => t.close());

type SupportFormUrl = '/api/contact' | '/api/referrals';

const post = (url: SupportFormUrl, payload: unknown, options?: { address?: string; cookie?: string }) =>
  sendSupportForm(t.app, url, payload, options);

const contactRows = (email: string) => t.db.select().from(contactTable).where(eq(contactTable.email, email));
const referralRows = (email: string) =>
  t.db.select().from(referralApplications).where(eq(referralApplications.email, email));
/** The form's body maker and the rows it stores, by its address. */
const formOf = (url: SupportFormUrl) =>
  url === '/api/contact' ? ([contact, contactRows] as const) : ([referral, referralRows] as const);
type RefusedCase = [overrides: Record<string, unknown>, field: string, message: string];

/** Cases that set one field to a value, as RefusedCase. */
const fieldCases = (cases: [field: string, value: unknown, message: string][]): RefusedCase[] =>
  cases.map(([field, value, message]) => [{ [field]: value }, field, message]);

const L = SUPPORT_LIMITS;

/** The limit of each text field of the two forms. */
const TEXT_LIMITS = {
  firstName: L.name,
  lastName: L.name,
  company: L.company,
  subject: L.subject,
  message: L.message,
  website: L.honeypot,
  clinicName: L.clinicName,
  address: L.address,
  zipCode: L.zipCode,
  licenseNumber: L.licenseNumber,
  referrerContact: L.referrerContact,
  additionalNotes: L.additionalNotes,
};

/** Cases that set each field one character over its limit: each refused as too long for that limit. */
const overLimits = (fields: (keyof typeof TEXT_LIMITS)[]) =>
  fieldCases(
    fields.map((field) => [field, 'a'.repeat(TEXT_LIMITS[field] + 1), f.tooLong(TEXT_LIMITS[field])]),
  );

/**
 * Sends the form from `email` with each case's fields changed: each is a 400 with the case's message
 * among its field's errors, and nothing from `email` is stored.
 */
async function expectEachRefused(url: SupportFormUrl, email: string, cases: RefusedCase[]) {
  const [form, rows] = formOf(url);
  for (const [overrides, field, message] of cases) {
    const res = await post(url, form({ email, ...overrides }));
    expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors[field]).toContain(message);
  }
  expect(await rows(email)).toHaveLength(0);
}

/** The first of `items`, expecting no other (the one row or e-mail a request made). */
function onlyOne<T>(items: T[]) {
  const [first, ...others] = items;
  expect(others).toHaveLength(0);
  return first;
}

const emailsTo = (address: string) => queuedEmails(t.db, eq(outboxEmails.toAddress, address));
const emailsReplyingTo = (address: string) => queuedEmails(t.db, eq(outboxEmails.replyToAddress, address));

/** A bot's form (the hidden field filled in) is answered as a person's is, and nothing is stored or sent. */
async function expectBotDropped(url: SupportFormUrl, website: string, message: string) {
  const [form, rows] = formOf(url);
  const body = form({ website });
  const res = await post(url, body);
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({ message });
  expect(await rows(body.email)).toHaveLength(0);
  expect(await emailsReplyingTo(body.email)).toHaveLength(0);
}

/** The sixth form from `address` within the hour: 429 with Retry-After, and nothing stored or sent. */
async function expectSixthRefused(url: SupportFormUrl, address: string, message: string) {
  const [form, rows] = formOf(url);
  const sixth = form();
  const refused = await post(url, sixth, { address });
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ message, code: 'RATE_LIMITED' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  expect(await rows(sixth.email)).toHaveLength(0);
  expect(await emailsReplyingTo(sixth.email)).toHaveLength(0);
}

describe('POST /api/contact', () => {
  it("stores the message and queues one e-mail to the shop's inbox, replying to the sender", async () => {
    const body = contact({ firstName: '  Jane ', company: '   ' });
    const res = await post('/api/contact', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: contactMessages.sentText });
    expect(contactMessages.sentText).toBe("Thank you for contacting us. We'll respond within 2 hours.");

    const row = onlyOne(await contactRows(body.email));
    expect(row).toMatchObject({
      firstName: 'Jane',
      lastName: 'Carter',
      phone: '+1 416 555 0100',
      company: null,
      subject: 'Bulk pricing for fillers',
      message: 'Could you send me the bulk tiers for dermal fillers?',
    });

    const email = onlyOne(await emailsReplyingTo(body.email));
    expect(email).toMatchObject({
      template: 'contact-message',
      toAddress: INBOX,
      replyToAddress: body.email,
      subject: 'Medora Supply contact form: Bulk pricing for fillers',
      status: 'pending',
    });
    expect(email?.bodyText).toContain('Jane Carter wrote through the contact page.');
    expect(email?.bodyText).toContain('Phone: +1 416 555 0100');
    expect(email?.bodyText).not.toContain('Company');
    expect(email?.bodyText).toContain('Could you send me the bulk tiers for dermal fillers?');
    // Nothing goes to the address the form names: anyone can type anyone's address.
    expect(await emailsTo(body.email)).toHaveLength(0);
  });

  it('escapes what the sender typed in the HTML body and keeps the line breaks of the message', async () => {
    const body = contact({
      firstName: EVIL,
      company: EVIL,
      subject: `Question ${EVIL}`,
      message: `First line ${EVIL}\nSecond line & more`,
    });
    expect((await post('/api/contact', body)).statusCode).toBe(201);
    const [email] = await emailsReplyingTo(body.email);
    expect(email?.bodyHtml).not.toContain('<script');
    expect(email?.bodyHtml).toContain(EVIL_ESCAPED);
    expect(email?.bodyHtml).toContain(`First line ${EVIL_ESCAPED}<br>Second line &amp; more`);
    expect(email?.bodyText).toContain(`First line ${EVIL}\nSecond line & more`);
    expect(email?.bodyText).toContain(`Company: ${EVIL}`);
  });

  it('answers every rule with its message and stores nothing', async () => {
    const empty = await post('/api/contact', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'INVALID_DATA',
      fieldErrors: {
        firstName: [c.firstNameRequired],
        lastName: [c.lastNameRequired],
        email: [c.invalidEmail],
        phone: [c.invalidPhone],
        subject: [c.subjectRequired],
        message: [c.messageTooShort],
      },
    });
    expect(Object.keys(empty.json<{ fieldErrors: object }>().fieldErrors)).not.toContain('company');

    const email = uniqueEmail('rules');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '   ' }, 'firstName', 'First name is required'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ phone: '555 01234' }, 'phone', 'Please enter a valid phone number'],
      [{ subject: ' ' }, 'subject', 'Subject is required'],
      [{ message: 'Too short' }, 'message', 'Please enter a detailed message'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post('/api/contact', contact({ email, ...overrides }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    }
    // The limits: a 10-character phone and message are enough, and company may be left out.
    const { company: _omitted, ...withoutCompany } = contact({
      email,
      phone: '4165550100',
      message: '1234567890',
    });
    expect((await post('/api/contact', withoutCompany)).statusCode).toBe(201);
    expect(await contactRows(email)).toHaveLength(1);
  });

  it('limits the length of every text', async () => {
    const email = uniqueEmail('long');
    await expectEachRefused('/api/contact', email, [
      ...overLimits(['firstName', 'lastName', 'company', 'subject', 'message', 'website']),
      ...fieldCases([
        ['email', `${'a'.repeat(250)}@clinic.example`, c.invalidEmail],
        ['phone', '5'.repeat(L.phone + 1), c.invalidPhone],
      ]),
    ]);
    expect(await emailsReplyingTo(email)).toHaveLength(0);
  });

  it('refuses line breaks in anything that reaches a mail header, and unknown fields', async () => {
    const email = uniqueEmail('inject');
    await expectEachRefused('/api/contact', email, [
      [{ subject: 'Hello\r\nBcc: victim@example.com' }, 'subject', f.singleLine],
      [{ firstName: 'Jane\nBcc: victim@example.com' }, 'firstName', f.singleLine],
      [{ lastName: 'Carter\u2028X-Spam: yes' }, 'lastName', f.singleLine],
      [{ company: 'Acme\rBcc: x@example.com' }, 'company', f.singleLine],
      [{ email: `${email}\r\nBcc: victim@example.com` }, 'email', c.invalidEmail],
      [{ message: 'Hello there\u0007 bell' }, 'message', f.plainText],
      [{ sendCopyTo: 'victim@example.com' }, 'sendCopyTo', generalMessages.unknownField],
    ]);
    const outbox = await t.db.select().from(outboxEmails);
    for (const row of outbox) {
      expect(row.subject).not.toMatch(/[\r\n]/);
      expect(row.replyToAddress ?? '').not.toMatch(/[\r\n]/);
    }
  });

  it('answers a bot that fills in the hidden field as if sent, and stores and sends nothing', async () => {
    await expectBotDropped('/api/contact', 'http://spam.example', contactMessages.sentText);
    // A person's form sends the hidden field empty.
    const person = contact({ website: '' });
    expect((await post('/api/contact', person)).statusCode).toBe(201);
    expect(await contactRows(person.email)).toHaveLength(1);
  });

  it('takes at most 5 messages an hour from one address: the 6th is 429 with Retry-After and stores nothing', async () => {
    const address = '203.0.113.71';
    const senders = Array.from({ length: 5 }, () => contact());
    for (const body of senders) expect((await post('/api/contact', body, { address })).statusCode).toBe(201);

    await expectSixthRefused('/api/contact', address, contactMessages.tooManyMessages);
    expect(contactMessages.tooManyMessages).toBe(
      'Too many messages from your network. Please try again in an hour.',
    );
    for (const body of senders) expect(await contactRows(body.email)).toHaveLength(1);

    // Another address may still write, and the referral form counts on its own.
    expect((await post('/api/contact', contact(), { address: '203.0.113.72' })).statusCode).toBe(201);
    expect((await post('/api/referrals', referral(), { address })).statusCode).toBe(201);
  });

  it('does not count a refused (invalid) message against the limit', async () => {
    const address = '203.0.113.73';
    for (let i = 0; i < 6; i += 1) expect((await post('/api/contact', {}, { address })).statusCode).toBe(400);
    expect((await post('/api/contact', contact(), { address })).statusCode).toBe(201);
  });
});

describe('POST /api/referrals', () => {
  it("stores a guest's application without a user and queues it to the shop's inbox", async () => {
    const body = referral();
    const res = await post('/api/referrals', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: referralMessages.submitted });
    expect(referralMessages.submitted).toBe(
      'Referral submitted successfully! We will review your application and contact you soon.',
    );

    const row = onlyOne(await referralRows(body.email));
    const { email: _email, ...fields } = body;
    expect(row).toMatchObject({ ...fields, userId: null });

    const email = onlyOne(await emailsReplyingTo(body.email));
    expect(email).toMatchObject({
      template: 'referral-application',
      toAddress: INBOX,
      replyToAddress: body.email,
      subject: 'Medora Supply referral application: Omar Haddad, Haddad Skin Clinic',
    });
    expect(email?.bodyText).toContain('submitted without a doctor account signed in');
    for (const line of [
      'Clinic: Haddad Skin Clinic',
      'Specialty: Dermatology',
      'License number: CPSBC-44521',
      'Experience: 6-10 years',
      'ZIP code: V6C 3L6',
      'Referred by: Dr. Jane Carter',
      'Interested in toxins and fillers.',
    ]) {
      expect(email?.bodyText).toContain(line);
    }
    expect(await emailsTo(body.email)).toHaveLength(0);
  });

  it('stores the signed-in doctor who submitted it and names them in the e-mail', async () => {
    const doctor = await doctorSession(t.db);
    const body = referral({ additionalNotes: EVIL, clinicName: `Clinic ${EVIL}` });
    const res = await post('/api/referrals', body, { cookie: doctor.cookie });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await referralRows(body.email);
    expect(row?.userId).toBe(doctor.id);
    const [email] = await emailsReplyingTo(body.email);
    expect(email?.bodyText).toContain(`<${doctor.email}> submitted a referral application while signed in.`);
    expect(email?.bodyHtml).not.toContain('<script');
    expect(email?.bodyHtml).toContain(`Clinic ${EVIL_ESCAPED}`);
    expect(email?.subject).toBe(`Medora Supply referral application: Omar Haddad, Clinic ${EVIL}`);
  });

  it("stores an admin's submission without a doctor", async () => {
    const admin = await loginAsAdmin(t.app);
    const body = referral();
    expect((await post('/api/referrals', body, { cookie: admin })).statusCode).toBe(201);
    expect((await referralRows(body.email))[0]?.userId).toBeNull();
  });

  it('keeps only what was given: optional fields left blank are stored as empty (null)', async () => {
    const {
      state: _state,
      zipCode: _zipCode,
      referrerContact: _referrerContact,
      ...body
    } = referral({ address: ' ', city: '', yearsOfExperience: '', referredBy: '  ', additionalNotes: '' });
    expect((await post('/api/referrals', body)).statusCode).toBe(201);
    expect((await referralRows(body.email))[0]).toMatchObject({
      address: null,
      city: null,
      state: null,
      zipCode: null,
      yearsOfExperience: null,
      referredBy: null,
      referrerContact: null,
      additionalNotes: null,
    });
    const [email] = await emailsReplyingTo(body.email);
    expect(email?.bodyText).not.toMatch(/Address|City|State|ZIP|Experience|Referred by|Referrer/);
  });

  it('answers the specification’s message for any required field left empty, and names each with its own', async () => {
    const empty = await post('/api/referrals', {});
    expect(empty.statusCode).toBe(400);
    const required = REFERRAL_REQUIRED_FIELDS;
    expect(Object.keys(required)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'clinicName',
      'specialty',
      'licenseNumber',
    ]);
    expect(empty.json()).toEqual({
      message: 'Please fill in all required fields',
      code: 'INVALID_DATA',
      fieldErrors: Object.fromEntries(Object.entries(required).map(([field, message]) => [field, [message]])),
    });

    const email = uniqueEmail('required');
    for (const [field, message] of Object.entries(required)) {
      const res = await post('/api/referrals', referral({ email, [field]: '  ' }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ message: r.requiredFields, fieldErrors: { [field]: [message] } });
    }
    // A field filled in wrongly keeps its own message as the answer's.
    const wrong = await post('/api/referrals', referral({ email: 'omar@' }));
    expect(wrong.json()).toMatchObject({ message: r.invalidEmail, fieldErrors: { email: [r.invalidEmail] } });
    expect(await referralRows(email)).toHaveLength(0);
  });

  it('takes specialty and experience only from their lists', async () => {
    await expectEachRefused('/api/referrals', uniqueEmail('lists'), [
      [{ specialty: 'Cardiology' }, 'specialty', r.unknownSpecialty],
      [{ specialty: 'dermatology' }, 'specialty', r.unknownSpecialty],
      [{ yearsOfExperience: '25' }, 'yearsOfExperience', r.unknownExperience],
      [{ yearsOfExperience: '20+ years' }, 'yearsOfExperience', r.unknownExperience],
      [{ yearsOfExperience: 5 }, 'yearsOfExperience', r.unknownExperience],
      [{ email: 'omar@' }, 'email', r.invalidEmail],
    ]);
    for (const [specialty, years] of [
      ['Other', '20+'],
      ['General Practice', '1-2'],
    ]) {
      const body = referral({ specialty, yearsOfExperience: years });
      expect((await post('/api/referrals', body)).statusCode).toBe(201);
      expect((await referralRows(body.email))[0]).toMatchObject({ specialty, yearsOfExperience: years });
    }
  });

  it('limits the length of every text and refuses line breaks where a header could be reached', async () => {
    const email = uniqueEmail('limits');
    await expectEachRefused('/api/referrals', email, [
      ...overLimits([
        'firstName',
        'clinicName',
        'address',
        'zipCode',
        'licenseNumber',
        'referrerContact',
        'additionalNotes',
      ]),
      ...fieldCases([
        ['lastName', 'Haddad\r\nBcc: victim@example.com', f.singleLine],
        ['clinicName', 'Clinic\nX-Injected: yes', f.singleLine],
      ]),
    ]);
  });

  it('drops a bot that fills in the hidden field', async () => {
    await expectBotDropped('/api/referrals', 'spam', referralMessages.submitted);
  });

  it('takes at most 5 applications an hour from one address, on its own counter', async () => {
    const address = '203.0.113.81';
    // The contact form's counter for this address is full; the referral one is not.
    for (let i = 0; i < 5; i += 1) await post('/api/contact', contact(), { address });
    expect((await post('/api/contact', contact(), { address })).statusCode).toBe(429);

    const applicants = Array.from({ length: 5 }, () => referral());
    for (const body of applicants)
      expect((await post('/api/referrals', body, { address })).statusCode).toBe(201);
    await expectSixthRefused('/api/referrals', address, referralMessages.tooManyApplications);
  });
});
