import type { Category } from '@shop/contract/catalog-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageReadOptions } from '@/lib/initial-data';

const CATEGORIES_PATH = '/api/categories';

export const getCategories = () => api.get<Category[]>(CATEGORIES_PATH);

export const getCategoriesQueryOptions = () =>
  pageReadOptions(['categories'], CATEGORIES_PATH, getCategories);

export const useCategories = () => useQuery(getCategoriesQueryOptions());
