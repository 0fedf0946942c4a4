/**
 * The signed-in doctor's e-mail preferences (issue 20, the account page): the newsletter only. Order,
 * account and licence e-mails are part of ordering and always sent. `pending`: signed up, waiting
 * for the confirmation link (decision 028). Zod-free, for the account page's chunk; the schemas are
 * in newsletter-schemas.ts.
 */
export const NEWSLETTER_STATES = ['subscribed', 'pending', 'none'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];
export { EMAIL_PREFERENCES_PATH } from './pages';

export const emailPreferencesMessages = {
  heading: 'E-mail preferences',
  newsletterLabel: 'Newsletter: new products, offers and clinical updates',
  pending: 'Check your inbox: the newsletter starts once you follow the link we sent.',
  alwaysSent: 'Order, account and license e-mails are always sent: they are part of ordering.',
  saved: 'Preferences saved',
  failed: 'Failed to save your preferences',
} as const;
