import type { CarouselItemPatch } from '@shop/contract/admin-carousel-schemas';
import { adminCarouselMessages as m } from '@shop/contract/admin-carousel-messages';
import type { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { api } from '@/lib/api-client';
import { getAdminCarouselQueryOptions } from './get-admin-carousel';
import { refreshHeroCarousel } from './refresh-carousels';

/** The dialog's Update Item and the Active switch: `PATCH /api/carousel/{id}`. */
export const updateCarouselItem = ({ id, body }: { id: number; body: CarouselItemPatch }) =>
  api.patch<HeroCarouselItem>(`/api/carousel/${id}`, body);

export const useUpdateCarouselItem = () =>
  useAdminMutation(
    updateCarouselItem,
    // After a failure too: a 404 means another admin deleted the item a moment ago.
    { ok: m.updated, failed: m.updateFailed, refresh: refreshHeroCarousel },
    (item, queryClient) =>
      queryClient.setQueryData(getAdminCarouselQueryOptions().queryKey, (items) =>
        items?.map((current) => (current.id === item.id ? item : current)),
      ),
  );
