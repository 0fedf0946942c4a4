import type { ProductListResponse } from '@shop/contract/catalog-schemas';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS } from '@shop/contract/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server searches name, description and category name, best matches first (docs/product.md, Search). */
export const getSearchSuggestions = (term: string, signal?: AbortSignal) =>
  api.get<ProductListResponse>(
    `/api/products?${new URLSearchParams({ search: term, limit: String(SUGGESTION_LIMIT) })}`,
    { signal },
  );

// Each term is its own query: when the term changes, the request for the old one is aborted.
export const getSearchSuggestionsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', term],
    queryFn: ({ signal }) => getSearchSuggestions(term, signal),
  });

/** Suggestions need more than 1 character after trimming; `term` is already trimmed. */
export const useSearchSuggestions = (term: string) =>
  useQuery({
    ...getSearchSuggestionsQueryOptions(term),
    enabled: term.length >= SUGGESTION_MIN_CHARS,
    // The previous term's suggestions stay in place while the next ones load: no flicker.
    placeholderData: keepPreviousData,
  });
