import { MAX_LINE_QUANTITY } from '@shop/contract/limits';
import type { Product } from '@shop/contract/catalog-schemas';
import { chargesScreenMessages } from '@shop/contract/charges-messages';
import { ChevronRight, Snowflake } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PrescriptionOnlyMark } from '@/components/prescription-only';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import type { AddToCartButtonComponent } from '../add-to-cart-slot';
import { BulkPricingTable } from './bulk-pricing-table';
import { PriceTag } from './price-tag';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { RatingStars } from './rating-stars';
import { PageHeading } from '@/components/ui/page-heading';

/** Tags travel as one comma-separated string; shown the same way, tidied. */
function tagList(tags: string): string {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(', ');
}

function Breadcrumb({ product }: { product: Product }) {
  const linkClass = 'text-muted-foreground hover:text-foreground hover:underline';
  const separator = <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />;
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm">
        <li className="flex items-center gap-1.5">
          <Link to="/" className={linkClass}>
            Home
          </Link>
          {separator}
        </li>
        <li className="flex items-center gap-1.5">
          <Link to={`/category/${product.category.slug}`} className={linkClass}>
            {product.category.name}
          </Link>
          {separator}
        </li>
        <li aria-current="page" className="min-w-0 truncate font-medium">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}

/** The product page's body; the quantity is shared by the stepper, the price line and the tier table. */
export function ProductDetails({
  product,
  addToCartButton,
  adminActions,
  memberActions,
  inCart = 0,
  accountEmail = null,
}: {
  product: Product;
  /** How many of it the cart holds: the stepper stops at what is left less these. */
  inCart?: number;
  /** The signed-in account's address, for "Notify me when back in stock". */
  accountEmail?: string | null;
  /** The cart's Add to Cart button (see AddToCartButtonComponent). */
  addToCartButton: AddToCartButtonComponent;
  /** An admin's controls (image manager, delete): a lazily loaded slot, none for shoppers. */
  adminActions?: ReactNode;
  /** A signed-in doctor's more ways to keep the product (Save to list): a lazily loaded slot. */
  memberActions?: ReactNode;
}) {
  const [chosen, setQuantity] = useState(1);
  // Few left (a count is shown): no more than those not in the cart yet; else the line limit.
  const maxQuantity =
    product.stockLeft === null
      ? MAX_LINE_QUANTITY
      : Math.max(0, Math.min(MAX_LINE_QUANTITY, product.stockLeft - inCart));
  const quantity = Math.max(1, Math.min(chosen, maxQuantity));
  const images = [...new Set([product.imageUrl, ...product.imageUrls].filter(Boolean))];
  const tags = tagList(product.tags);

  return (
    <>
      <Breadcrumb product={product} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery name={product.name} images={images} />

        <div className="grid min-w-0 content-start gap-6">
          <div className="grid gap-2">
            {product.brand && (
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">
                <span className="sr-only">Brand: </span>
                {product.brand.name}
              </p>
            )}
            <PageHeading className="text-balance">{product.name}</PageHeading>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <RatingStars rating={product.rating} />
              <Link
                to={`/category/${product.category.slug}`}
                className="text-muted-foreground hover:text-foreground hover:underline"
              >
                {product.category.name}
              </Link>
              <span className="text-muted-foreground">
                SKU <span className="font-mono text-foreground">{product.sku}</span>
              </span>
            </div>
            {adminActions}
          </div>

          <PriceTag price={product.price} originalPrice={product.originalPrice} size="lg" />

          {(product.coldChain || product.prescriptionOnly) && (
            <div className="grid gap-1">
              {product.coldChain && (
                <p className="flex items-center gap-2 text-sm font-medium text-primary">
                  <Snowflake aria-hidden="true" className="size-4" />
                  {chargesScreenMessages.shipsRefrigerated}
                </p>
              )}
              {product.prescriptionOnly && <PrescriptionOnlyMark />}
            </div>
          )}

          <ProductPurchase
            product={product}
            quantity={quantity}
            onQuantityChange={setQuantity}
            maxQuantity={maxQuantity}
            inCart={inCart}
            accountEmail={accountEmail}
            addToCartButton={addToCartButton}
          />
          {memberActions}

          <BulkPricingTable price={product.price} tiers={product.bulkDiscounts} quantity={quantity} />

          <section aria-labelledby="description-title" className="grid gap-2">
            <h2 id="description-title" className="text-lg font-semibold">
              Description
            </h2>
            <p className="leading-relaxed whitespace-pre-line text-muted-foreground">{product.description}</p>
            {tags && (
              <p className="text-sm">
                <span className="font-medium">Tags: </span>
                <span className="text-muted-foreground">{tags}</span>
              </p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

/** The page's layout while the product loads: the same boxes, so the real content does not shift. */
export function ProductDetailsSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading product</span>
      <Skeleton className="h-5 w-64 max-w-full" />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Skeleton className="mx-auto aspect-square w-full max-w-xl rounded-xl lg:max-w-none" />
        <div className="grid content-start gap-6">
          <SkeletonGroup className="grid gap-2" bars={['h-4 w-24', 'h-9 w-4/5', 'h-5 w-40']} />
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
