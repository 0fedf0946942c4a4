import { ImageOff } from 'lucide-react';
import { formatCents, formatPrice, toCents } from '@/lib/format';
import type { CartLine } from '../cart-store';

export function CartLineItem({ line }: { line: CartLine }) {
  const { product, quantity } = line;
  return (
    <li className="flex gap-3 py-3">
      {product.imageUrl ? (
        <img
          src={product.imageUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-md border object-cover"
        />
      ) : (
        <div className="flex size-16 shrink-0 items-center justify-center rounded-md border bg-muted">
          <ImageOff aria-hidden="true" className="size-5 text-muted-foreground" />
        </div>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{product.name}</p>
        <p className="text-sm text-muted-foreground">
          {formatPrice(product.price)} × {quantity}
        </p>
      </div>
      <p className="text-sm font-semibold">{formatCents(toCents(product.price) * quantity)}</p>
    </li>
  );
}
