import { adminProductMessages } from '@shop/contract/admin-messages';
import type { ProductReplace } from '@shop/contract/admin-products';
import type { Product } from '@shop/contract/catalog';
import type { z } from 'zod';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { api } from '@/lib/api-client';
import { getProductQueryOptions } from '../../api/get-product';
import { refreshCatalogue } from './refresh-catalogue';

/** The edit dialog: `PUT /api/admin/products/{id}` with every field it shows and the tiers. */
export const replaceProduct = ({ id, body }: { id: number; body: z.output<typeof ProductReplace> }) =>
  api.put<Product>(`/api/admin/products/${id}`, body);

export const useReplaceProduct = () =>
  useAdminMutation(
    replaceProduct,
    // After a failure too: a 404 means another admin deleted the product a moment ago.
    {
      ok: adminProductMessages.productUpdated,
      failed: adminProductMessages.updateFailed,
      refresh: (queryClient) => refreshCatalogue(queryClient),
    },
    (product, queryClient) => queryClient.setQueryData(getProductQueryOptions(product.id).queryKey, product),
  );
