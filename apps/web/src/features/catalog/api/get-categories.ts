import { Category } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const CategoryList = z.array(Category);

export const getCategories = () => api.get('/api/categories', CategoryList);

export const getCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
