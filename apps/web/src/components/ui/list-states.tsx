import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
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

/**
 * A dialog's body read by one query: its error with Try again while nothing was read, a loading
 * line until the first answer, then `children` with what was read (kept while it is read again).
 */
export function DialogQueryBody<T>({
  query,
  errorTitle,
  loadingLabel,
  children,
}: {
  query: { data: T | undefined; isError: boolean; refetch: () => Promise<unknown> };
  errorTitle: string;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  const { data } = query;
  if (query.isError && data === undefined) {
    return (
      <LoadError title={errorTitle} size="block" headingLevel={3} onRetry={() => void query.refetch()} />
    );
  }
  if (data === undefined) return <ListLoading label={loadingLabel} />;
  return children(data);
}
