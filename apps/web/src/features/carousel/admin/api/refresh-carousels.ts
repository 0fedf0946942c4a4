import type { QueryClient } from '@tanstack/react-query';
import { getFeaturedCarouselQueryOptions } from '../../api/get-featured-carousel';
import { getHeroCarouselQueryOptions } from '../../api/get-hero-carousel';

/**
 * After a change to a carousel: the home page's copy and every admin query (the admin lists and
 * the dashboard's tab badges all live under the 'admin' key), so the change shows everywhere at once.
 */
export const refreshHeroCarousel = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin'] }),
    queryClient.invalidateQueries({ queryKey: getHeroCarouselQueryOptions().queryKey }),
  ]);

export const refreshFeaturedCarousel = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin'] }),
    queryClient.invalidateQueries({ queryKey: getFeaturedCarouselQueryOptions().queryKey }),
  ]);
