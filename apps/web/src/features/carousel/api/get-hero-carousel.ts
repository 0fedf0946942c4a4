import type { HeroCarouselItem } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeInitialResponse } from '@/lib/initial-data';

const CAROUSEL_PATH = '/api/carousel';

export const getHeroCarousel = () => api.get<HeroCarouselItem[]>(CAROUSEL_PATH);

export const getHeroCarouselQueryOptions = () =>
  queryOptions({
    queryKey: ['carousel'],
    queryFn: getHeroCarousel,
    initialData: () => takeInitialResponse<HeroCarouselItem[]>(CAROUSEL_PATH),
  });

/** Active items only, by sortOrder; an admin's answer also holds inactive ones. */
function activeInOrder(items: HeroCarouselItem[]): HeroCarouselItem[] {
  return items.filter((item) => item.isActive).sort((a, b) => a.sortOrder - b.sortOrder);
}

export const useHeroCarousel = () => useQuery({ ...getHeroCarouselQueryOptions(), select: activeInOrder });
