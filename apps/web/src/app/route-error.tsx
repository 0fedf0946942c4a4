import { shopContact } from '@shop/contract/content';
import { generalMessages } from '@shop/contract/messages';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

function ErrorMessage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? generalMessages.notFoundTitle : 'This page could not be shown';
  useDocumentTitle(title);
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">
        {notFound
          ? generalMessages.notFoundHint
          : `Something went wrong while loading this page. Please try again; if it keeps happening, write to ${shopContact.supportEmail}.`}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* A full reload also picks up a newer build whose chunks replaced the ones this page asked for. */}
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Button variant="outline" asChild>
          <Link to="/">Go to Home</Link>
        </Button>
      </div>
    </section>
  );
}

/** A screen failed: the message appears inside the layout's <main>. */
export function RouteErrorBoundary() {
  return <ErrorMessage />;
}

/** The layout itself failed, so the page has no header, footer or <main> of its own. */
export function AppErrorBoundary() {
  return (
    <main className="min-h-dvh">
      <ErrorMessage />
    </main>
  );
}
