import type { FeaturedEntry } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Featured entries by displayOrder, each with its product (spec §3). */
export const getFeaturedCarousel = () => api.get<FeaturedEntry[]>('/api/featured-carousel');

export const getFeaturedCarouselQueryOptions = () =>
  queryOptions({ queryKey: ['featured-carousel'], queryFn: getFeaturedCarousel });

export const useFeaturedCarousel = () => useQuery(getFeaturedCarouselQueryOptions());
