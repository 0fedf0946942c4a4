import { House } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { PageHeading } from './page-heading';

type NotFoundPageProps = {
  /** What stands above the title: an icon, or the figure 404. */
  mark: ReactNode;
  title: string;
  text: string;
  /** The ways on: links back to the list, the catalogue or home. */
  children: ReactNode;
};

/** A page for something that is not there (a path, a product, an order), centred in the layout. */
export function NotFoundPage({ mark, title, text, children }: NotFoundPageProps) {
  return (
    <section className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      {mark}
      <PageHeading>{title}</PageHeading>
      <p className="text-muted-foreground">{text}</p>
      {children}
    </section>
  );
}

/** The way home from a page that found nothing. */
export function GoHomeButton({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  return (
    <ButtonLink to="/" variant={variant} icon={<House aria-hidden="true" />}>
      Go to Home
    </ButtonLink>
  );
}
