import { adminProductLotsPath } from '@shop/contract/recall';
import type { ProductLots } from '@shop/contract/recall-schemas';
import { ADMIN_STOCK_PATH, type StockListPage } from '@shop/contract/stock-schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountListQueryOptions } from '@/lib/react-query';
import { recallsQueryKey } from './get-recalls';

/**
 * The open dialog's search over the products that track their stock (`GET /api/admin/stock?q=`):
 * its first page, least available first; the dialog offers the lot-tracked ones.
 */
export const searchTrackedProductsQueryOptions = (term: string) =>
  accountListQueryOptions([...recallsQueryKey, 'products', term], (signal) =>
    api.get<StockListPage>(
      term ? `${ADMIN_STOCK_PATH}?${new URLSearchParams({ q: term })}` : ADMIN_STOCK_PATH,
      {
        signal,
      },
    ),
  );

/** Every lot a product ever had, with the units held and shipped and the recall that covers it. */
export const getProductLotsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [...recallsQueryKey, 'lots', productId],
    queryFn: ({ signal }) => api.get<ProductLots>(adminProductLotsPath(productId), { signal }),
    meta: { accountData: true },
  });
