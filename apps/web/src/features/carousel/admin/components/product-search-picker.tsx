import type { Product } from '@shop/contract/catalog-schemas';
import { MAX_SEARCH_LENGTH } from '@shop/contract/limits';
import { catalogMessages } from '@shop/contract/messages';
import { useState, type ReactNode } from 'react';
import { LabelledInput } from '@/components/ui/labelled-input';
import { Spinner } from '@/components/ui/spinner';
import { StoredImage } from '@/components/ui/stored-image';
import { getServerMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useProductPickerSearch } from '../api/search-picker-products';

/** A product's small square image beside its name (decorative: the name says which product). */
export function ProductThumb({ src, size }: { src: string | null; size: 40 | 48 }) {
  return (
    <StoredImage
      src={src}
      widths={[96]}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt=""
      className={cn(size === 40 ? 'size-10' : 'size-12', 'shrink-0 rounded-md object-cover')}
    />
  );
}

type ProductSearchPickerProps = {
  /** What each result offers (a button, or a badge saying why it cannot be chosen). */
  action: (product: Product) => ReactNode;
  /** Shown between the search box and the results (a refusal of the last choice). */
  notice?: ReactNode;
};

/**
 * A search over the catalogue as the admin sees it, each result with its image, name, price and the
 * caller's action: the featured carousel's Add product and the hero slide's product link.
 */
export function ProductSearchPicker({ action, notice }: ProductSearchPickerProps) {
  const [term, setTerm] = useState('');
  const search = useProductPickerSearch(useDebouncedValue(term, 250));
  const products = search.data?.products ?? [];

  return (
    <>
      <LabelledInput
        label="Search products"
        type="search"
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        // The results follow the typing; Enter must not submit a form the picker sits in.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        placeholder="Name, description or category"
      />
      {notice}
      <div aria-live="polite" aria-busy={search.isFetching} className="grid grid-cols-[minmax(0,1fr)] gap-2">
        {search.isPending ? (
          <Spinner label="Searching" />
        ) : search.isError ? (
          <p className="text-sm text-destructive">
            {getServerMessage(search.error) ?? catalogMessages.fetchProductsFailed}
          </p>
        ) : products.length === 0 ? (
          <p className="text-sm text-muted-foreground">{catalogMessages.noProductsFound}</p>
        ) : (
          <ul aria-label="Search results" className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {products.map((product) => (
              <li key={product.id} className="flex items-center gap-3 rounded-lg border p-2">
                <ProductThumb src={product.imageUrl} size={48} />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-medium break-words">{product.name}</p>
                  <p className="text-xs text-muted-foreground">{formatPrice(product.price)}</p>
                </div>
                {action(product)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
