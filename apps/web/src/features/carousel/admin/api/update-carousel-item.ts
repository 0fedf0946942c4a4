import type { CarouselItemPatch } from '@shop/contract/admin-carousel';
import { adminCarouselMessages as m } from '@shop/contract/admin-carousel-messages';
import type { HeroCarouselItem } from '@shop/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { failureToast } from '@/lib/failure-toast';
import { getAdminCarouselQueryOptions } from './get-admin-carousel';
import { refreshHeroCarousel } from './refresh-carousels';

/** The dialog's Update Item and the Active switch: `PATCH /api/carousel/{id}`. */
export const updateCarouselItem = ({ id, body }: { id: number; body: CarouselItemPatch }) =>
  api.patch<HeroCarouselItem>(`/api/carousel/${id}`, body);

export function useUpdateCarouselItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCarouselItem,
    onSuccess: (item) => {
      queryClient.setQueryData(getAdminCarouselQueryOptions().queryKey, (items) =>
        items?.map((current) => (current.id === item.id ? item : current)),
      );
      toast({ title: m.updated });
    },
    onError: failureToast(m.updateFailed),
    // After a failure too: a 404 means another admin deleted the item a moment ago.
    onSettled: () => refreshHeroCarousel(queryClient),
  });
}
