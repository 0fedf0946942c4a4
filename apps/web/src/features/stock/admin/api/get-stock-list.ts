import { ADMIN_STOCK_PATH, type StockListPage } from '@shop/contract/stock-schemas';
import { api } from '@/lib/api-client';
import { accountListQueryOptions } from '@/lib/react-query';

export type StockFilter = {
  lowStock: boolean;
  /** Lots expiring within this many days; undefined for any. */
  expiringWithinDays?: number;
  search: string;
  page: number;
};

export function stockListApiPath({ lowStock, expiringWithinDays, search, page }: StockFilter): string {
  const params = new URLSearchParams();
  if (lowStock) params.set('lowStock', 'true');
  if (expiringWithinDays !== undefined) params.set('expiringWithinDays', String(expiringWithinDays));
  const term = search.trim();
  if (term) params.set('q', term);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${ADMIN_STOCK_PATH}?${query}` : ADMIN_STOCK_PATH;
}

/** The Stock tab's list: under the 'admin' key, so a movement, an order or a product edit refreshes it. */
export const getStockListQueryOptions = (filter: StockFilter) =>
  accountListQueryOptions(['admin', 'stock', 'list', filter], (signal) =>
    api.get<StockListPage>(stockListApiPath(filter), { signal }),
  );
