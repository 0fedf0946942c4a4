import { NEWSLETTER_CONFIRM_PATH, confirmMessages as m } from '@shop/contract/newsletter-confirm';
import { escapeHtml } from '../email/email.layout';
import { renderLinkPage, renderNewsletterPage, type LinkPage, type PageSettings } from './newsletter-page';

/**
 * The page a sign-up's confirmation link opens (decision 028): a link page (newsletter-page.ts) and,
 * as this link expires, the page that says so.
 */
export type ConfirmPage = LinkPage | { kind: 'expired' };

export function renderConfirmPage(page: ConfirmPage, settings: PageSettings): string {
  if (page.kind !== 'expired') {
    return renderLinkPage({ path: NEWSLETTER_CONFIRM_PATH, texts: m }, page, settings);
  }
  return renderNewsletterPage(
    {
      title: m.expiredTitle,
      content: `<p>${escapeHtml(m.expiredText)}</p>`,
      backToShop: m.backToShop(settings.shopName),
    },
    settings,
  );
}
