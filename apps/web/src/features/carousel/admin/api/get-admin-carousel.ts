import type { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** By sortOrder, then by id: the order the home page shows them in. */
function inCarouselOrder(items: HeroCarouselItem[]): HeroCarouselItem[] {
  return [...items].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/**
 * `GET /api/carousel` as an admin: every hero carousel item, inactive ones included (docs/product.md,
 * Hero carousel items). Under the 'admin' key, so a change also refreshes the dashboard's tab badges.
 */
export const getAdminCarousel = async (signal?: AbortSignal) =>
  inCarouselOrder(await api.get<HeroCarouselItem[]>('/api/carousel', { signal }));

export const getAdminCarouselQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'carousel'],
    queryFn: ({ signal }) => getAdminCarousel(signal),
    meta: { accountData: true },
  });

export const useAdminCarousel = () => useQuery(getAdminCarouselQueryOptions());
