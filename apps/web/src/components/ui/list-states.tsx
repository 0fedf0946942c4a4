import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

/** A list (or a panel) still loading: one centred spinner, named for screen readers. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} className="size-8" />
    </div>
  );
}

/** A list with nothing in it: an icon and the screen's empty text in a dashed box. */
export function ListEmpty({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card py-12 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}

type QueryViewProps<T> = {
  query: { data: T | undefined; isError: boolean; refetch: () => unknown };
  /** The failed read's message (its title, text, size and heading); its Try again reads again. */
  error: Omit<ComponentProps<typeof LoadError>, 'onRetry'>;
  /** Shown until the first answer. */
  loading: ReactNode;
  /** What was read, as the screen draws it. */
  children: (data: T) => ReactNode;
};

/**
 * A part of a screen read by one query: its error with Try again while nothing was read, `loading`
 * until the first answer, then `children` with what was read (kept while it is read again, and when
 * reading it again fails).
 */
export function QueryView<T>({ query, error, loading, children }: QueryViewProps<T>) {
  const { data } = query;
  if (query.isError && data === undefined)
    return <LoadError {...error} onRetry={() => void query.refetch()} />;
  if (data === undefined) return loading;
  return children(data);
}

/** A dialog's body read by one query (a QueryView): its error under an h3, a loading line, then `children`. */
export function DialogQueryBody<T>({
  query,
  errorTitle,
  loadingLabel,
  children,
}: {
  query: QueryViewProps<T>['query'];
  errorTitle: string;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryView
      query={query}
      error={{ title: errorTitle, size: 'block', headingLevel: 3 }}
      loading={<ListLoading label={loadingLabel} />}
    >
      {children}
    </QueryView>
  );
}
