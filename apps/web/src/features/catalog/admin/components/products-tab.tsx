import { MAX_SEARCH_LENGTH } from '@shop/contract/limits';
import { catalogMessages } from '@shop/contract/messages';
import { PackageSearch, Plus, Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { ListEmpty, ListLoading } from '@/components/ui/list-states';
import { pluralize } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/get-admin-products';
import { AdminProductRow } from './admin-product-row';

const SEARCH_DELAY_MS = 300;

/**
 * The dashboard's Products tab (docs/product.md, Admin screens): the whole catalogue, out-of-stock
 * products included, 100 a page; the server searches name, description and category name.
 */
export function ProductsTab() {
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const products = useAdminProducts({ search, page });
  const remove = useDeleteProduct();
  const id = useId();
  // A deleted product's row leaves with its Delete button: focus goes to the tab's heading.
  const heading = useRef<HTMLHeadingElement>(null);

  // A new search starts from its first page.
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setPage(1);
  }

  const data = products.data;
  // After a delete the last page may be gone: show the new last one.
  if (data && !products.isPlaceholderData && page > 1 && page > data.totalPages) {
    setPage(Math.max(1, data.totalPages));
  }

  let content;
  if (products.isError && !data) {
    content = (
      <LoadError
        title={catalogMessages.fetchProductsFailed}
        size="block"
        onRetry={() => void products.refetch()}
      />
    );
  } else if (!data) {
    content = <ListLoading label="Loading products" />;
  } else if (data.products.length === 0) {
    content = <ListEmpty icon={PackageSearch} text={catalogMessages.noProductsFound} />;
  } else {
    content = (
      <>
        <ul aria-label="Products" aria-busy={products.isPlaceholderData} className="grid gap-3">
          {data.products.map((product) => (
            <li key={product.id}>
              <AdminProductRow
                product={product}
                deleting={remove.isPending && remove.variables === product.id}
                onDelete={() => remove.mutate(product.id)}
                focusAfterDelete={() => heading.current?.focus()}
              />
            </li>
          ))}
        </ul>
        <Pagination
          currentPage={data.currentPage}
          totalPages={data.totalPages}
          onPageChange={setPage}
          className="mt-6"
        />
      </>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 ref={heading} tabIndex={-1} id={`${id}-title`} className="text-lg font-semibold outline-none">
            Products
          </h2>
          {data && (
            <Badge variant="secondary">
              {search
                ? pluralize(data.totalCount, 'match', 'matches')
                : `${data.totalCount.toLocaleString()} total`}
            </Badge>
          )}
        </div>
        <Button asChild size="sm">
          <Link to="/admin/products">
            <Plus aria-hidden="true" />
            Add Product
          </Link>
        </Button>
      </div>

      <div className="mb-5 grid gap-1.5">
        <Label htmlFor={`${id}-search`}>Search the catalogue</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Name, description or category"
            className="pl-9"
          />
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {data && !products.isPlaceholderData
          ? `${pluralize(data.totalCount, 'product')}${data.totalPages > 1 ? `, page ${data.currentPage} of ${data.totalPages}` : ''}`
          : ''}
      </p>
      {content}
    </section>
  );
}
