import type { Category } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeInitialResponse } from '@/lib/initial-data';

const CATEGORIES_PATH = '/api/categories';

export const getCategories = () => api.get<Category[]>(CATEGORIES_PATH);

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: getCategories,
    initialData: () => takeInitialResponse<Category[]>(CATEGORIES_PATH),
  });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
