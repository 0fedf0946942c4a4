import { z } from 'zod';
import { EmailField } from './auth';

export const NewsletterSubscribeBody = z.object({ email: EmailField }).strict();
export type NewsletterSubscribeBody = z.input<typeof NewsletterSubscribeBody>;

/** A newsletter subscription. */
export const NewsletterSubscription = z.object({
  id: z.number().int(),
  email: z.string(),
  subscribedAt: z.string(),
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscription>;

/**
 * The signed-in doctor's e-mail preferences (issue 20, the account page): the newsletter only. Order,
 * account and licence e-mails are part of ordering and always sent. `pending`: signed up, waiting
 * for the confirmation link (decision 028).
 */
export const NEWSLETTER_STATES = ['subscribed', 'pending', 'none'] as const;
export const EmailPreferences = z.object({ newsletter: z.enum(NEWSLETTER_STATES) });
export type EmailPreferences = z.infer<typeof EmailPreferences>;
export const EmailPreferencesBody = z
  .object({ newsletter: z.boolean('Choose whether to receive the newsletter') })
  .strict();
export type EmailPreferencesBody = z.infer<typeof EmailPreferencesBody>;
export const EMAIL_PREFERENCES_PATH = '/api/account/email-preferences';

export const emailPreferencesMessages = {
  heading: 'E-mail preferences',
  newsletterLabel: 'Newsletter: new products, offers and clinical updates',
  pending: 'Check your inbox: the newsletter starts once you follow the link we sent.',
  alwaysSent: 'Order, account and license e-mails are always sent: they are part of ordering.',
  saved: 'Preferences saved',
  failed: 'Failed to save your preferences',
} as const;
