import type { Product, ProductListResponse } from '@shop/contract/catalog-schemas';
import { IMAGE_SLOTS } from '@shop/contract/images';
import { PAGE_SIZE } from '@shop/contract/limits';
import { catalogMessages } from '@shop/contract/messages';
import type { ViewMode } from '@shop/contract/listing';
import { PackageSearch } from 'lucide-react';
import { useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import type { AddToCartButtonComponent } from '../add-to-cart-slot';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** How many cards per row each layout shows, and the matching image `sizes`. */
export type GridColumns = 'with-sidebar' | 'full-width';

const gridClasses: Record<GridColumns, string> = {
  'with-sidebar': 'grid-cols-1 min-[480px]:grid-cols-2 xl:grid-cols-3',
  'full-width': 'grid-cols-1 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
};
const imageSizes: Record<GridColumns, string> = {
  'with-sidebar': IMAGE_SLOTS.listingCardBesideSidebar.sizes,
  'full-width': IMAGE_SLOTS.listingCardFullWidth.sizes,
};

/** An admin's controls on one card; a confirmed delete moves focus on, as the card leaves. */
export type CardActionsProps = { product: Product; variant: ViewMode; focusAfterDelete: () => void };

/** The first row's images are likely in view at load: fetch them at once, the first one first. */
const PRIORITY_CARDS = 3;

type ProductResultsProps = {
  query: {
    data: ProductListResponse | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  view: ViewMode;
  columns: GridColumns;
  /** Under 'No products found': what the visitor can change on this screen, and a button for it. */
  emptyHint: string;
  emptyAction?: ReactNode;
  /** The page shown; the pagination under the cards moves to another. */
  page: number;
  onPageChange: (page: number) => void;
  /** The cart's Add to Cart button on each card (see AddToCartButtonComponent). */
  addToCartButton: AddToCartButtonComponent;
  /** The signed-in account's address, for "Notify me when back in stock" on an out-of-stock card. */
  accountEmail?: string | null;
  /** An admin's edit and delete controls on each card (a lazily loaded slot; none for shoppers). */
  cardActions?: ComponentType<CardActionsProps> | undefined;
  /** The screen's heading (focusable, tabIndex -1): focus goes there when a delete empties the page. */
  heading?: RefObject<HTMLElement | null>;
};

/** A listing's cards and pages, with its loading (same-size skeletons), error and empty states. */
export function ProductResults({
  query,
  view,
  columns,
  emptyHint,
  emptyAction,
  page,
  onPageChange,
  addToCartButton,
  accountEmail = null,
  cardActions: CardActions,
  heading,
}: ProductResultsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const listClass = view === 'grid' ? cn('grid gap-4 sm:gap-6', gridClasses[columns]) : 'grid gap-4';

  if (query.isError && !query.data) {
    return (
      <LoadError
        size="block"
        title={catalogMessages.fetchProductsFailed}
        text="Check your connection and try again."
        onRetry={() => void query.refetch()}
      />
    );
  }

  if (query.isPending || !query.data) {
    return (
      <div role="status">
        <span className="sr-only">Loading products</span>
        <ul className={listClass}>
          {Array.from({ length: PAGE_SIZE }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton variant={view} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  // A deleted card leaves with its buttons: focus goes to the next card's name, else the one
  // before, else the screen's heading. The dialog may close before or after the refreshed list
  // drops the card, so the card is looked for first, and its old place used when it is gone.
  const focusAfterDelete = (productId: number, index: number) => {
    const cards = [...(listRef.current?.children ?? [])];
    const at = cards.findIndex((card) => card.getAttribute('data-product-id') === String(productId));
    const neighbour = at >= 0 ? (cards[at + 1] ?? cards[at - 1]) : (cards[index] ?? cards[index - 1]);
    const link = neighbour?.querySelector<HTMLElement>('h2 a, h3 a');
    (link ?? heading?.current)?.focus();
  };

  const { products } = query.data;
  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
        <PackageSearch aria-hidden="true" className="size-12 text-muted-foreground" />
        <p className="text-lg font-semibold">{catalogMessages.noProductsFound}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{emptyHint}</p>
        {emptyAction}
      </div>
    );
  }

  return (
    <>
      <ul
        ref={listRef}
        aria-busy={query.isPlaceholderData}
        className={cn(listClass, 'transition-opacity', query.isPlaceholderData && 'opacity-60')}
      >
        {products.map((product, index) => (
          <li key={product.id} data-product-id={product.id}>
            <ProductCard
              product={product}
              variant={view}
              priority={index === 0 ? 'high' : index < PRIORITY_CARDS}
              imageSizes={imageSizes[columns]}
              addToCartButton={addToCartButton}
              accountEmail={accountEmail}
              actions={
                CardActions && (
                  <CardActions
                    product={product}
                    variant={view}
                    focusAfterDelete={() => focusAfterDelete(product.id, index)}
                  />
                )
              }
            />
          </li>
        ))}
      </ul>
      <Pagination
        currentPage={page}
        totalPages={query.data.totalPages}
        onPageChange={onPageChange}
        className="pt-2"
      />
    </>
  );
}
