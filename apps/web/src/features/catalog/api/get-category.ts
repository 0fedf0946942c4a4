import type { Category } from '@shop/contract/catalog';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { takeInitialResponse } from '@/lib/initial-data';
import { getCategoriesQueryOptions } from './get-categories';

const categoryPath = (slug: string) => `/api/categories/${encodeURIComponent(slug)}`;

export const getCategory = (slug: string) => api.get<Category>(categoryPath(slug));

export const getCategoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['categories', slug],
    queryFn: () => getCategory(slug),
    initialData: () => takeInitialResponse<Category>(categoryPath(slug)),
  });

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
