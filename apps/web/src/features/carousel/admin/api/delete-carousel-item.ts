import { adminCarouselMessages as m } from '@shop/contract/admin-carousel-messages';
import type { MessageResponse } from '@shop/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { failureToast } from '@/lib/failure-toast';
import { refreshHeroCarousel } from './refresh-carousels';

/** Delete after the confirmation: `DELETE /api/carousel/{id}`. */
export const deleteCarouselItem = (id: number) => api.delete<MessageResponse>(`/api/carousel/${id}`);

export function useDeleteCarouselItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCarouselItem,
    onSuccess: () => toast({ title: m.deleted }),
    onError: failureToast(m.deleteFailed),
    onSettled: () => refreshHeroCarousel(queryClient),
  });
}
