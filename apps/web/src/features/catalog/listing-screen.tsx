import type { ListingState, ProductsQuery } from '@shop/contract/listing';
import { useRef } from 'react';
import { cn } from '@/lib/cn';
import { useProducts } from './api/get-products';
import { SortSelect } from './components/sort-select';
import { ViewToggle } from './components/view-toggle';
import { useLastPageClamp, useListingState } from './listing-params';

/**
 * A listing screen (/products, a category page): its state from the URL, the products it asks for,
 * a page past the last one replaced by the last, the results' props, and the heading that takes the focus when an
 * admin's delete empties the page shown.
 */
export function useListingScreen(queryOf: (state: ListingState) => ProductsQuery) {
  const listing = useListingState();
  const products = useProducts(queryOf(listing.state));
  // Only a settled answer says how many pages there are (placeholder data is the previous query's).
  useLastPageClamp(
    listing.state.page,
    products.isPlaceholderData ? undefined : products.data?.totalPages,
    listing.setPage,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  /** What the screen's results (ProductResults) show and do: the page, its paging and its focus. */
  const results = {
    query: products,
    page: listing.state.page,
    onPageChange: listing.setPage,
    heading,
    view: listing.state.view,
  };
  return { ...listing, products, heading, results };
}

/** A listing's sort order and its grid/list switch, side by side. */
export function SortAndView({
  listing: { state, setFilters, setView },
  className,
}: {
  listing: Pick<ReturnType<typeof useListingState>, 'state' | 'setFilters' | 'setView'>;
  className?: string;
}) {
  return (
    <div className={cn('flex items-end justify-between gap-3 sm:items-center', className)}>
      <SortSelect
        value={state.sort}
        searching={state.search !== ''}
        onChange={(sort) => setFilters({ sort })}
      />
      <ViewToggle value={state.view} onChange={setView} />
    </div>
  );
}
