import type { Product } from '@shop/contract/catalog-schemas';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { StoredImage } from '@/components/ui/stored-image';
import { cn } from '@/lib/cn';
import { PriceTag } from './price-tag';

const CARD_CLASS = 'flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm';

/**
 * A featured product on the home page: the whole card is one link to the product page; a broken
 * image shows the shop's fallback image.
 */
export function FeaturedProductCard({ product }: { product: Product }) {
  return (
    <Link
      to={`/product/${product.id}`}
      className={cn(CARD_CLASS, 'group transition-shadow hover:shadow-md focus-visible:outline-offset-2')}
    >
      <div className="aspect-square overflow-hidden bg-muted">
        <StoredImage
          src={product.imageUrl}
          widths={[320, 480, 640]}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw"
          width={480}
          height={480}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="truncate font-medium text-accent-foreground">{product.category.name}</span>
          {product.rating > 0 && (
            <span className="flex shrink-0 items-center gap-1 text-muted-foreground">
              <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
              <span className="sr-only">Rated</span>
              {product.rating.toFixed(1)}
            </span>
          )}
        </div>
        <span className="line-clamp-2 min-h-12 text-base leading-6 font-semibold group-hover:underline">
          {product.name}
        </span>
        <PriceTag price={product.price} originalPrice={product.originalPrice} className="mt-auto pt-1" />
        {!product.inStock && <span className="text-xs font-medium text-destructive">Out of Stock</span>}
      </div>
    </Link>
  );
}

/** Holds a card's place while the featured products load: the same box, so nothing shifts. */
export function FeaturedProductCardSkeleton() {
  return (
    <div aria-hidden="true" className={cn(CARD_CLASS, 'animate-pulse')}>
      <div className="aspect-square bg-muted" />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="h-4 w-1/3 rounded bg-muted" />
        <div className="h-12 rounded bg-muted" />
        <div className="mt-auto h-8 w-1/2 rounded bg-muted" />
      </div>
    </div>
  );
}
