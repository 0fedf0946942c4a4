import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';

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
  icon: Icon,
  variant = 'ghost',
  accessibleName,
  onNavigate,
  ...link
}: AccountLinkProps) {
  return (
    <ButtonLink
      {...link}
      variant={variant}
      onClick={onNavigate}
      aria-label={accessibleName}
      icon={<Icon aria-hidden="true" />}
    />
  );
}
