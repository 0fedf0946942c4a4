import type { FeaturedEntry } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeInitialResponse } from '@/lib/initial-data';

const FEATURED_PATH = '/api/featured-carousel';

/** Featured entries by displayOrder, each with its product. */
export const getFeaturedCarousel = () => api.get<FeaturedEntry[]>(FEATURED_PATH);

export const getFeaturedCarouselQueryOptions = () =>
  queryOptions({
    queryKey: ['featured-carousel'],
    queryFn: getFeaturedCarousel,
    initialData: () => takeInitialResponse<FeaturedEntry[]>(FEATURED_PATH),
  });

export const useFeaturedCarousel = () => useQuery(getFeaturedCarouselQueryOptions());
