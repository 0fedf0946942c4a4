import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars filled to the rating, with the number read out instead of the pictures. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const clamped = Math.min(Math.max(rating, 0), 5);
  const label = `Rated ${clamped.toFixed(1)} out of 5`;
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span role="img" aria-label={label} className="relative inline-flex">
        <span className="flex text-muted-foreground/40">
          {STARS.map((n) => (
            <Star key={n} aria-hidden="true" className="size-4" />
          ))}
        </span>
        <span
          className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500"
          style={{ width: `${(clamped / 5) * 100}%` }}
        >
          {STARS.map((n) => (
            <Star key={n} aria-hidden="true" className="size-4 shrink-0 fill-current" />
          ))}
        </span>
      </span>
      <span aria-hidden="true" className="text-sm text-muted-foreground">
        {clamped.toFixed(1)}
      </span>
    </span>
  );
}
