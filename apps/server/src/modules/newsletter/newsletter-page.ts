import { escapeHtml, htmlPageStart } from '../email/email.layout';

/**
 * The small pages the newsletter's e-mailed links open (unsubscribe, confirm a sign-up), written by
 * the server: they work without the web app's JavaScript, and the shop's CSP holds (no script at
 * all; the styles are inline, which `style-src 'unsafe-inline'` allows). Every value is escaped.
 */
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

/** A sentence as HTML with the address in it set apart (a function, so a `$` in it is no pattern). */
function sentenceWithEmail(sentence: string, email: string): string {
  return escapeHtml(sentence).replace(
    escapeHtml(email),
    () => `<span class="email">${escapeHtml(email)}</span>`,
  );
}

/** A form whose button POSTs to `action` (the link's own path and token). */
function postButton(action: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

/** The support address as a mail link, for a page that cannot help by itself. */
const supportLink = (settings: PageSettings) =>
  `<p><a href="mailto:${escapeHtml(settings.supportEmail)}">${escapeHtml(settings.supportEmail)}</a></p>`;

/** The texts of one e-mailed link's page, in the contract (confirmMessages, unsubscribeMessages). */
export interface LinkPageTexts {
  confirmTitle: (shopName: string) => string;
  confirmText: (email: string) => string;
  confirmButton: string;
  doneTitle: string;
  doneText: (email: string, shopName: string) => string;
  alreadyTitle: string;
  alreadyText: (email: string, shopName: string) => string;
  invalidTitle: string;
  invalidText: string;
  backToShop: (shopName: string) => string;
}

/** What an e-mailed link's page shows. */
export type LinkPage =
  /** The link was opened: a button POSTs to it (opening it does nothing: mail scanners open links). */
  | { kind: 'ask'; email: string; token: string }
  /** The button was pressed and did what the link is for. */
  | { kind: 'done'; email: string }
  /** Nothing left to do: it was done before. */
  | { kind: 'already'; email: string }
  | { kind: 'invalid' };

/** The page of the link at `link.path` (its token in the query), in that link's texts. */
export function renderLinkPage(
  link: { path: string; texts: LinkPageTexts },
  page: LinkPage,
  settings: PageSettings,
): string {
  return renderNewsletterPage(
    { ...linkPageBody(link, page, settings), backToShop: link.texts.backToShop(settings.shopName) },
    settings,
  );
}

function linkPageBody(
  { path, texts }: { path: string; texts: LinkPageTexts },
  page: LinkPage,
  settings: PageSettings,
): { title: string; content: string } {
  const shop = settings.shopName;
  switch (page.kind) {
    case 'ask':
      return {
        title: texts.confirmTitle(shop),
        content:
          `<p>${sentenceWithEmail(texts.confirmText(page.email), page.email)}</p>` +
          postButton(`${path}?token=${encodeURIComponent(page.token)}`, texts.confirmButton),
      };
    case 'done':
      return {
        title: texts.doneTitle,
        content: `<p>${sentenceWithEmail(texts.doneText(page.email, shop), page.email)}</p>`,
      };
    case 'already':
      return {
        title: texts.alreadyTitle,
        content: `<p>${sentenceWithEmail(texts.alreadyText(page.email, shop), page.email)}</p>`,
      };
    case 'invalid':
      return {
        title: texts.invalidTitle,
        content: `<p>${escapeHtml(texts.invalidText)}</p>${supportLink(settings)}`,
      };
  }
}

/** The whole page: `content` is HTML already escaped; `title` and `backToShop` are text. */
export function renderNewsletterPage(
  page: { title: string; content: string; backToShop: string },
  settings: PageSettings,
): string {
  const shop = escapeHtml(settings.shopName);
  return [
    ...htmlPageStart([
      '<meta name="robots" content="noindex">',
      `<title>${escapeHtml(page.title)} · ${shop}</title>`,
      `<style>${STYLE}</style>`,
    ]),
    `<main><header>${shop}</header><section>`,
    `<h1>${escapeHtml(page.title)}</h1>`,
    page.content,
    `<a class="back" href="/">${escapeHtml(page.backToShop)}</a>`,
    '</section></main>',
    '</body>',
    '</html>',
  ].join('\n');
}
