import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type AccountLinkProps = {
  to: string;
  icon: LucideIcon;
  variant?: 'ghost' | 'outline';
  className: string | undefined;
  /** A name that says more than the text (a count beside it, say); it starts with the text (WCAG 2.5.3). */
  accessibleName?: string;
  onNavigate: (() => void) | undefined;
  children: ReactNode;
};

/** One of the header's account links: a button-styled link with its icon. */
export function AccountLink({
  to,
  icon: Icon,
  variant = 'ghost',
  className,
  accessibleName,
  onNavigate,
  children,
}: AccountLinkProps) {
  return (
    <Button asChild variant={variant} className={className}>
      <Link to={to} onClick={onNavigate} aria-label={accessibleName}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
