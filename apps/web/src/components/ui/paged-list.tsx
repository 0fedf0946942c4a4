import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListPage } from '@/lib/use-paged-list';
import { ListEmpty, ListLoading } from './list-states';
import { LoadError } from './load-error';
import { Pagination } from './pagination';

type PagedListProps<Page extends ListPage> = {
  query: { data: Page | undefined; isError: boolean; refetch: () => unknown };
  /** The page's rows: none is the empty state. */
  rows: (page: Page) => readonly unknown[];
  /** What the failed read shows, with its "Try again" (and its heading level, when it needs one). */
  error: { title: string; headingLevel?: 2 };
  loadingLabel: string;
  empty: { icon: LucideIcon; text: string };
  onPageChange: (page: number) => void;
  paginationClassName?: string;
  /** The rows as the list draws them. */
  children: (page: Page) => ReactNode;
};

/**
 * An admin list's states, one look for every list: loading, the failed read with "Try again", the
 * empty text, or the rows with the pagination under them. A failed refresh keeps the rows shown.
 */
export function PagedList<Page extends ListPage>({
  query,
  rows,
  error,
  loadingLabel,
  empty,
  onPageChange,
  paginationClassName = 'mt-6',
  children,
}: PagedListProps<Page>) {
  const page = query.data;
  if (query.isError && !page) {
    return (
      <LoadError
        title={error.title}
        size="block"
        headingLevel={error.headingLevel}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!page) return <ListLoading label={loadingLabel} />;
  if (rows(page).length === 0) return <ListEmpty icon={empty.icon} text={empty.text} />;
  return (
    <>
      {children(page)}
      <Pagination
        currentPage={page.currentPage}
        totalPages={page.totalPages}
        onPageChange={onPageChange}
        className={paginationClassName}
      />
    </>
  );
}
