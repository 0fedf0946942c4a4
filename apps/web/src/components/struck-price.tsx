import { formatPrice } from '@/lib/format';

type StruckPriceProps = {
  price: string;
  /** What screen readers hear before it, as a strike-through is not announced. */
  label?: string;
  className?: string;
};

/** An earlier price, struck through beside the one that applies (a sale's original, a line's regular price). */
export function StruckPrice({ price, label = 'Original price', className }: StruckPriceProps) {
  return (
    <s className={className}>
      <span className="sr-only">{label} </span>
      {formatPrice(price)}
    </s>
  );
}
