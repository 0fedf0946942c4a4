import { shopContact } from '@shop/contract/content';
import { generalMessages } from '@shop/contract/messages';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
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
    <LoadError
      title={title}
      text={
        notFound
          ? generalMessages.notFoundHint
          : `Something went wrong while loading this page. Please try again; if it keeps happening, write to ${shopContact.supportEmail}.`
      }
      // A full reload also picks up a newer build whose chunks replaced the ones this page asked for.
      onRetry={() => window.location.reload()}
      actions={
        <Button variant="outline" asChild>
          <Link to="/">Go to Home</Link>
        </Button>
      }
      // The message is the page the navigation led to, not news on a page already shown.
      announce={false}
      className="min-h-[60vh] justify-center py-16"
    />
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
