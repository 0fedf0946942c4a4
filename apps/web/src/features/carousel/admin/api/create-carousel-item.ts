import type { CarouselItemInput } from '@shop/contract/admin-carousel-schemas';
import { adminCarouselMessages as m } from '@shop/contract/admin-carousel-messages';
import type { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { api } from '@/lib/api-client';
import { refreshHeroCarousel } from './refresh-carousels';

/** The dialog's Create Item: `POST /api/carousel`. */
export const createCarouselItem = (body: CarouselItemInput) =>
  api.post<HeroCarouselItem>('/api/carousel', body);

export const useCreateCarouselItem = () =>
  useAdminMutation(createCarouselItem, {
    ok: m.created,
    failed: m.createFailed,
    refresh: refreshHeroCarousel,
  });
