import type { ProductPatch } from '@shop/contract/admin-product-schemas';
import type { Product } from '@shop/contract/catalog-schemas';
import { api } from '@/lib/api-client';
import { useProductWrite } from './refresh-catalogue';

/** A list card's name, description, price and image: `PATCH /api/admin/products/{id}`. */
export const patchProduct = ({ id, ...body }: { id: number } & ProductPatch) =>
  api.patch<Product>(`/api/admin/products/${id}`, body);

export const usePatchProduct = () => useProductWrite(patchProduct);
