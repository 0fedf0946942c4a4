import { stockLeftLabel } from '@shop/contract/stock-labels';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * In Stock, Out of Stock, or, for a product that tracks its stock and has few left (at or below its
 * low-stock threshold), how many: "Only 3 left". Larger counts are not shown.
 */
export function StockStatus({
  inStock,
  stockLeft = null,
  className,
}: {
  inStock: boolean;
  stockLeft?: number | null;
  className?: string;
}) {
  const few = inStock && stockLeft !== null && stockLeft > 0;
  const Icon = few ? CircleAlert : inStock ? CircleCheck : CircleX;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-sm font-medium',
        few ? 'text-warning-foreground' : inStock ? 'text-success' : 'text-muted-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {few ? stockLeftLabel(stockLeft) : inStock ? 'In Stock' : 'Out of Stock'}
    </span>
  );
}
