import type { FeaturedEntryInput } from '@shop/contract/admin-featured';
import { adminFeaturedMessages } from '@shop/contract/admin-messages';
import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import type { FeaturedEntry } from '@shop/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { failureToast } from '@/lib/failure-toast';
import { refreshFeaturedCarousel } from './refresh-carousels';

/**
 * `POST /api/admin/featured-carousel` (docs/product.md, Admin catalogue): without a display order
 * the product goes after the last. A product already in the carousel is a 409 whose message says so.
 */
export const addFeaturedEntry = (input: FeaturedEntryInput) =>
  api.post<FeaturedEntry>('/api/admin/featured-carousel', input);

export function useAddFeaturedEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFeaturedEntry,
    onSuccess: () => toast({ title: adminShopMessages.featuredAdded }),
    onError: failureToast(adminFeaturedMessages.addFailed),
    onSettled: () => refreshFeaturedCarousel(queryClient),
  });
}
