import type { ImageChange } from '@shop/contract/admin-product-schemas';
import type { Product } from '@shop/contract/catalog-schemas';
import { api } from '@/lib/api-client';
import { useProductWrite } from './refresh-catalogue';

/** A new main image, the other images kept: `PATCH /api/admin/products/{id}/image`. */
export const changeMainImage = ({ id, ...body }: { id: number } & ImageChange) =>
  api.patch<Product>(`/api/admin/products/${id}/image`, body);

export const useChangeMainImage = () => useProductWrite(changeMainImage);
