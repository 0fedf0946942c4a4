/**
 * The one-click unsubscribe of newsletter e-mails (docs/product.md, Newsletter unsubscribe): the
 * link's path and the texts of the small page the server shows there.
 */

export const NEWSLETTER_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

export const unsubscribeMessages = {
  confirmTitle: (shopName: string) => `Unsubscribe from the ${shopName} newsletter?`,
  confirmText: (email: string) => `${email} will no longer receive our newsletter.`,
  confirmButton: 'Unsubscribe',
  doneTitle: 'You have been unsubscribed',
  doneText: (email: string, shopName: string) =>
    `${email} will no longer receive the ${shopName} newsletter.`,
  alreadyTitle: 'You are already unsubscribed',
  alreadyText: (email: string, shopName: string) =>
    `${email} is not on the ${shopName} newsletter list, so there is nothing more to do.`,
  invalidTitle: 'This unsubscribe link is not valid',
  invalidText:
    'The link may be incomplete or changed. Open it again from the newsletter e-mail, or write to us and we will remove your address.',
  backToShop: (shopName: string) => `Back to ${shopName}`,
} as const;
