/**
 * The contact and referral forms' option lists, limits and hidden field (docs/product.md,
 * Newsletter, contact and referrals), zod-free: the pages render with them and load the schemas
 * (support-schemas.ts) only when a form is about to be sent.
 */

/** Specialty options of the referral form (docs/product.md, Referral form), in the order the select shows them. */
export const SPECIALTIES = [
  'Dermatology',
  'Plastic Surgery',
  'Aesthetic Medicine',
  'Rheumatology',
  'Orthopedics',
  'Pain Management',
  'Neurology',
  'Gynecology',
  'General Practice',
  'Other',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

/** Years-of-experience options of the referral form (docs/product.md, Referral form); each is shown as "{value} years". */
export const EXPERIENCE_OPTIONS = ['1-2', '3-5', '6-10', '11-15', '16-20', '20+'] as const;
export type Experience = (typeof EXPERIENCE_OPTIONS)[number];

export const isExperience = (value: string): value is Experience =>
  (EXPERIENCE_OPTIONS as readonly string[]).includes(value);

/**
 * The hidden field both forms carry for bots (decision 022): a person never sees it, so a request
 * that fills it in is answered as sent and dropped.
 */
export const HONEYPOT_FIELD = 'website';

/** Every text has a ceiling, so no request stores (or mails) unbounded text. */
export const SUPPORT_LIMITS = {
  name: 100,
  email: 254,
  phoneMin: 10,
  phone: 40,
  company: 200,
  subject: 200,
  messageMin: 10,
  message: 5000,
  clinicName: 200,
  address: 300,
  city: 100,
  state: 100,
  zipCode: 20,
  licenseNumber: 64,
  referredBy: 200,
  referrerContact: 200,
  additionalNotes: 2000,
  honeypot: 200,
} as const;
