import type { Category } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getCategories = () => api.get<Category[]>('/api/categories');

export const getCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
