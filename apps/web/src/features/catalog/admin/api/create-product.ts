import { adminProductMessages } from '@shop/contract/admin-messages';
import type { ProductValues } from '@shop/contract/admin-products';
import type { Product } from '@shop/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { failureToast } from '@/lib/failure-toast';
import { getProductQueryOptions } from '../../api/get-product';
import { refreshCatalogue } from './refresh-catalogue';

/** The add-product page: `POST /api/admin/products` answers the product as the shop shows it. */
export const createProduct = (body: ProductValues) => api.post<Product>('/api/admin/products', body);

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      toast({ title: adminProductMessages.productCreated });
      queryClient.setQueryData(getProductQueryOptions(product.id).queryKey, product);
      void refreshCatalogue(queryClient);
    },
    onError: failureToast(adminProductMessages.createFailed),
  });
}
