import type { CartItem } from '@shop/contract/cart-schemas';
import { MAX_LINE_QUANTITY } from '@shop/contract/limits';
import { cartMessages } from '@shop/contract/messages';
import { nextTier } from '@shop/contract/pricing';
import { stockLeftLabel } from '@shop/contract/stock-labels';
import { Minus, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BulkBadge, LineItemImage } from '@/components/line-item';
import { StruckPrice } from '@/components/struck-price';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';

type CartLineItemProps = {
  line: CartItem;
  /** Called when the product link is followed, e.g. to close the panel. */
  onNavigate?: () => void;
  /** What a signed-in member may do with the line besides (Save to list, another feature's). */
  actions?: ReactNode;
};

/**
 * A cart panel line: image, name, price, quantity controls and remove; when a bulk tier applies,
 * a BULK badge and the product price struck through. Prices are the server's (unitPrice, lineTotal).
 */
export function CartLineItem({ line, onNavigate, actions }: CartLineItemProps) {
  const { product, quantity } = line;
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const setQuantity = (value: number) => update.mutate({ id: line.id, quantity: value });
  // How many more units reach the next bulk price, while one is within the line's limit.
  const found = nextTier(product.bulkDiscounts, quantity);
  const next = found && found.quantity <= MAX_LINE_QUANTITY ? found : undefined;

  return (
    <li className="flex gap-3 py-4">
      <LineItemImage src={product.imageUrl} size="md" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={`/product/${product.id}`}
            onClick={onNavigate}
            className="line-clamp-2 text-sm leading-snug font-medium hover:underline"
          >
            {product.name}
          </Link>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1.5 -mr-2 size-8 text-muted-foreground hover:text-destructive"
            aria-label={`Remove ${product.name}`}
            onClick={() => remove.mutate(line.id)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>

        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-medium">{formatPrice(line.unitPrice)}</span>
          {line.bulkApplied && (
            <>
              <StruckPrice price={product.price} label="Regular price" className="text-muted-foreground" />
              <BulkBadge />
            </>
          )}
          <span className="text-muted-foreground">each</span>
        </p>
        {!product.inStock && <p className="text-xs font-medium text-destructive">Out of stock</p>}
        {product.inStock && product.stockLeft !== null && (
          <p className="text-xs font-medium text-warning-foreground">{stockLeftLabel(product.stockLeft)}</p>
        )}
        {product.inStock && next && (
          <p className="text-xs text-muted-foreground">
            {cartMessages.nextTier(next.quantity - quantity, formatPrice(next.tier.discountedPrice))}
          </p>
        )}

        <div className="flex items-center justify-between gap-2">
          <div
            role="group"
            aria-label={`Quantity of ${product.name}`}
            className="flex items-center rounded-md border"
          >
            <Button
              variant="ghost"
              size="icon"
              className="size-8 rounded-r-none"
              aria-label={`Decrease quantity of ${product.name}`}
              disabled={quantity <= 1}
              onClick={() => setQuantity(quantity - 1)}
            >
              <Minus aria-hidden="true" />
            </Button>
            <output aria-live="polite" className="min-w-9 px-1 text-center text-sm font-medium tabular-nums">
              {quantity}
            </output>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 rounded-l-none"
              aria-label={`Increase quantity of ${product.name}`}
              // No more than the line limit, nor than are left of a product that tracks its stock.
              disabled={
                quantity >= MAX_LINE_QUANTITY ||
                !product.inStock ||
                (product.stockLeft !== null && quantity >= product.stockLeft)
              }
              onClick={() => setQuantity(quantity + 1)}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <p className="text-sm font-semibold tabular-nums">{formatPrice(line.lineTotal)}</p>
        </div>
        {actions}
      </div>
    </li>
  );
}
