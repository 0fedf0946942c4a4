import type { FeaturedEntryInput } from '@shop/contract/admin-featured-schemas';
import { adminFeaturedMessages } from '@shop/contract/admin-messages';
import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import type { FeaturedEntry } from '@shop/contract/catalog-schemas';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { api } from '@/lib/api-client';
import { refreshFeaturedCarousel } from './refresh-carousels';

/**
 * `POST /api/admin/featured-carousel` (docs/product.md, Admin catalogue): without a display order
 * the product goes after the last. A product already in the carousel is a 409 whose message says so.
 */
export const addFeaturedEntry = (input: FeaturedEntryInput) =>
  api.post<FeaturedEntry>('/api/admin/featured-carousel', input);

export const useAddFeaturedEntry = () =>
  useAdminMutation(addFeaturedEntry, {
    ok: adminShopMessages.featuredAdded,
    failed: adminFeaturedMessages.addFailed,
    refresh: refreshFeaturedCarousel,
  });
