import type { FeaturedEntry } from '@shop/contract/catalog-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageReadOptions } from '@/lib/initial-data';

const FEATURED_PATH = '/api/featured-carousel';

/** Featured entries by displayOrder, each with its product. */
export const getFeaturedCarousel = () => api.get<FeaturedEntry[]>(FEATURED_PATH);

export const getFeaturedCarouselQueryOptions = () =>
  pageReadOptions(['featured-carousel'], FEATURED_PATH, getFeaturedCarousel);

export const useFeaturedCarousel = () => useQuery(getFeaturedCarouselQueryOptions());
