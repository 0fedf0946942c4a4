import type { Product } from '@shop/contract/catalog-schemas';
import { api } from '@/lib/api-client';
import { useProductWrite } from './refresh-catalogue';

/** The image manager's Save: the whole set in order, main first (`PATCH /api/admin/products/{id}/images`). */
export function saveProductImages({ id, imageUrls }: { id: number; imageUrls: readonly string[] }) {
  const [imageUrl, ...others] = imageUrls;
  return api.patch<Product>(`/api/admin/products/${id}/images`, { imageUrl, imageUrls: others });
}

export const useSaveProductImages = () => useProductWrite(saveProductImages);
