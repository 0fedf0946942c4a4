import { Download } from 'lucide-react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { Button } from './button';

/**
 * An outlined button that downloads what the server writes (a list's Export CSV): a plain link, so
 * the browser saves the server's stream straight to a file. `title` says what the file holds.
 */
export function DownloadLink({
  href,
  title,
  size,
  ref,
  children,
}: {
  href: string;
  title?: string;
  size?: ComponentProps<typeof Button>['size'];
  ref?: Ref<HTMLAnchorElement>;
  children: ReactNode;
}) {
  return (
    <Button asChild variant="outline" size={size}>
      <a ref={ref} href={href} download title={title}>
        <Download aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}
