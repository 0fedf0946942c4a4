/**
 * Newsletter double opt-in (docs/product.md, Newsletter): the confirmation link's path, how long a
 * sign-up waits for it, and the texts of the small page the server shows there.
 */

export const NEWSLETTER_CONFIRM_PATH = '/api/newsletter/confirm';

/** Days a sign-up waits for its confirmation; then the address is forgotten and its links expire. */
export const NEWSLETTER_CONFIRMATION_DAYS = 7;

export const confirmMessages = {
  confirmTitle: (shopName: string) => `Confirm your subscription to the ${shopName} newsletter`,
  confirmText: (email: string) => `Press the button to start receiving our newsletter at ${email}.`,
  confirmButton: 'Confirm subscription',
  doneTitle: 'Your subscription is confirmed',
  doneText: (email: string, shopName: string) => `${email} will now receive the ${shopName} newsletter.`,
  alreadyTitle: 'You are already subscribed',
  alreadyText: (email: string, shopName: string) =>
    `${email} is on the ${shopName} newsletter list, so there is nothing more to do.`,
  expiredTitle: 'This confirmation link has expired',
  expiredText: `A confirmation link works for ${NEWSLETTER_CONFIRMATION_DAYS} days after signing up, and only for that sign-up. Sign up again on our website to get a new one.`,
  invalidTitle: 'This confirmation link is not valid',
  invalidText:
    'The link may be incomplete or changed. Open it again from the confirmation e-mail, or sign up again on our website.',
  backToShop: (shopName: string) => `Back to ${shopName}`,
} as const;
