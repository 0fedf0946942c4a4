import { adminProductMessages } from '@shop/contract/admin-messages';
import type { ProductReplace } from '@shop/contract/admin-product-schemas';
import type { Product } from '@shop/contract/catalog-schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useToastedProductWrite } from './refresh-catalogue';

/** The edit dialog: `PUT /api/admin/products/{id}` with every field it shows and the tiers. */
export const replaceProduct = ({ id, body }: { id: number; body: z.output<typeof ProductReplace> }) =>
  api.put<Product>(`/api/admin/products/${id}`, body);

/** Refreshed after a failure too: a 404 means another admin deleted the product a moment ago. */
export const useReplaceProduct = () =>
  useToastedProductWrite(replaceProduct, {
    ok: adminProductMessages.productUpdated,
    failed: adminProductMessages.updateFailed,
  });
