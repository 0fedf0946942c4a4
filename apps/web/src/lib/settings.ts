/**
 * The shop's runtime settings. The server writes them into index.html's meta tags (the CSP allows no
 * inline script to carry them), so one build serves any shop name and currency.
 */
const DEFAULT_SHOP_NAME = 'Medora Supply';
const DEFAULT_CURRENCY = 'USD';

function readMeta(name: string): string | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  // An unfilled placeholder means the page was served without the server (e.g. `vite preview`).
  return content && !content.startsWith('__') ? content : undefined;
}

const currency = readMeta('currency');

export const settings = {
  shopName: readMeta('shop-name') ?? DEFAULT_SHOP_NAME,
  currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : DEFAULT_CURRENCY,
} as const;
