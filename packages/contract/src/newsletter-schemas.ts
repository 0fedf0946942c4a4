import { z } from 'zod';
import { EmailField } from './auth-schemas';
import { NEWSLETTER_STATES } from './email-preferences';

export const NewsletterSubscribeBody = z.object({ email: EmailField }).strict();
export type NewsletterSubscribeBody = z.input<typeof NewsletterSubscribeBody>;

/** A newsletter subscription. */
export const NewsletterSubscription = z.object({
  id: z.number().int(),
  email: z.string(),
  subscribedAt: z.string(),
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscription>;

/** The account page's e-mail preferences (issue 20): its texts and path are in email-preferences.ts. */
export const EmailPreferences = z.object({ newsletter: z.enum(NEWSLETTER_STATES) });
export type EmailPreferences = z.infer<typeof EmailPreferences>;
export const EmailPreferencesBody = z
  .object({ newsletter: z.boolean('Choose whether to receive the newsletter') })
  .strict();
export type EmailPreferencesBody = z.infer<typeof EmailPreferencesBody>;
