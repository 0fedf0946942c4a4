import { adminProductMessages } from '@shop/contract/admin-messages';
import type { ProductReplace } from '@shop/contract/admin-products';
import type { Product } from '@shop/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { failureToast } from '@/lib/failure-toast';
import { getProductQueryOptions } from '../../api/get-product';
import { refreshCatalogue } from './refresh-catalogue';

/** The edit dialog: `PUT /api/admin/products/{id}` with every field it shows and the tiers. */
export const replaceProduct = ({ id, body }: { id: number; body: z.output<typeof ProductReplace> }) =>
  api.put<Product>(`/api/admin/products/${id}`, body);

export function useReplaceProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceProduct,
    onSuccess: (product) => {
      toast({ title: adminProductMessages.productUpdated });
      queryClient.setQueryData(getProductQueryOptions(product.id).queryKey, product);
    },
    onError: failureToast(adminProductMessages.updateFailed),
    // After a failure too: a 404 means another admin deleted the product a moment ago.
    onSettled: () => refreshCatalogue(queryClient),
  });
}
