import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type FocusHeadingProps = ComponentProps<'h1'> & { level: 1 | 2 | 3 };

/**
 * A heading that takes the focus from script: a page's title once it opens, or a list's heading when
 * the item that had the focus left. Out of the tab order; its ring shows for keyboard users only.
 */
export function FocusHeading({ level, className, ...props }: FocusHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      tabIndex={-1}
      className={cn(
        'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
