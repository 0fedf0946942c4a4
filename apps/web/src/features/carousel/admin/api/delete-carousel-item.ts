import { adminCarouselMessages as m } from '@shop/contract/admin-carousel-messages';
import type { MessageResponse } from '@shop/contract/common-schemas';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { api } from '@/lib/api-client';
import { refreshHeroCarousel } from './refresh-carousels';

/** Delete after the confirmation: `DELETE /api/carousel/{id}`. */
export const deleteCarouselItem = (id: number) => api.delete<MessageResponse>(`/api/carousel/${id}`);

export const useDeleteCarouselItem = () =>
  useAdminMutation(deleteCarouselItem, {
    ok: m.deleted,
    failed: m.deleteFailed,
    refresh: refreshHeroCarousel,
  });
