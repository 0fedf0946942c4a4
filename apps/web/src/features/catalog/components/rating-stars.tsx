import { cn } from '@/lib/cn';

/**
 * Five stars filled to the rating (nothing for an unrated product), with the number read out instead of the picture. The stars are
 * one CSS mask (`.star-bar` in index.css) rather than ten SVGs: a listing page shows 15–50 of
 * these, and the SVGs were a third of its DOM.
 */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  // A product nobody has rated shows no stars and no "0.0".
  if (!(rating > 0)) return null;
  const clamped = Math.min(Math.max(rating, 0), 5);
  const label = `Rated ${clamped.toFixed(1)} out of 5`;
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span role="img" aria-label={label} className="star-bar relative inline-block bg-muted-foreground/40">
        <span
          className="absolute inset-y-0 left-0 bg-amber-500"
          style={{ width: `${(clamped / 5) * 100}%` }}
        />
      </span>
      <span aria-hidden="true" className="text-sm text-muted-foreground">
        {clamped.toFixed(1)}
      </span>
    </span>
  );
}
