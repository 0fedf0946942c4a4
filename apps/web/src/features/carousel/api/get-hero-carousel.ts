import type { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageReadOptions } from '@/lib/initial-data';

const CAROUSEL_PATH = '/api/carousel';

export const getHeroCarousel = () => api.get<HeroCarouselItem[]>(CAROUSEL_PATH);

export const getHeroCarouselQueryOptions = () =>
  pageReadOptions(['carousel'], CAROUSEL_PATH, getHeroCarousel);

/** Active items only, by sortOrder; an admin's answer also holds inactive ones. */
function activeInOrder(items: HeroCarouselItem[]): HeroCarouselItem[] {
  return items.filter((item) => item.isActive).sort((a, b) => a.sortOrder - b.sortOrder);
}

export const useHeroCarousel = () => useQuery({ ...getHeroCarouselQueryOptions(), select: activeInOrder });
