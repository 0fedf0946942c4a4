import { NEWSLETTER_CONFIRM_PATH, confirmMessages as m } from '@shop/contract/newsletter-confirm';
import { escapeHtml } from '../email/email.templates';
import {
  postButton,
  renderNewsletterPage,
  sentenceWithEmail,
  supportLink,
  type PageSettings,
} from './newsletter-page';

/** The page a sign-up's confirmation link opens (decision 028); the layout is newsletter-page.ts's. */
export type ConfirmPage =
  /** The link was opened: a button confirms (opening it confirms nothing: mail scanners open links). */
  | { kind: 'ask'; email: string; token: string }
  | { kind: 'confirmed'; email: string }
  | { kind: 'already'; email: string }
  | { kind: 'expired' }
  | { kind: 'invalid' };

function body(page: ConfirmPage, settings: PageSettings): { title: string; content: string } {
  const shop = settings.shopName;
  switch (page.kind) {
    case 'ask': {
      const action = `${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(page.token)}`;
      return {
        title: m.confirmTitle(shop),
        content:
          `<p>${sentenceWithEmail(m.confirmText(page.email), page.email)}</p>` +
          postButton(action, m.confirmButton),
      };
    }
    case 'confirmed':
      return {
        title: m.doneTitle,
        content: `<p>${sentenceWithEmail(m.doneText(page.email, shop), page.email)}</p>`,
      };
    case 'already':
      return {
        title: m.alreadyTitle,
        content: `<p>${sentenceWithEmail(m.alreadyText(page.email, shop), page.email)}</p>`,
      };
    case 'expired':
      return { title: m.expiredTitle, content: `<p>${escapeHtml(m.expiredText)}</p>` };
    case 'invalid':
      return {
        title: m.invalidTitle,
        content: `<p>${escapeHtml(m.invalidText)}</p>${supportLink(settings)}`,
      };
  }
}

export function renderConfirmPage(page: ConfirmPage, settings: PageSettings): string {
  return renderNewsletterPage(
    { ...body(page, settings), backToShop: m.backToShop(settings.shopName) },
    settings,
  );
}
