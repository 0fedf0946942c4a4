import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FocusHeading } from './focus-heading';

type PageHeadingProps = ComponentProps<'h1'> & {
  /** The page moves the focus to its title once it opens: a FocusHeading. */
  focusable?: boolean;
};

/** A page's title, its h1, in the one size the pages' titles take. */
export function PageHeading({ focusable = false, className, children, ...props }: PageHeadingProps) {
  const classes = cn('text-2xl font-bold tracking-tight sm:text-3xl', className);
  return focusable ? (
    <FocusHeading level={1} className={classes} {...props}>
      {children}
    </FocusHeading>
  ) : (
    <h1 className={classes} {...props}>
      {children}
    </h1>
  );
}
