import type { Product } from '@shop/contract/catalog-schemas';
import { priceLine } from '@shop/contract/pricing';
import { Layers } from 'lucide-react';
import { toCents } from '@shop/contract/money';
import { allLeftInCartLabel, stepperLimitLabel } from '@shop/contract/stock-labels';
import { formatCents } from '@/lib/format';
import type { AddToCartButtonComponent } from '../add-to-cart-slot';
import { BackInStockForm } from './back-in-stock-form';
import { BuyNowLink } from './buy-now-link';
import { QuantityStepper } from './quantity-stepper';
import { StockStatus } from './stock-status';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

type ProductPurchaseProps = {
  product: Product;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** How many more may go in the cart: the line limit, or what is left less what the cart holds. */
  maxQuantity: number;
  /** How many the cart already holds. */
  inCart: number;
  /** The signed-in account's address, for "Notify me when back in stock"; null for a guest. */
  accountEmail: string | null;
  /** The cart's Add to Cart button (see AddToCartButtonComponent). */
  addToCartButton: AddToCartButtonComponent;
};

/** What the chosen quantity costs: unit price (a bulk tier's when one applies) and the line total. */
function PriceLine({ product, quantity }: { product: Product; quantity: number }) {
  const line = priceLine(product.price, product.bulkDiscounts, quantity);
  const savedCents = (toCents(product.price) - line.unitPriceCents) * quantity;
  return (
    <div aria-live="polite" className="grid gap-1 text-sm">
      <p>
        <span className="text-muted-foreground">
          {quantity} × {formatCents(line.unitPriceCents)}
          {line.tier ? ' (bulk price)' : ''} ={' '}
        </span>
        <strong className="text-lg tabular-nums">{formatCents(line.lineTotalCents)}</strong>
      </p>
      {line.tier && savedCents > 0 && (
        <p className="inline-flex items-center gap-1.5 font-medium text-success">
          <Layers aria-hidden="true" className="size-4" />
          You save {formatCents(savedCents)} with bulk pricing
        </p>
      )}
    </div>
  );
}

/**
 * Stock status, the quantity stepper, the live price line and Add to Cart. The stepper stops at what
 * is left when few are (issue 38), saying so; when the cart holds them all, that is said instead.
 * Out-of-stock products show a disabled 'Out of Stock' button and "Notify me when back in stock".
 */
export function ProductPurchase({
  product,
  quantity,
  onQuantityChange,
  maxQuantity,
  inCart,
  accountEmail,
  addToCartButton: AddToCartButton,
}: ProductPurchaseProps) {
  const left = product.stockLeft;
  const bestDiscount = Math.max(0, ...product.bulkDiscounts.map((tier) => tier.discountPercentage));
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StockStatus inStock={product.inStock} stockLeft={product.stockLeft} />
        {bestDiscount > 0 && product.inStock && (
          <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Layers aria-hidden="true" className="size-4" />
            Save up to {percent.format(bestDiscount)}% in bulk
          </span>
        )}
      </div>
      {!product.inStock ? (
        <>
          <AddToCartButton productId={product.id} inStock={false} size="lg" />
          <BackInStockForm productId={product.id} accountEmail={accountEmail} />
        </>
      ) : maxQuantity === 0 && left !== null ? (
        <p className="text-sm font-medium text-warning-foreground">{allLeftInCartLabel(left)}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
            <QuantityStepper
              value={quantity}
              onChange={onQuantityChange}
              max={maxQuantity}
              limitNote={left === null ? undefined : stepperLimitLabel(left, inCart)}
            />
            <PriceLine product={product} quantity={quantity} />
          </div>
          <div className="flex flex-wrap gap-3">
            <AddToCartButton
              productId={product.id}
              inStock
              quantity={quantity}
              size="lg"
              className="flex-1"
            />
            <BuyNowLink productId={product.id} quantity={quantity} size="lg" className="flex-1" />
          </div>
        </>
      )}
    </div>
  );
}
