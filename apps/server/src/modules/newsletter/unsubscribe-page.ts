import { NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeMessages as m } from '@shop/contract/newsletter-unsubscribe';
import { escapeHtml } from '../email/email.templates';

/**
 * The small page a newsletter's unsubscribe link opens (docs/product.md, Newsletter unsubscribe),
 * written by the server: it works without the web app's JavaScript, and the shop's CSP holds (no
 * script at all; the styles are inline, which `style-src 'unsafe-inline'` allows). Every value is
 * escaped.
 */
export type UnsubscribePage =
  /** The link was opened: a button asks to confirm (opening it removes nothing). */
  | { kind: 'confirm'; email: string; token: string }
  | { kind: 'removed'; email: string }
  | { kind: 'already-gone'; email: string }
  | { kind: 'invalid' };

export interface PageSettings {
  shopName: string;
  supportEmail: string;
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
    background:#f3f4f6;color:#1f2937;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
  main{width:100%;max-width:32rem;background:#fff;border:1px solid #e5e7eb;border-radius:12px;overflow:hidden}
  header{background:#0f4c81;color:#fff;padding:16px 24px;font-weight:700;font-size:1.125rem}
  section{padding:24px}
  h1{margin:0 0 12px;font-size:1.375rem;line-height:1.3}
  p{margin:0 0 16px}
  .email{font-weight:600;word-break:break-all}
  button{font:inherit;font-weight:600;color:#fff;background:#0f4c81;border:0;border-radius:8px;
    padding:10px 20px;cursor:pointer}
  button:hover{background:#0b3a63}
  button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
  a{color:#0f4c81}
  .back{display:inline-block;margin-top:8px}
`;

function body(page: UnsubscribePage, settings: PageSettings): { title: string; content: string } {
  const shop = settings.shopName;
  const email = (value: string) => `<span class="email">${escapeHtml(value)}</span>`;
  // The sentence with the address set apart (a function, so a `$` in an address is not a pattern).
  const withEmail = (sentence: string, value: string) =>
    escapeHtml(sentence).replace(escapeHtml(value), () => email(value));
  switch (page.kind) {
    case 'confirm': {
      const action = `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(page.token)}`;
      return {
        title: m.confirmTitle(shop),
        content:
          `<p>${withEmail(m.confirmText(page.email), page.email)}</p>` +
          `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(m.confirmButton)}</button></form>`,
      };
    }
    case 'removed':
      return { title: m.doneTitle, content: `<p>${withEmail(m.doneText(page.email, shop), page.email)}</p>` };
    case 'already-gone':
      return {
        title: m.alreadyTitle,
        content: `<p>${withEmail(m.alreadyText(page.email, shop), page.email)}</p>`,
      };
    case 'invalid':
      return {
        title: m.invalidTitle,
        content:
          `<p>${escapeHtml(m.invalidText)}</p>` +
          `<p><a href="mailto:${escapeHtml(settings.supportEmail)}">${escapeHtml(settings.supportEmail)}</a></p>`,
      };
  }
}

export function renderUnsubscribePage(page: UnsubscribePage, settings: PageSettings): string {
  const { title, content } = body(page, settings);
  const shop = escapeHtml(settings.shopName);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} · ${shop}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<main><header>${shop}</header><section>`,
    `<h1>${escapeHtml(title)}</h1>`,
    content,
    `<a class="back" href="/">${escapeHtml(m.backToShop(settings.shopName))}</a>`,
    '</section></main>',
    '</body>',
    '</html>',
  ].join('\n');
}
