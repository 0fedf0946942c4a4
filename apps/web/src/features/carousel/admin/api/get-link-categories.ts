import type { Category } from '@shop/contract/catalog-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The categories a slide may link to: the catalogue's list, under the key the shop already reads it by. */
export const useLinkCategories = () =>
  useQuery({ queryKey: ['categories'], queryFn: () => api.get<Category[]>('/api/categories') });
