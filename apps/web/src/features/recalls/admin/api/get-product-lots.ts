import { ADMIN_RECALL_PRODUCTS_PATH, adminProductLotsPath } from '@shop/contract/recall';
import type { ProductLots, RecallProductSearch } from '@shop/contract/recall-schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountListQueryOptions } from '@/lib/react-query';
import { recallsQueryKey } from './get-recalls';

/**
 * The open dialog's search (`GET /api/admin/recalls/products?q=`): lot-tracked products by name, and
 * the products that have or had a lot whose number holds the term, with those lots (issue 38).
 */
export const searchRecallProductsQueryOptions = (term: string) =>
  accountListQueryOptions([...recallsQueryKey, 'products', term], (signal) =>
    api.get<RecallProductSearch>(
      term ? `${ADMIN_RECALL_PRODUCTS_PATH}?${new URLSearchParams({ q: term })}` : ADMIN_RECALL_PRODUCTS_PATH,
      { signal },
    ),
  );

/** Every lot a product ever had, with the units held and shipped and the recall that covers it. */
export const getProductLotsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [...recallsQueryKey, 'lots', productId],
    queryFn: ({ signal }) => api.get<ProductLots>(adminProductLotsPath(productId), { signal }),
    meta: { accountData: true },
  });
