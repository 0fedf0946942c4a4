import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block; give it the size of what it stands in for so nothing shifts. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/**
 * Placeholder bars in a box of their own: each entry is one bar's classes (its size and shape), so
 * a loading layout is written as the sizes of what it stands in for.
 */
export function SkeletonGroup({ className, bars }: { className?: string; bars: readonly string[] }) {
  return (
    <div className={className}>
      {bars.map((bar, index) => (
        <Skeleton key={index} className={bar} />
      ))}
    </div>
  );
}
