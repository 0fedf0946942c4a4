import type { Product } from '@shop/contract/catalog-schemas';
import { IMAGE_SLOTS } from '@shop/contract/images';
import type { ViewMode } from '@shop/contract/listing';
import { Layers } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { AddToCartButtonComponent } from '../add-to-cart-slot';
import { BackInStockDialog } from './back-in-stock-dialog';
import { BuyNowLink } from './buy-now-link';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';
import { RatingStars } from './rating-stars';
import { StockStatus } from './stock-status';

export type ProductCardProps = {
  product: Product;
  variant?: ViewMode;
  /** The card's name is a heading one level below its list's heading. */
  headingLevel?: 2 | 3;
  /** Above the fold: its image loads at once instead of lazily; 'high' also fetches it first. */
  priority?: boolean | 'high';
  /** The grid's `sizes` for the image; the list layout has a fixed thumbnail. */
  imageSizes?: string;
  /**
   * Extra controls placed before the cart button, above the card's stretched link so they stay
   * clickable (the admin's edit and delete controls slot in here).
   */
  actions?: ReactNode;
  /** The cart's Add to Cart button (see AddToCartButtonComponent). */
  addToCartButton: AddToCartButtonComponent;
  /** The signed-in account's address, which "Notify me when back in stock" uses; a guest types one. */
  accountEmail?: string | null;
};

const GRID_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw';
const LIST_IMAGE_SIZES = '(min-width: 640px) 144px, 96px';

function BulkPricingHint() {
  return (
    <Badge variant="accent">
      <Layers aria-hidden="true" />
      Bulk pricing
    </Badge>
  );
}

/**
 * A product in a listing. The name links to /product/{id}, and its link is stretched over the whole
 * card (one tab stop per card); the buttons sit above that link.
 */
export function ProductCard({
  product,
  variant = 'grid',
  headingLevel = 2,
  priority = false,
  imageSizes = GRID_IMAGE_SIZES,
  actions,
  addToCartButton: AddToCartButton,
  accountEmail = null,
}: ProductCardProps) {
  const nameId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/product/${product.id}`;
  const hasTiers = product.bulkDiscounts.length > 0;
  const imagePriority = priority === true ? 'eager' : priority;

  const name = (nameClass?: string) => (
    <Heading id={nameId} className={cn('leading-snug font-semibold', nameClass)}>
      <Link
        to={href}
        className="after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-primary focus-visible:outline-none"
      >
        {product.name}
      </Link>
    </Heading>
  );
  const buttons = (
    <div className="relative z-10 flex flex-wrap gap-2">
      {actions}
      <AddToCartButton
        productId={product.id}
        inStock={product.inStock}
        aria-describedby={nameId}
        size="sm"
        className="flex-1"
      />
      {product.inStock ? (
        <BuyNowLink productId={product.id} aria-describedby={nameId} size="sm" className="flex-1" />
      ) : (
        <BackInStockDialog
          productId={product.id}
          productName={product.name}
          accountEmail={accountEmail}
          aria-describedby={nameId}
          // Its words wrap on a narrow card rather than run out of it.
          className="h-auto min-h-9 basis-full py-1.5 whitespace-normal"
        />
      )}
    </div>
  );
  const cardClass =
    'group relative rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring';

  if (variant === 'list') {
    return (
      <article aria-labelledby={nameId} className={cn(cardClass, 'flex gap-4 p-3 sm:p-4')}>
        <div className="relative size-24 shrink-0 overflow-hidden rounded-lg bg-muted sm:size-36">
          <ProductImage
            url={product.imageUrl}
            alt=""
            sizes={LIST_IMAGE_SIZES}
            widths={[96, 160, 320]}
            fallbackWidth={160}
            priority={imagePriority}
          />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:gap-6">
          <div className="grid min-w-0 flex-1 content-start gap-1.5">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {product.category.name}
            </p>
            {name()}
            <RatingStars rating={product.rating} />
            <p className="line-clamp-2 hidden text-sm text-muted-foreground sm:block">
              {product.description}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <StockStatus inStock={product.inStock} stockLeft={product.stockLeft} />
              {hasTiers && <BulkPricingHint />}
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:w-48 sm:items-end sm:text-right">
            <PriceTag
              price={product.price}
              originalPrice={product.originalPrice}
              className="sm:justify-end"
            />
            <div className="mt-auto">{buttons}</div>
          </div>
        </div>
      </article>
    );
  }

  return (
    <article aria-labelledby={nameId} className={cn(cardClass, 'flex h-full flex-col overflow-hidden')}>
      {/* Wider than tall on a phone's single column, so a card does not fill the whole screen. */}
      <div className="relative aspect-[4/3] overflow-hidden bg-muted min-[480px]:aspect-square">
        <ProductImage
          url={product.imageUrl}
          alt=""
          sizes={imageSizes}
          widths={IMAGE_SLOTS.listingCardFullWidth.widths}
          priority={imagePriority}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {product.category.name}
        </p>
        {/* Two lines reserved for every name, so cards in a row line up and skeletons match. */}
        {name('line-clamp-2 min-h-[2lh]')}
        <RatingStars rating={product.rating} />
        <PriceTag price={product.price} originalPrice={product.originalPrice} />
        <div className="flex min-h-6 flex-wrap items-center gap-2">
          <StockStatus inStock={product.inStock} stockLeft={product.stockLeft} />
          {hasTiers && <BulkPricingHint />}
        </div>
        <div className="mt-auto pt-2">{buttons}</div>
      </div>
    </article>
  );
}

/** Holds a card's exact place while the listing loads. */
export function ProductCardSkeleton({ variant = 'grid' }: { variant?: ViewMode }) {
  if (variant === 'list') {
    return (
      <div className="flex gap-4 rounded-xl border bg-card p-3 shadow-sm sm:p-4">
        <Skeleton className="size-24 shrink-0 rounded-lg sm:size-36" />
        <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:gap-6">
          <SkeletonGroup
            className="grid flex-1 content-start gap-2"
            bars={['h-3 w-24', 'h-5 w-3/4', 'h-4 w-28', 'hidden h-10 sm:block']}
          />
          <SkeletonGroup
            className="flex flex-col gap-2 sm:w-48 sm:items-end"
            bars={['h-7 w-24', 'mt-auto h-9 w-full']}
          />
        </div>
      </div>
    );
  }
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <Skeleton className="aspect-[4/3] rounded-none min-[480px]:aspect-square" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Skeleton className="h-4 w-24" />
        <SkeletonGroup
          className="grid min-h-[2lh] content-start gap-1 leading-snug"
          bars={['h-5 w-full', 'h-5 w-2/3']}
        />
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-7 w-24" />
        <Skeleton className="h-6 w-20" />
        <div className="mt-auto pt-2">
          <Skeleton className="h-9 w-full" />
        </div>
      </div>
    </div>
  );
}
