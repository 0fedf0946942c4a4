import type { CarouselItemInput } from '@shop/contract/admin-carousel';
import { adminCarouselMessages as m } from '@shop/contract/admin-carousel-messages';
import type { HeroCarouselItem } from '@shop/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { failureToast } from '@/lib/failure-toast';
import { refreshHeroCarousel } from './refresh-carousels';

/** The dialog's Create Item: `POST /api/carousel`. */
export const createCarouselItem = (body: CarouselItemInput) =>
  api.post<HeroCarouselItem>('/api/carousel', body);

export function useCreateCarouselItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCarouselItem,
    onSuccess: () => toast({ title: m.created }),
    onError: failureToast(m.createFailed),
    onSettled: () => refreshHeroCarousel(queryClient),
  });
}
