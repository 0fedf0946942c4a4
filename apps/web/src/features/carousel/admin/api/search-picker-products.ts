import type { ProductListResponse } from '@shop/contract/catalog-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountListQueryOptions } from '@/lib/react-query';

/** How many products the featured picker lists at a time. */
export const PICKER_RESULTS = 8;

/** The featured picker's search over the catalogue (`GET /api/products?search=`), as the admin sees it. */
export function searchPickerProducts(term: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(PICKER_RESULTS) });
  if (term) params.set('search', term);
  return api.get<ProductListResponse>(`/api/products?${params}`, { signal });
}

export const searchPickerProductsQueryOptions = (term: string) =>
  accountListQueryOptions(['admin', 'featured-picker', term], (signal) => searchPickerProducts(term, signal));

export const useProductPickerSearch = (term: string) =>
  useQuery(searchPickerProductsQueryOptions(term.trim()));
