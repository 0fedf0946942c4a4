import { FULL_PRICE_RANGE, productsScreenQuery } from '@shop/contract/listing';
import { FilterX, X } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '@/features/catalog/api/get-categories';
import { activeFilterCount, ProductFilters } from '@/features/catalog/components/product-filters';
import { SortAndView, useListingScreen } from '@/features/catalog/listing-screen';
import { pluralize } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ListingResults } from '@/app/listing-results';

/** /products: the whole catalogue with search, filters, sort and pages, all held in the URL. */
export function ProductsRoute() {
  const listing = useListingScreen(productsScreenQuery);
  const { state, setFilters, searchFor, products, heading } = listing;
  const categories = useCategories();

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
          <PageHeading focusable ref={heading} className="break-words">
            {title}
          </PageHeading>
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
          <SortAndView listing={listing} />

          <ListingResults
            {...listing.results}
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
