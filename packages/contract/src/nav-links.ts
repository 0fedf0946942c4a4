/**
 * The header's, the account menu's and the cart panel's links to screens loaded later (quick order,
 * supply lists): their address and words, apart from those screens' own modules. The shop's first
 * load carries the header, and a module the first load imports comes into it whole, with every text
 * of its screen. Zod-free.
 */
export const QUICK_ORDER_PATH = '/quick-order';

export const navLinkMessages = {
  quickOrder: 'Quick order',
  quickOrderHint: 'Order by product code',
  supplyLists: 'Supply lists',
} as const;
