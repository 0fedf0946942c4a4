import type { Category } from '@shop/contract/catalog-schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { pageReadOptions } from '@/lib/initial-data';
import { getCategoriesQueryOptions } from './get-categories';

const categoryPath = (slug: string) => `/api/categories/${encodeURIComponent(slug)}`;

export const getCategory = (slug: string) => api.get<Category>(categoryPath(slug));

export const getCategoryQueryOptions = (slug: string) =>
  pageReadOptions(['categories', slug], categoryPath(slug), () => getCategory(slug));

export const useCategory = (slug: string) => {
  const queryClient = useQueryClient();
  return useQuery({
    ...getCategoryQueryOptions(slug),
    // The header's category list is usually cached already: show its entry while the category loads.
    placeholderData: () =>
      queryClient.getQueryData(getCategoriesQueryOptions().queryKey)?.find((c) => c.slug === slug),
  });
};

export function isCategoryNotFound(error: unknown): boolean {
  return isApiError(error, 404);
}
