import type { VariantProps } from 'class-variance-authority';
import { ArrowRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';

type ButtonLinkProps = ComponentProps<typeof Link> &
  VariantProps<typeof buttonVariants> & {
    /** The icon before the text (aria-hidden). */
    icon?: ReactNode;
    /** An arrow after the text: the link leads on (to the catalogue, to an order). */
    arrow?: boolean;
  };

/** A link to another screen that looks like a Button, with its icon before the text or an arrow after it. */
export function ButtonLink({
  variant,
  size,
  className,
  icon,
  arrow = false,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <Link className={cn(buttonVariants({ variant, size, className }))} {...props}>
      {icon}
      {children}
      {arrow && <ArrowRight aria-hidden="true" />}
    </Link>
  );
}
