import { adminProductStockPath, type ProductStock } from '@shop/contract/stock-schemas';
import { api } from '@/lib/api-client';
import { accountListQueryOptions } from '@/lib/react-query';

/** Every read of one product's stock, whichever ledger page: a movement or a settings change refreshes them. */
export const productStockQueryKey = (productId: number) => ['admin', 'stock', 'product', productId] as const;

/** A product's levels, lots and a page of its ledger (newest first). */
export const getProductStockQueryOptions = (productId: number, page = 1) =>
  accountListQueryOptions([...productStockQueryKey(productId), page], (signal) =>
    api.get<ProductStock>(
      page > 1 ? `${adminProductStockPath(productId)}?page=${page}` : adminProductStockPath(productId),
      { signal },
    ),
  );
