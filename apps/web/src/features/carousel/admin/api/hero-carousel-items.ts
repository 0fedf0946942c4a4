import type { CarouselItemInput, CarouselItemPatch } from '@shop/contract/admin-carousel';
import { adminCarouselMessages as m } from '@shop/contract/admin-carousel-messages';
import type { HeroCarouselItem } from '@shop/contract/catalog';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api, getServerMessage } from '@/lib/api-client';

/**
 * The hero carousel's admin reads and writes (docs/product.md, Hero carousel items). The list is
 * under the 'admin' key, so a change also refreshes the dashboard's tab badges; the home page's
 * hero (`['carousel']`) is refreshed too, so the change shows there at once.
 */
export const adminCarouselQueryKey = ['admin', 'carousel'] as const;

/** By sortOrder, then by id: the order the home page shows them in. */
function inCarouselOrder(items: HeroCarouselItem[]): HeroCarouselItem[] {
  return [...items].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/** `GET /api/carousel` as an admin: every item, inactive ones included. */
export function useAdminCarousel() {
  return useQuery({
    queryKey: adminCarouselQueryKey,
    queryFn: async ({ signal }) =>
      inCarouselOrder(await api.get<HeroCarouselItem[]>('/api/carousel', { signal })),
    meta: { accountData: true },
  });
}

function refreshCarousel(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin'] }),
    queryClient.invalidateQueries({ queryKey: ['carousel'] }),
  ]);
}

/** A failed change says what went wrong: the server's message, under the change's failure title. */
function failureToast(title: string) {
  return (error: unknown) => {
    const description = getServerMessage(error);
    toast({ variant: 'destructive', title, ...(description ? { description } : {}) });
  };
}

/** The dialog's Create Item: `POST /api/carousel`. */
export function useCreateCarouselItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CarouselItemInput) => api.post<HeroCarouselItem>('/api/carousel', body),
    onSuccess: () => toast({ title: m.created }),
    onError: failureToast(m.createFailed),
    onSettled: () => refreshCarousel(queryClient),
  });
}

/** The dialog's Update Item and the Active switch: `PATCH /api/carousel/{id}`. */
export function useUpdateCarouselItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CarouselItemPatch }) =>
      api.patch<HeroCarouselItem>(`/api/carousel/${id}`, body),
    onSuccess: (item) => {
      queryClient.setQueryData<HeroCarouselItem[]>(adminCarouselQueryKey, (items) =>
        items?.map((current) => (current.id === item.id ? item : current)),
      );
      toast({ title: m.updated });
    },
    onError: failureToast(m.updateFailed),
    // After a failure too: a 404 means another admin deleted the item a moment ago.
    onSettled: () => refreshCarousel(queryClient),
  });
}

/** Delete after the confirmation: `DELETE /api/carousel/{id}`. */
export function useDeleteCarouselItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/carousel/${id}`),
    onSuccess: () => toast({ title: m.deleted }),
    onError: failureToast(m.deleteFailed),
    onSettled: () => refreshCarousel(queryClient),
  });
}

const reorderKey = ['hero-carousel-order'];

/**
 * Move up/down: `PUT /api/carousel/order` with every item in the new order. The list shows the new
 * order at once; moves run one after another (one scope), each sending the whole order as it was
 * when the button was pressed, so the last one wins. A failure (another admin added or removed an
 * item: 409) reloads the list as the server has it.
 */
export function useReorderCarousel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reorderKey,
    scope: { id: 'hero-carousel-order' },
    mutationFn: (itemIds: number[]) => api.put<{ message: string }>('/api/carousel/order', { itemIds }),
    onMutate: async (itemIds) => {
      await queryClient.cancelQueries({ queryKey: adminCarouselQueryKey });
      queryClient.setQueryData<HeroCarouselItem[]>(adminCarouselQueryKey, (items) => {
        if (!items) return items;
        const byId = new Map(items.map((item) => [item.id, item]));
        return itemIds.flatMap((id, index) => {
          const item = byId.get(id);
          return item ? [{ ...item, sortOrder: index + 1 }] : [];
        });
      });
    },
    onError: failureToast(m.reorderFailed),
    onSettled: () => {
      // The last of a quick run of moves refreshes; the earlier ones would only flicker.
      if (queryClient.isMutating({ mutationKey: reorderKey }) <= 1) {
        return refreshCarousel(queryClient);
      }
      return undefined;
    },
  });
}
