import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Button } from './button';

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
    <Button asChild variant="ghost" size="sm" className={cn('-ml-3 mb-4', className)}>
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
