import {
  adminProductStockPath,
  type ProductStock,
  type StockMovementInput,
} from '@shop/contract/stock-schemas';
import { stockScreenMessages as m } from '@shop/contract/stock-screen-messages';
import { api } from '@/lib/api-client';
import { refreshShopReads, useAdminMutation } from '@/lib/use-admin-mutation';

type MovementCall = { productId: number; movement: StockMovementInput };

/** `POST /api/admin/products/{id}/stock`: 201 with the product's stock after the movement. */
export const postStockMovement = ({ productId, movement }: MovementCall) =>
  api.post<ProductStock>(adminProductStockPath(productId), movement);

/**
 * A movement, toasted, and the reads it may change refreshed after a refusal too (a 409 may mean
 * another admin or an order moved the same stock a moment ago): what shoppers see may change with
 * it (in stock, "Only N left").
 */
export const usePostStockMovement = (saved: string) =>
  useAdminMutation(postStockMovement, {
    ok: saved,
    failed: m.movementFailed,
    refresh: (queryClient) => refreshShopReads(queryClient),
  });
