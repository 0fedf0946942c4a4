import { adminCarouselMessages } from '@shop/contract/admin-carousel-messages';
import { adminFeaturedMessages } from '@shop/contract/admin-messages';
import type { MessageResponse } from '@shop/contract/common-schemas';
import {
  useMutation,
  useQueryClient,
  type DataTag,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { api } from '@/lib/api-client';
import { failureToast } from '@/lib/failure-toast';
import { getFeaturedCarouselQueryOptions } from '../../api/get-featured-carousel';
import { getAdminCarouselQueryOptions } from './get-admin-carousel';
import { refreshFeaturedCarousel, refreshHeroCarousel } from './refresh-carousels';

/**
 * A carousel's list as the query cache holds it (`listKey`), and how to show it at once in the order
 * of `ids`: its rows in that order, each given its new position by `place`; rows not named are left
 * out.
 */
function orderedList<Row extends { id: number }>(
  listKey: DataTag<QueryKey, Row[], Error>,
  place: (row: Row, position: number) => Row,
) {
  return {
    listKey,
    show: (queryClient: QueryClient, ids: readonly number[]) =>
      queryClient.setQueryData(listKey, (rows) => {
        if (!rows) return rows;
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.flatMap((id, index) => {
          const row = byId.get(id);
          return row ? [place(row, index + 1)] : [];
        });
      }),
  };
}

/**
 * The two carousels an admin puts in order (docs/product.md, Hero carousel items and Admin
 * catalogue): their `PUT …/order` call, the list shown in the new order at once, the texts and
 * what to refresh. The hero's move buttons save each move; the featured Arrange order saves once.
 */
const CAROUSELS = {
  hero: {
    send: (ids: number[]) => api.put<MessageResponse>('/api/carousel/order', { itemIds: ids }),
    ...orderedList(getAdminCarouselQueryOptions().queryKey, (item, sortOrder) => ({ ...item, sortOrder })),
    savedMessage: undefined,
    failedMessage: adminCarouselMessages.reorderFailed,
    refresh: refreshHeroCarousel,
  },
  featured: {
    send: (ids: number[]) =>
      api.put<MessageResponse>('/api/admin/featured-carousel/order', { entryIds: ids }),
    ...orderedList(getFeaturedCarouselQueryOptions().queryKey, (entry, displayOrder) => ({
      ...entry,
      displayOrder,
    })),
    savedMessage: adminFeaturedMessages.reordered,
    failedMessage: adminFeaturedMessages.reorderFailed,
    refresh: refreshFeaturedCarousel,
  },
} as const;

export type OrderedCarousel = keyof typeof CAROUSELS;

/** `PUT /api/carousel/order` {itemIds} or `PUT /api/admin/featured-carousel/order` {entryIds}. */
export const reorderCarousel = (carousel: OrderedCarousel, ids: number[]) => CAROUSELS[carousel].send(ids);

/**
 * Every row, in the new order: the list shows it at once. Reorders of one carousel run one after
 * another (one scope), each sending the whole order as it was when asked, so the last one wins. A
 * failure (another admin added or removed a row: 409) reloads the list as the server has it.
 */
export function useReorderCarousel(carousel: OrderedCarousel) {
  const queryClient = useQueryClient();
  const config = CAROUSELS[carousel];
  const mutationKey = ['carousel-order', carousel];
  return useMutation({
    mutationKey,
    scope: { id: `carousel-order-${carousel}` },
    mutationFn: (ids: number[]) => reorderCarousel(carousel, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: config.listKey });
      config.show(queryClient, ids);
    },
    onSuccess: () => {
      if (config.savedMessage) toast({ title: config.savedMessage });
    },
    onError: failureToast(config.failedMessage),
    onSettled: () =>
      // The last of a quick run of moves refreshes; the earlier ones would only flicker.
      queryClient.isMutating({ mutationKey }) <= 1 ? config.refresh(queryClient) : undefined,
  });
}
