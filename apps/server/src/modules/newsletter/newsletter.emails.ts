import { NEWSLETTER_CONFIRMATION_DAYS } from '@shop/contract/newsletter-confirm';
import { emailMessage, paragraph, signOff, type EmailMessage } from '../email/email.layout';

/** The newsletter's e-mail: the welcome that asks a sign-up to confirm (docs/decisions/017, 028). */

/**
 * A link of the shop's own for an e-mail, as a URL writes itself: no space, control character or
 * angle bracket can reach a header or the HTML.
 */
function shopLink(value: string, what: string): string {
  const link = new URL(value);
  if (link.protocol !== 'https:' && link.protocol !== 'http:') {
    throw new Error(`${what} is an http(s) URL`);
  }
  return link.href;
}

/**
 * The welcome to a newsletter sign-up (decision 028, double opt-in): what the newsletter brings and
 * how often (as the home page's sign-up block says), the link that confirms the address (nothing is
 * sent until it is followed, and an unconfirmed address is forgotten after 7 days), and the one-click
 * unsubscribe link, in the bodies and as headers. Anyone can type any address into the form, so it
 * tells a stranger that doing nothing is enough.
 */
export function newsletterWelcomeEmail(
  shopName: string,
  to: string,
  links: { confirmUrl: string; unsubscribeUrl: string },
): EmailMessage {
  const confirmUrl = shopLink(links.confirmUrl, 'a confirmation link');
  const unsubscribeUrl = shopLink(links.unsubscribeUrl, 'an unsubscribe link');
  const days = NEWSLETTER_CONFIRMATION_DAYS;
  return emailMessage(
    shopName,
    {
      template: 'newsletter-welcome',
      to,
      subject: `Please confirm your subscription to ${shopName}'s newsletter`,
      listUnsubscribeUrl: unsubscribeUrl,
    },
    [
      paragraph(`Thank you for signing up for ${shopName}'s newsletter!`),
      paragraph(`About once a month we will send ${to} new products, bulk offers and clinical updates.`),
      {
        kind: 'link',
        text: `Please confirm that this address is yours; we send nothing until you do. The link works for ${days} days:`,
        label: 'Confirm my subscription',
        url: confirmUrl,
      },
      paragraph(
        `Did not sign up? Then do nothing: the address is not added to the list, and we forget it after ${days} days.`,
      ),
      {
        kind: 'link',
        text: 'Changed your mind? You can leave the list at any time:',
        label: 'Unsubscribe from this newsletter',
        url: unsubscribeUrl,
      },
      signOff(shopName),
    ],
  );
}
