import {
  adminProductStockPath,
  type ProductStock,
  type StockSettingsInput,
} from '@shop/contract/stock-schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * A product's stock settings, which the edit dialog starts from: the part of the product's stock
 * (`GET /api/admin/products/{id}/stock`, whose levels, lots and ledger are the stock feature's) that
 * the product forms edit. Under 'admin', so every movement and settings change reads it again.
 */
export const getStockSettingsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['admin', 'stock-settings', productId],
    queryFn: async ({ signal }): Promise<StockSettingsInput> => {
      const stock = await api.get<ProductStock>(adminProductStockPath(productId), { signal });
      return {
        trackInventory: stock.trackInventory,
        lotTracked: stock.lotTracked,
        lowStockThreshold: stock.lowStockThreshold,
      };
    },
    meta: { accountData: true },
  });
