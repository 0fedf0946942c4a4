import { adminProductMessages } from '@shop/contract/admin-messages';
import type { ProductValues } from '@shop/contract/admin-products';
import type { Product } from '@shop/contract/catalog';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { api } from '@/lib/api-client';
import { getProductQueryOptions } from '../../api/get-product';
import { refreshCatalogue } from './refresh-catalogue';

/** The add-product page: `POST /api/admin/products` answers the product as the shop shows it. */
export const createProduct = (body: ProductValues) => api.post<Product>('/api/admin/products', body);

export const useCreateProduct = () =>
  useAdminMutation(
    createProduct,
    {
      ok: adminProductMessages.productCreated,
      failed: adminProductMessages.createFailed,
      refresh: (queryClient) => refreshCatalogue(queryClient),
    },
    (product, queryClient) => queryClient.setQueryData(getProductQueryOptions(product.id).queryKey, product),
  );
