import { adminProductMessages } from '@shop/contract/admin-messages';
import type { ProductValues } from '@shop/contract/admin-product-schemas';
import type { Product } from '@shop/contract/catalog-schemas';
import { api } from '@/lib/api-client';
import { useToastedProductWrite } from './refresh-catalogue';

/** The add-product page: `POST /api/admin/products` answers the product as the shop shows it. */
export const createProduct = (body: ProductValues) => api.post<Product>('/api/admin/products', body);

export const useCreateProduct = () =>
  useToastedProductWrite(createProduct, {
    ok: adminProductMessages.productCreated,
    failed: adminProductMessages.createFailed,
  });
