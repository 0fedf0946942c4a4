import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ButtonLink } from './button-link';

/** A page's way back, above its heading ("Back to Dashboard", "Back to Orders"). */
export function BackLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ButtonLink
      to={to}
      variant="ghost"
      size="sm"
      icon={<ArrowLeft aria-hidden="true" />}
      className={cn('-ml-3 mb-4', className)}
    >
      {children}
    </ButtonLink>
  );
}
