import { EXPIRING_WITHIN_CHOICES } from '@shop/contract/stock-screen-messages';

/** The Stock tab's filters as the URL holds them (`?tab=stock&lowStock=1&expiring=30`). */
export interface StockTabFilter {
  lowStock: boolean;
  /** One of EXPIRING_WITHIN_CHOICES, in days; undefined for any expiry. */
  expiringWithinDays?: number;
}

const LOW_STOCK = 'lowStock';
const EXPIRING = 'expiring';

/** The filter the URL asks for; a value that makes no sense there is left out. */
export function stockTabFilterOf(params: URLSearchParams): StockTabFilter {
  const days = Number(params.get(EXPIRING));
  return {
    lowStock: params.get(LOW_STOCK) === '1',
    expiringWithinDays: EXPIRING_WITHIN_CHOICES.find((choice) => choice === days),
  };
}

/** `params` with the filter written in (and nothing of it left when it is off). */
export function withStockTabFilter(params: URLSearchParams, filter: StockTabFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter.lowStock) next.set(LOW_STOCK, '1');
  else next.delete(LOW_STOCK);
  if (filter.expiringWithinDays === undefined) next.delete(EXPIRING);
  else next.set(EXPIRING, String(filter.expiringWithinDays));
  return next;
}
