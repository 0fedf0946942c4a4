import { shopContact } from '@shop/contract/content';
import { Component, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'This page could not be shown';

function ErrorMessage({ error }: { error: unknown }) {
  useDocumentTitle(TITLE);
  useEffect(() => console.error(error), [error]);

  return (
    <LoadError
      title={TITLE}
      text={`Something went wrong while loading this page. Please try again; if it keeps happening, write to ${shopContact.supportEmail}.`}
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

interface BoundaryProps {
  children: ReactNode;
  /** The page the children belong to: a navigation to another one clears the error. */
  page?: string;
}

interface BoundaryState {
  error: unknown;
  page: string | undefined;
}

/** Catches what a screen throws while rendering (a failed chunk download, a bug) and shows it. */
abstract class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, page: this.props.page };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    // A thrown undefined is still an error: keep something to show.
    return { error: error ?? new Error('undefined was thrown') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.page === state.page ? null : { error: undefined, page: props.page };
  }
}

/** A screen failed: the message appears inside the layout's <main>. */
export class RouteErrorBoundary extends ErrorBoundary {
  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorMessage error={this.state.error} />;
  }
}

/** The layout itself failed, so the page has no header, footer or <main> of its own. */
export class AppErrorBoundary extends ErrorBoundary {
  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <main className="min-h-dvh">
        <ErrorMessage error={this.state.error} />
      </main>
    );
  }
}
