import { adminFeaturedMessages } from '@shop/contract/admin-messages';
import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import type { MessageResponse } from '@shop/contract/common-schemas';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { api } from '@/lib/api-client';
import { refreshFeaturedCarousel } from './refresh-carousels';

/** `DELETE /api/admin/featured-carousel/{id}`: the entry leaves the carousel; the product stays. */
export const removeFeaturedEntry = (entryId: number) =>
  api.delete<MessageResponse>(`/api/admin/featured-carousel/${entryId}`);

export const useRemoveFeaturedEntry = () =>
  useAdminMutation(removeFeaturedEntry, {
    ok: adminShopMessages.featuredRemoved,
    failed: adminFeaturedMessages.removeFailed,
    refresh: refreshFeaturedCarousel,
  });
