import {
  adminProductStockPath,
  type ProductStock,
  type StockMovementInput,
} from '@shop/contract/stock-schemas';
import { stockScreenMessages as m } from '@shop/contract/stock-screen-messages';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

type MovementCall = { productId: number; movement: StockMovementInput };

/** `POST /api/admin/products/{id}/stock`: 201 with the product's stock after the movement. */
export const postStockMovement = ({ productId, movement }: MovementCall) =>
  api.post<ProductStock>(adminProductStockPath(productId), movement);

/**
 * After a movement: what shoppers see may change with it (in stock, "Only N left"), so every product
 * read, the featured carousel, the category counts and the search suggestions are read again, with
 * the admin's stock (all under 'admin').
 */
const refreshAfterMovement = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['products'] }),
    queryClient.invalidateQueries({ queryKey: ['featured-carousel'] }),
    queryClient.invalidateQueries({ queryKey: ['categories'] }),
    queryClient.invalidateQueries({ queryKey: ['search'] }),
    refreshAdminQueries(queryClient),
  ]);

/**
 * A movement, toasted, and the reads it may change refreshed after a refusal too (a 409 may mean
 * another admin or an order moved the same stock a moment ago).
 */
export const usePostStockMovement = (saved: string) =>
  useAdminMutation(postStockMovement, { ok: saved, failed: m.movementFailed, refresh: refreshAfterMovement });
