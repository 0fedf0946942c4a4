import type { App } from '../app';
import { uniqueClientAddress } from './test-app';

let sent = 0;

/** An e-mail address no other test uses, e.g. `jane.1764230000000.3@clinic.example`. */
export const uniqueEmail = (prefix: string) => {
  sent += 1;
  return `${prefix}.${Date.now()}.${sent}@clinic.example`;
};

/** A contact form every rule accepts, with an e-mail address of its own and any field replaced. */
export const contactForm = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jane',
  lastName: 'Carter',
  email: uniqueEmail('jane'),
  phone: '+1 416 555 0100',
  company: 'Carter Aesthetics',
  subject: 'Bulk pricing for fillers',
  message: 'Could you send me the bulk tiers for dermal fillers?',
  ...overrides,
});

/** A referral application with every field filled in, an e-mail address of its own and any field replaced. */
export const referralForm = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Omar',
  lastName: 'Haddad',
  email: uniqueEmail('omar'),
  phone: '+1 604 555 0199',
  clinicName: 'Haddad Skin Clinic',
  address: '200 Burrard St',
  city: 'Vancouver',
  state: 'BC',
  zipCode: 'V6C 3L6',
  specialty: 'Dermatology',
  licenseNumber: 'CPSBC-44521',
  yearsOfExperience: '6-10',
  referredBy: 'Dr. Jane Carter',
  referrerContact: 'jane@carter.example',
  additionalNotes: 'Interested in toxins and fillers.',
  ...overrides,
});

/**
 * Sends a contact message or referral application through its route, by default from a client
 * address of its own (each form is limited per address), signed in when `cookie` is given.
 */
export const sendSupportForm = (
  app: App,
  url: '/api/contact' | '/api/referrals',
  payload: unknown,
  options: { address?: string; cookie?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: options.address ?? uniqueClientAddress(),
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
  });
