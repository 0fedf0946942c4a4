import { ADMIN_STOCK_PATH, type StockListPage } from '@shop/contract/stock-schemas';
import { api } from '@/lib/api-client';
import { listApiPath } from '@/lib/list-path';
import { accountListQueryOptions } from '@/lib/react-query';

export type StockFilter = {
  lowStock: boolean;
  /** Lots expiring within this many days; undefined for any. */
  expiringWithinDays?: number;
  search: string;
  page: number;
};

export const stockListApiPath = ({ lowStock, expiringWithinDays, search, page }: StockFilter): string =>
  listApiPath(ADMIN_STOCK_PATH, { lowStock, expiringWithinDays, q: search, page });

/** The Stock tab's list: under the 'admin' key, so a movement, an order or a product edit refreshes it. */
export const getStockListQueryOptions = (filter: StockFilter) =>
  accountListQueryOptions(['admin', 'stock', 'list', filter], (signal) =>
    api.get<StockListPage>(stockListApiPath(filter), { signal }),
  );
