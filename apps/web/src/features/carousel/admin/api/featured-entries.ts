import type { FeaturedEntryInput, FeaturedOrderInput } from '@shop/contract/admin-featured';
import type { FeaturedEntry, ProductListResponse } from '@shop/contract/catalog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import { adminFeaturedMessages } from '@shop/contract/admin-messages';
import { toast } from '@/components/ui/use-toast';
import { api, getServerMessage } from '@/lib/api-client';

/** The featured carousel's entries (docs/product.md, Admin catalogue); the home page shows them. */

function useRefreshFeatured() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['featured-carousel'] }),
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
    ]);
}

/**
 * `POST /api/admin/featured-carousel`: without a display order the product goes after the last. A
 * product already in the carousel is a 409 whose message says so.
 */
export function useAddFeaturedEntry() {
  const refresh = useRefreshFeatured();
  return useMutation({
    mutationFn: (input: FeaturedEntryInput) => api.post<FeaturedEntry>('/api/admin/featured-carousel', input),
    onSuccess: () => toast({ title: adminShopMessages.featuredAdded }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: adminFeaturedMessages.addFailed,
        description: getServerMessage(error),
      }),
    onSettled: refresh,
  });
}

/**
 * `DELETE /api/admin/featured-carousel/{id}`: the product stays in the catalogue. The toasts are
 * shown here: the card that asked leaves the carousel, and a gone caller's callbacks never run.
 */
export function useRemoveFeaturedEntry() {
  const refresh = useRefreshFeatured();
  return useMutation({
    mutationFn: (entryId: number) =>
      api.delete<{ message: string }>(`/api/admin/featured-carousel/${entryId}`),
    onSuccess: () => toast({ title: adminShopMessages.featuredRemoved }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: adminFeaturedMessages.removeFailed,
        description: getServerMessage(error),
      }),
    onSettled: refresh,
  });
}

/**
 * `PUT /api/admin/featured-carousel/order`: every entry, in the order wanted. A carousel changed
 * since it was loaded (another admin added or removed an entry) is a 409 whose message says so;
 * the carousel is reloaded either way.
 */
export function useReorderFeatured() {
  const refresh = useRefreshFeatured();
  return useMutation({
    mutationFn: (input: FeaturedOrderInput) =>
      api.put<{ message: string }>('/api/admin/featured-carousel/order', input),
    onSuccess: () => toast({ title: adminFeaturedMessages.reordered }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: adminFeaturedMessages.reorderFailed,
        description: getServerMessage(error),
      }),
    onSettled: refresh,
  });
}

export const PICKER_RESULTS = 8;

/** The picker's search over the catalogue (`GET /api/products?search=`), as the admin sees it. */
export function useProductPickerSearch(term: string) {
  const search = term.trim();
  return useQuery({
    queryKey: ['admin', 'featured-picker', search],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(PICKER_RESULTS) });
      if (search) params.set('search', search);
      return api.get<ProductListResponse>(`/api/products?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
    meta: { accountData: true },
  });
}
