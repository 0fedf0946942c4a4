import { ADMIN_PRODUCTS_EXPORT_PATH } from '@shop/contract/catalog-csv-schemas';
import { catalogMessages } from '@shop/contract/messages';
import { PackageSearch, Plus, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { DownloadLink } from '@/components/ui/download-link';
import { ListCountAnnouncement, PagedList } from '@/components/ui/paged-list';
import { SearchField } from '@/components/ui/search-field';
import { ItemList } from '@/components/ui/item-list';
import { pluralize } from '@/lib/format';
import { useSearchText } from '@/lib/use-debounced-value';
import { usePagedList } from '@/lib/use-paged-list';
import { useDeleteProduct } from '../api/delete-product';
import { getAdminProductsQueryOptions } from '../api/get-admin-products';
import { AdminProductRow } from './admin-product-row';
import { ImportProductsDialog } from './import-products-dialog';

/**
 * The dashboard's Products tab (docs/product.md, Admin screens): the whole catalogue, out-of-stock
 * products included, 100 a page; the server searches name, description, category name, SKU and GTIN.
 */
export function ProductsTab() {
  const searchText = useSearchText();
  const [importing, setImporting] = useState(false);
  const { search } = searchText;
  // A new search starts from its first page; after a delete the last page may be gone.
  const { setPage, query: products } = usePagedList(
    (page) => getAdminProductsQueryOptions({ search, page }),
    search,
  );
  const remove = useDeleteProduct();
  const id = useId();
  // A deleted product's row leaves with its Delete button: focus goes to the tab's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const data = products.data;

  const content = (
    <PagedList
      query={products}
      rows={(page) => page.products}
      error={{ title: catalogMessages.fetchProductsFailed }}
      loadingLabel="Loading products"
      empty={{ icon: PackageSearch, text: catalogMessages.noProductsFound }}
      onPageChange={setPage}
    >
      {(page) => (
        <ItemList
          label="Products"
          busy={products.isPlaceholderData}
          className="grid gap-3"
          items={page.products}
        >
          {(product) => (
            <AdminProductRow
              product={product}
              deleting={remove.isPending && remove.variables === product.id}
              onDelete={() => remove.mutate(product.id)}
              focusAfterDelete={() => heading.current?.focus()}
            />
          )}
        </ItemList>
      )}
    </PagedList>
  );

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
        <div className="flex flex-wrap gap-2">
          <DownloadLink href={ADMIN_PRODUCTS_EXPORT_PATH} size="sm">
            Export CSV
          </DownloadLink>
          <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" />
            Import CSV
          </Button>
          <ButtonLink to="/admin/products" size="sm" icon={<Plus aria-hidden="true" />}>
            Add Product
          </ButtonLink>
        </div>
      </div>

      <SearchField
        label="Search the catalogue"
        {...searchText.field}
        placeholder="Name, description, category or SKU"
        className="mb-5"
      />
      <ListCountAnnouncement page={data} stale={products.isPlaceholderData} noun="product" />
      {content}
      <ImportProductsDialog open={importing} onOpenChange={setImporting} />
    </section>
  );
}
