import { NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeMessages } from '@shop/contract/newsletter-unsubscribe';
import { renderLinkPage, type LinkPage, type PageSettings } from './newsletter-page';

/**
 * The page a newsletter's unsubscribe link opens (docs/product.md, Newsletter unsubscribe): a link
 * page (newsletter-page.ts) in the unsubscribe texts.
 */
export type UnsubscribePage = LinkPage;

export function renderUnsubscribePage(page: UnsubscribePage, settings: PageSettings): string {
  return renderLinkPage({ path: NEWSLETTER_UNSUBSCRIBE_PATH, texts: unsubscribeMessages }, page, settings);
}
