import { FULL_PRICE_RANGE, productsScreenQuery } from '@shop/contract/listing';
import { FilterX, X } from 'lucide-react';
import { useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '@/features/catalog/api/get-categories';
import { useProducts } from '@/features/catalog/api/get-products';
import { activeFilterCount, ProductFilters } from '@/features/catalog/components/product-filters';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { ViewToggle } from '@/features/catalog/components/view-toggle';
import { useLastPageClamp, useListingState } from '@/features/catalog/listing-params';
import { pluralize } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ListingResults } from '@/app/listing-results';

/** /products: the whole catalogue with search, filters, sort and pages, all held in the URL. */
export function ProductsRoute() {
  const { state, setFilters, setPage, setView, searchFor } = useListingState();
  const categories = useCategories();
  // Where focus goes when an admin's delete empties the page shown.
  const heading = useRef<HTMLHeadingElement>(null);
  const products = useProducts(productsScreenQuery(state));
  // Only a settled answer says how many pages there are (placeholder data is the previous query's).
  useLastPageClamp(state.page, products.isPlaceholderData ? undefined : products.data?.totalPages, setPage);

  const categoryName = state.category
    ? (categories.data?.find((c) => c.slug === state.category)?.name ?? 'Products')
    : 'All Products';
  const title = state.search ? `Results for "${state.search}"` : categoryName;
  useDocumentTitle(title);

  const clearFilters = () =>
    setFilters({ category: undefined, priceRange: FULL_PRICE_RANGE, inStock: false });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight break-words outline-none sm:text-3xl"
          >
            {title}
          </h1>
          {state.search && (
            <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
              {state.category && <span>in {categoryName}</span>}
              <Button
                variant="link"
                size="sm"
                onClick={() => setFilters({ search: '' })}
                className="h-auto px-0"
              >
                <X aria-hidden="true" />
                Clear search
              </Button>
            </p>
          )}
        </div>
        {products.data ? (
          <Badge variant="secondary" className="text-sm" aria-live="polite">
            {pluralize(products.data.totalCount, 'product')}
          </Badge>
        ) : (
          <Skeleton className="h-6 w-24 rounded-full" />
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <ProductFilters state={state} setFilters={setFilters} searchFor={searchFor} />

        <section aria-label="Products" className="grid content-start gap-6">
          <div className="flex items-end justify-between gap-3 sm:items-center">
            <SortSelect
              value={state.sort}
              searching={state.search !== ''}
              onChange={(sort) => setFilters({ sort })}
            />
            <ViewToggle value={state.view} onChange={setView} />
          </div>

          <ListingResults
            query={products}
            page={state.page}
            onPageChange={setPage}
            heading={heading}
            view={state.view}
            columns="with-sidebar"
            emptyHint="Try a different search, widen the price range or choose another category."
            emptyAction={
              activeFilterCount(state) > 0 ? (
                <Button variant="outline" onClick={clearFilters}>
                  <FilterX aria-hidden="true" />
                  Reset filters
                </Button>
              ) : undefined
            }
          />
        </section>
      </div>
    </div>
  );
}
