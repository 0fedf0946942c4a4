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
