import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '@/lib/cn';

export function StockStatus({ inStock, className }: { inStock: boolean; className?: string }) {
  const Icon = inStock ? CircleCheck : CircleX;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-sm font-medium',
        inStock ? 'text-success' : 'text-muted-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {inStock ? 'In Stock' : 'Out of Stock'}
    </span>
  );
}
