import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block; give it the size of what it stands in for so nothing shifts. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
