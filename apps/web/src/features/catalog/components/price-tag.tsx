import { savingsPercent } from '@shop/contract/pricing';
import { StruckPrice } from '@/components/struck-price';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';

type PriceTagProps = {
  price: string;
  originalPrice: string | null;
  size?: 'default' | 'lg';
  className?: string;
};

/** The price, the struck-through original price and the savings badge ('Save {n}%'). */
export function PriceTag({ price, originalPrice, size = 'default', className }: PriceTagProps) {
  const savings = savingsPercent(price, originalPrice);
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className={cn('font-bold tracking-tight', size === 'lg' ? 'text-3xl' : 'text-lg')}>
        {formatPrice(price)}
      </span>
      {savings !== null && originalPrice && (
        <>
          <StruckPrice
            price={originalPrice}
            className={cn('text-muted-foreground', size === 'lg' ? 'text-lg' : 'text-sm')}
          />
          <Badge variant="destructive" className="self-center">
            Save {savings}%
          </Badge>
        </>
      )}
    </div>
  );
}
