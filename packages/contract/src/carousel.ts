import { matchPage } from './pages';

/** One of the hero carousel's background presets (docs/product.md, Hero carousel items). */
export interface GradientPreset {
  name: string;
  from: string;
  to: string;
  /** The CSS value stored in `backgroundGradient`. */
  value: string;
}

const preset = (name: string, from: string, to: string): GradientPreset => ({
  name,
  from,
  to,
  value: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
});

/** The admin form offers these; a custom gradient text is also allowed. */
export const GRADIENT_PRESETS = [
  preset('Blue Purple', '#667eea', '#764ba2'),
  preset('Ocean', '#2193b0', '#6dd5ed'),
  preset('Sunset', '#ff7e5f', '#feb47b'),
  preset('Green Mint', '#11998e', '#38ef7d'),
  preset('Medical Blue', '#1e3c72', '#2a5298'),
  preset('Purple Pink', '#a18cd1', '#fbc2eb'),
] as const satisfies readonly GradientPreset[];

/** The longest background gradient the shop stores. */
export const GRADIENT_MAX_LENGTH = 500;

const GRADIENT_FUNCTIONS = new Set([
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
]);

/** What may appear inside a gradient: colour functions and arithmetic, never `url()` or `var()`. */
const INNER_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'calc',
]);

/** The characters gradients are written with; no `;`, `{`, `}`, `:`, quotes, `\`, `*`, `<`, `!`, `@`. */
const GRADIENT_CHARACTERS = /^[a-z0-9#%.,()\s+/-]+$/i;
const MAX_NESTING = 4;

/**
 * Whether a background value is CSS gradients and nothing else: one or more gradient functions
 * (`linear-`, `radial-`, `conic-gradient` and their `repeating-` forms) separated by commas, whose
 * arguments hold only colours, angles, lengths, keywords and colour functions. The value is rendered
 * into a style attribute, so anything that could reach another property or load something (`;`,
 * `}`, `url(`, `image-set(`, `var(`, comments, escapes) is refused (decision 023).
 */
export function isCssGradient(value: string): boolean {
  const text = value.trim();
  if (text === '' || text.length > GRADIENT_MAX_LENGTH || !GRADIENT_CHARACTERS.test(text)) return false;
  let depth = 0;
  // At depth 0 the value is `gradient(…)` items separated by commas, and nothing else.
  let expectItem = true;
  const tokens = text.matchAll(/([a-z][a-z0-9-]*)\s*\(|\(|\)|,|\s+|[^\s(),]+/gi);
  for (const [token, functionName] of tokens) {
    if (functionName !== undefined) {
      const name = functionName.toLowerCase();
      const allowed = depth === 0 ? expectItem && GRADIENT_FUNCTIONS.has(name) : INNER_FUNCTIONS.has(name);
      if (!allowed || depth >= MAX_NESTING) return false;
      depth += 1;
      expectItem = false;
    } else if (token === '(') {
      // A parenthesis without a function name: no gradient needs one.
      return false;
    } else if (token === ')') {
      if (depth === 0) return false;
      depth -= 1;
    } else if (token === ',') {
      if (depth === 0) {
        if (expectItem) return false;
        expectItem = true;
      }
    } else if (depth === 0 && token.trim() !== '') {
      return false;
    }
  }
  return depth === 0 && !expectItem;
}

// ---------------------------------------------------------------------------------------------
// Slide links (issue 18)

/** The longest path a slide may link to. */
export const SLIDE_LINK_PATH_MAX = 300;

/** A path's characters: no scheme (`:`), no backslash, spaces, quotes, angle brackets or fragment. */
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~/?=&%+,]*$/;

/**
 * Whether a slide may link to this path: one of the shop's own pages (`PAGES` in pages.ts, decision
 * 010), written as a path from the root with an optional query (`/products?search=botox`). Never an
 * address elsewhere (`https:`, `//host`), a `javascript:` value, a path no page shows (the not-found
 * page), a malformed id (`/product/abc`), or an admin's page.
 */
export function isShopPagePath(value: string): boolean {
  if (value.length === 0 || value.length > SLIDE_LINK_PATH_MAX) return false;
  if (!value.startsWith('/') || value.startsWith('//') || !PATH_CHARACTERS.test(value)) return false;
  const [pathname = ''] = value.split('?', 1);
  try {
    decodeURIComponent(value);
  } catch {
    return false;
  }
  const match = matchPage(pathname);
  if (!match || match.page.path === '*' || match.page.path.startsWith('/admin')) return false;
  return !(match.page.namesNothing?.(match.params) ?? false);
}
