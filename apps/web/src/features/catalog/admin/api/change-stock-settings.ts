import {
  adminStockSettingsPath,
  type StockLevels,
  type StockSettingsInput,
} from '@shop/contract/stock-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshCatalogue } from './refresh-catalogue';

type SettingsCall = { productId: number; settings: StockSettingsInput };

/** `PUT /api/admin/products/{id}/stock-settings`: the product's stock levels under its new settings. */
export const changeStockSettings = ({ productId, settings }: SettingsCall) =>
  api.put<StockLevels>(adminStockSettingsPath(productId), settings);

/**
 * The product forms' second call, after the product is saved: the form shows its refusal itself
 * (beside the fields or as a toast). Turning tracking on or off changes what shoppers see, so the
 * catalogue is read again.
 */
export function useChangeStockSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStockSettings,
    onSettled: () => refreshCatalogue(queryClient),
  });
}
