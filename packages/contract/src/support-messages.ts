import { responseTimes, shopContact } from './content';

/**
 * The texts of the contact page and the referral program (docs/product.md, Newsletter, contact and
 * referrals), apart from messages.ts: they ship with those two screens (and the server), not in the
 * first-load JavaScript of every page. Hours and response times come from the content module.
 */

/** The contact form's field messages (docs/product.md, Contact form). */
export const contactFieldMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  subjectRequired: 'Subject is required',
  messageTooShort: 'Please enter a detailed message',
} as const;

/** The referral form's field messages (docs/product.md, Referral form). */
export const referralFieldMessages = {
  /** Above the form when a required field is empty; each field says its own below. */
  requiredFields: 'Please fill in all required fields',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone is required',
  clinicNameRequired: 'Clinic name is required',
  specialtyRequired: 'Please choose a specialty',
  licenceNumberRequired: 'License number is required',
  invalidEmail: 'Please enter a valid email address',
  unknownSpecialty: 'Please choose a specialty from the list',
  unknownExperience: 'Please choose years of experience from the list',
} as const;

/** Field messages both forms share: the limits the specification leaves open. */
export const supportFieldMessages = {
  tooLong: (max: number) => `Must be at most ${max} characters`,
  singleLine: 'Must be a single line without control characters',
  plainText: 'Cannot contain control characters',
} as const;

export const contactMessages = {
  backToHome: 'Back to Home',
  heroTitle: 'Contact Our Friendly Team',
  heroText: 'Questions about an order, a product or your account? Our team is here to help.',
  hoursNote: `Our support team is available ${shopContact.contactPageHours}.`,
  phoneCardTitle: 'Call Us',
  emailCardTitle: 'Email Support',
  cardResponse: responseTimes.contactCard,
  formTitle: 'Send Us a Message',
  send: 'Send Message',
  sending: 'Sending...',
  sentTitle: 'Message Sent!',
  sentText: `Thank you for contacting us. We'll respond ${responseTimes.contactMessage}.`,
  sendAnother: 'Send Another Message',
  sendFailed: 'Failed to send message. Please try again.',
  whyChooseTitle: (shopName: string) => `Why Choose ${shopName}?`,
  whyChoose: [
    {
      title: 'Expert Support',
      text: 'Our team knows the products we carry and helps you choose the right ones for your practice.',
    },
    {
      title: 'Fast Response',
      text: `We reply ${responseTimes.contactMessage} during business hours.`,
    },
    {
      title: '24/7 Emergency Support',
      text: 'An urgent problem with a delivered order? Call us at any hour.',
    },
  ],
  tooManyMessages: 'Too many messages from your network. Please try again in an hour.',
} as const;

export const referralMessages = {
  title: 'Doctor Referral Program',
  intro:
    'Know a licensed colleague who should order with us, or want to join yourself? Apply below and our team will be in touch.',
  formTitle: 'Referral Application',
  requiredNote: 'Fields marked with an asterisk (*) are required.',
  benefitsTitle: 'Program Benefits',
  benefits: [
    {
      title: 'Verified Professional Network',
      text: 'Every account is checked against its licence, so you order alongside verified colleagues.',
    },
    {
      title: 'Priority Onboarding',
      text: 'Referred practices are reviewed first and can start ordering as soon as they are approved.',
    },
    {
      title: 'Dedicated Account Support',
      text: 'A member of our team helps the new practice with its first orders and bulk pricing.',
    },
  ],
  submit: 'Submit Application',
  submitting: 'Submitting...',
  submitted: 'Referral submitted successfully! We will review your application and contact you soon.',
  submitFailed: (message: string) => `Failed to submit referral: ${message}`,
  tooManyApplications: 'Too many referral applications from your network. Please try again in an hour.',
} as const;
