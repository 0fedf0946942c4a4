import { categoryScreenQuery } from '@shop/contract/listing';
import { catalogMessages } from '@shop/contract/messages';
import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { isCategoryNotFound, useCategory } from '@/features/catalog/api/get-category';
import { CatalogNotFound } from '@/features/catalog/components/catalog-not-found';
import { CategoryIcon } from '@/features/catalog/components/category-icon';
import { ListingSearch } from '@/features/catalog/components/listing-search';
import { SortAndView, useListingScreen } from '@/features/catalog/listing-screen';
import { pluralize } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ListingResults } from '@/app/listing-results';

function CategoryHeaderSkeleton() {
  return (
    <div aria-hidden="true" className="flex items-start gap-4">
      <Skeleton className="size-16 shrink-0 rounded-xl" />
      <SkeletonGroup
        className="grid flex-1 gap-2"
        bars={['h-8 w-56 max-w-full sm:h-9', 'h-5 w-full max-w-2xl', 'h-6 w-24 rounded-full']}
      />
    </div>
  );
}

/** /category/{slug}: the category's products with in-category search, sort and pages. */
export function CategoryRoute() {
  const { slug = '' } = useParams();
  const category = useCategory(slug);
  const listing = useListingScreen((state) => categoryScreenQuery(slug, state));
  const { state, setFilters, products, heading } = listing;
  const notFound = isCategoryNotFound(category.error);
  useDocumentTitle(notFound ? catalogMessages.categoryNotFoundTitle : category.data?.name);

  if (notFound) {
    return <CatalogNotFound page="category" />;
  }

  if (category.isError && !category.data) {
    return <LoadError title="This category could not be loaded" onRetry={() => void category.refetch()} />;
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-8 min-h-28 border-b pb-6">
        {category.data ? (
          <div className="flex items-start gap-4">
            <div className="shrink-0 [&>*]:size-16 [&>*]:rounded-xl [&_svg]:size-8">
              <CategoryIcon category={category.data} />
            </div>
            <div className="grid min-w-0 gap-2">
              <PageHeading focusable ref={heading}>
                {category.data.name}
              </PageHeading>
              <p className="max-w-3xl text-muted-foreground">{category.data.description}</p>
              <Badge variant="secondary" className="justify-self-start text-sm">
                {pluralize(category.data.itemCount, 'product')}
              </Badge>
            </div>
          </div>
        ) : (
          <CategoryHeaderSkeleton />
        )}
      </header>

      {/* The listing waits for the header: a header taller than its placeholder would push it down. */}
      {category.data && (
        <section aria-label="Products" className="grid gap-6">
          <div className="flex flex-col gap-3 md:flex-row md:items-center">
            <div className="md:max-w-sm md:flex-1">
              <ListingSearch
                value={state.search}
                onSearch={(search, refine) => setFilters({ search }, { replace: refine })}
                label="Search this category"
                placeholder={`Search ${category.data.name}…`}
              />
            </div>
            <SortAndView listing={listing} className="md:ml-auto" />
          </div>

          {state.search && products.data && (
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {pluralize(products.data.totalCount, 'result')} for &ldquo;{state.search}&rdquo;
            </p>
          )}

          <ListingResults
            {...listing.results}
            columns="full-width"
            emptyHint="Try a different search term, or see everything in this category."
            emptyAction={
              state.search ? (
                <Button variant="outline" onClick={() => setFilters({ search: '' })}>
                  Show all {category.data.name}
                </Button>
              ) : undefined
            }
          />
        </section>
      )}
    </div>
  );
}
