import { NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeMessages as m } from '@shop/contract/newsletter-unsubscribe';
import { escapeHtml } from '../email/email.templates';
import {
  postButton,
  renderNewsletterPage,
  sentenceWithEmail,
  supportLink,
  type PageSettings,
} from './newsletter-page';

/**
 * The page a newsletter's unsubscribe link opens (docs/product.md, Newsletter unsubscribe); the
 * layout is newsletter-page.ts's.
 */
export type UnsubscribePage =
  /** The link was opened: a button asks to confirm (opening it removes nothing). */
  | { kind: 'confirm'; email: string; token: string }
  | { kind: 'removed'; email: string }
  | { kind: 'already-gone'; email: string }
  | { kind: 'invalid' };

function body(page: UnsubscribePage, settings: PageSettings): { title: string; content: string } {
  const shop = settings.shopName;
  switch (page.kind) {
    case 'confirm': {
      const action = `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(page.token)}`;
      return {
        title: m.confirmTitle(shop),
        content:
          `<p>${sentenceWithEmail(m.confirmText(page.email), page.email)}</p>` +
          postButton(action, m.confirmButton),
      };
    }
    case 'removed':
      return {
        title: m.doneTitle,
        content: `<p>${sentenceWithEmail(m.doneText(page.email, shop), page.email)}</p>`,
      };
    case 'already-gone':
      return {
        title: m.alreadyTitle,
        content: `<p>${sentenceWithEmail(m.alreadyText(page.email, shop), page.email)}</p>`,
      };
    case 'invalid':
      return {
        title: m.invalidTitle,
        content: `<p>${escapeHtml(m.invalidText)}</p>${supportLink(settings)}`,
      };
  }
}

export function renderUnsubscribePage(page: UnsubscribePage, settings: PageSettings): string {
  return renderNewsletterPage(
    { ...body(page, settings), backToShop: m.backToShop(settings.shopName) },
    settings,
  );
}
