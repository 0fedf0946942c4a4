import { generalMessages } from '@shop/contract/messages';
import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle(generalMessages.notFoundTitle);

  return (
    <section className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{generalMessages.notFoundTitle}</h1>
      <p className="text-muted-foreground">{generalMessages.notFoundHint}</p>
      <Button asChild>
        <Link to="/">
          <House aria-hidden="true" />
          Go to Home
        </Link>
      </Button>
    </section>
  );
}
