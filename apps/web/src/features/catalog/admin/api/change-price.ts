import type { PriceChange } from '@shop/contract/admin-product-schemas';
import type { Product } from '@shop/contract/catalog-schemas';
import { api } from '@/lib/api-client';
import { useProductWrite } from './refresh-catalogue';

/** A grid card's price, edited in place: `PATCH /api/admin/products/{id}/price`. */
export const changePrice = ({ id, ...body }: { id: number } & PriceChange) =>
  api.patch<Product>(`/api/admin/products/${id}/price`, body);

export const useChangePrice = () => useProductWrite(changePrice);
