import {
  adminProductStockPath,
  type ProductStock,
  type StockMovementInput,
} from '@shop/contract/stock-schemas';
import { stockScreenMessages as m } from '@shop/contract/stock-screen-messages';
import { api } from '@/lib/api-client';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { refreshCatalogue } from './refresh-catalogue';

type MovementCall = { productId: number; movement: StockMovementInput };

/** `POST /api/admin/products/{id}/stock`: 201 with the product's stock after the movement. */
export const postStockMovement = ({ productId, movement }: MovementCall) =>
  api.post<ProductStock>(adminProductStockPath(productId), movement);

/**
 * A movement, toasted: what shoppers see may change with it (in stock, "Only N left"), so the
 * catalogue is read again with the admin's stock (all under 'admin'), after a refusal too (a 409 may
 * mean another admin or an order moved the same stock a moment ago).
 */
export const usePostStockMovement = (saved: string) =>
  useAdminMutation(postStockMovement, {
    ok: saved,
    failed: m.movementFailed,
    refresh: (queryClient) => refreshCatalogue(queryClient),
  });
