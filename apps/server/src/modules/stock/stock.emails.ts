import { backInStockMessages as m } from '@shop/contract/stock-labels';
import { emailMessage, paragraph, signOff, type EmailMessage } from '../email/email.layout';

/**
 * "Notify me when back in stock" answered (issue 38): the product is in stock again, with the link
 * to its page. Sent once per request, to the address that asked (an account's or a guest's).
 */
export function backInStockEmail(
  shopName: string,
  to: string,
  product: { name: string; url: string },
): EmailMessage {
  return emailMessage(shopName, { template: 'back-in-stock', to, subject: m.subject(product.name) }, [
    paragraph(m.emailText(product.name)),
    { kind: 'link', text: `${m.emailLink}:`, label: m.emailLink, url: product.url },
    signOff(shopName),
  ]);
}
