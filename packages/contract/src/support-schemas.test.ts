import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContactMessageBody, ReferralApplicationBody } from './support-schemas';
import { EXPERIENCE_OPTIONS, SPECIALTIES } from './support-fields';
import { contactMessages } from './support-messages';

function firstMessages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('ContactMessageBody (docs/product.md, Contact form)', () => {
  it('gives each empty field its own message, and none for the optional company', () => {
    const form = { firstName: '', lastName: '', email: '', phone: '', company: '', subject: '', message: '' };
    expect(firstMessages(ContactMessageBody.safeParse(form))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      subject: 'Subject is required',
      message: 'Please enter a detailed message',
    });
  });

  it('trims every text and drops a blank company', () => {
    const parsed = ContactMessageBody.parse({
      firstName: ' Jane ',
      lastName: 'Carter ',
      email: ' jane@clinic.example ',
      phone: ' 4165550100 ',
      company: '  ',
      subject: ' Hello ',
      message: '  Ten chars!  ',
      website: '',
    });
    expect(parsed).toEqual({
      firstName: 'Jane',
      lastName: 'Carter',
      email: 'jane@clinic.example',
      phone: '4165550100',
      subject: 'Hello',
      message: 'Ten chars!',
      website: '',
    });
  });

  it('words the success text with the content module', () => {
    expect(contactMessages.sentText).toBe("Thank you for contacting us. We'll respond within 2 hours.");
    expect(contactMessages.hoursNote).toBe('Our support team is available 9am-6pm EST, Monday-Friday.');
    expect(contactMessages.cardResponse).toBe('Response within 1-2 business days');
  });
});

describe('ReferralApplicationBody (docs/product.md, Referral form)', () => {
  it('gives each required field left empty its own message', () => {
    const messages = firstMessages(ReferralApplicationBody.safeParse({ address: '', yearsOfExperience: '' }));
    expect(messages).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      clinicName: 'Clinic name is required',
      specialty: 'Please choose a specialty',
      licenseNumber: 'License number is required',
    });
  });

  it('holds the option lists docs/product.md gives, in its order', () => {
    const doc = readFileSync(new URL('../../../docs/product.md', import.meta.url), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    expect(doc).toContain(`Specialty is one of ${SPECIALTIES.join(', ')};`);
    expect(doc).toContain(`experience one of ${EXPERIENCE_OPTIONS.join(', ')} years`);
  });
});
