import { adminFeaturedMessages } from '@shop/contract/admin-messages';
import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import type { MessageResponse } from '@shop/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { failureToast } from '@/lib/failure-toast';
import { refreshFeaturedCarousel } from './refresh-carousels';

/** `DELETE /api/admin/featured-carousel/{id}`: the entry leaves the carousel; the product stays. */
export const removeFeaturedEntry = (entryId: number) =>
  api.delete<MessageResponse>(`/api/admin/featured-carousel/${entryId}`);

/**
 * The toasts are shown here: the card that asked leaves the carousel, and a gone caller's
 * callbacks never run.
 */
export function useRemoveFeaturedEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFeaturedEntry,
    onSuccess: () => toast({ title: adminShopMessages.featuredRemoved }),
    onError: failureToast(adminFeaturedMessages.removeFailed),
    onSettled: () => refreshFeaturedCarousel(queryClient),
  });
}
