import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { pluralize } from '@/lib/format';
import type { ListPage } from '@/lib/use-paged-list';
import { Badge } from './badge';
import { SectionHeading } from './headed-section';
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

/**
 * Tells a screen reader how many rows a list holds once a page arrives ("12 doctors, page 1 of 2"),
 * in a polite live region that stays mounted so each new count is read.
 */
export function ListCountAnnouncement({
  page,
  stale,
  noun,
}: {
  page: (ListPage & { totalCount: number }) | undefined;
  /** The shown page is still the previous query's: nothing to announce yet. */
  stale: boolean;
  noun: string;
}) {
  return (
    <p className="sr-only" aria-live="polite">
      {page && !stale
        ? `${pluralize(page.totalCount, noun)}${page.totalPages > 1 ? `, page ${page.currentPage} of ${page.totalPages}` : ''}`
        : ''}
    </p>
  );
}

/**
 * An admin list's table: named by its caption, its column headings (those in `numeric` aligned
 * right), marked busy while the next page loads; on a phone it scrolls sideways rather than
 * squeezing every column.
 */
export function ListTable({
  caption,
  columns,
  numeric = [],
  busy,
  minWidth,
  compact = false,
  children,
}: {
  caption: string;
  columns: readonly string[];
  numeric?: readonly string[];
  busy: boolean;
  /** A Tailwind min-width class: below it the table scrolls. */
  minWidth: string;
  /** Tighter cells, for a table inside a dialog. */
  compact?: boolean;
  /** The rows (`<tbody>`). */
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrolls sideways on a phone: the keyboard scrolls it (WCAG 2.1.1)
      tabIndex={0}
      className={cn(
        'overflow-x-auto border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        compact ? 'rounded-lg' : 'rounded-xl bg-card',
      )}
    >
      <table aria-busy={busy || undefined} className={cn('w-full text-left text-sm', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn(
                  'font-medium whitespace-nowrap',
                  compact ? 'px-3 py-2' : 'px-4 py-3',
                  numeric.includes(column) && 'text-right',
                )}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** A count in an admin table's row ("1,234"), right-aligned in figures of one width. */
export function CountCell({ count }: { count: number }) {
  return <td className="px-4 py-3 text-right tabular-nums">{count.toLocaleString('en-US')}</td>;
}

/**
 * An admin list's heading with its count beside it: "1,234 total", or "12 matches" while a search
 * or filter narrows it. `headingRef` makes the heading a place focus can be sent back to.
 */
export function ListTitle({
  id,
  title,
  page,
  filtered,
  headingRef,
}: {
  id: string;
  title: string;
  page: { totalCount: number } | undefined;
  filtered: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mb-4 flex items-center gap-2">
      <SectionHeading id={id} headingRef={headingRef}>
        {title}
      </SectionHeading>
      {page && (
        <Badge variant="secondary">
          {filtered
            ? pluralize(page.totalCount, 'match', 'matches')
            : `${page.totalCount.toLocaleString('en-US')} total`}
        </Badge>
      )}
    </div>
  );
}

/**
 * What an admin table shows, written once per table: its caption and columns (those in `numeric`
 * aligned right), the width below which it scrolls, a page's rows and each row's key, the texts of
 * its states (the failed read, loading, the noun of its count, no rows, and no rows that match
 * its filters).
 */
export type PagedTableLook<Page extends ListPage, Row> = {
  caption: string;
  columns: readonly string[];
  numeric?: readonly string[];
  /** A Tailwind min-width class: below it the table scrolls. */
  minWidth: string;
  /** Rows whose cells hold several lines start at the top. */
  alignTop?: boolean;
  rows: (page: Page) => readonly Row[];
  rowKey: (row: Row) => string | number;
  loadFailed: string;
  loading: string;
  /** The count a screen reader hears: "12 doctors, page 1 of 2". */
  countNoun: string;
  empty: { icon: LucideIcon; text: string };
  /** What a filtered list with no rows says ("No products match these filters."). */
  noMatches?: string;
};

/** The texts of a table whose list's messages are named as the admin lists' are. */
export const listTexts = (m: {
  title: string;
  columns: readonly string[];
  loadFailed: string;
  loading: string;
  countNoun: string;
}) => ({
  caption: m.title,
  columns: m.columns,
  loadFailed: m.loadFailed,
  loading: m.loading,
  countNoun: m.countNoun,
});

/**
 * An admin list drawn as a table: PagedList's states around a ListTable, with the count a screen
 * reader hears above it. `list` is the list as usePagedList reads it; `children` draws one row's
 * cells; `above` stands over the table on a page with rows, `foot` under its rows (a `<tfoot>`: the
 * totals); with `filtered`, no rows is the look's `noMatches`.
 */
export function PagedTable<Page extends ListPage & { totalCount: number }, Row>({
  list: { query, setPage },
  look,
  filtered = false,
  above,
  foot,
  children,
}: {
  list: {
    query: PagedListProps<Page>['query'] & { isPlaceholderData: boolean };
    setPage: (page: number) => void;
  };
  look: PagedTableLook<Page, Row>;
  filtered?: boolean;
  above?: (page: Page) => ReactNode;
  foot?: (page: Page) => ReactNode;
  children: (row: Row) => ReactNode;
}) {
  const noRows = filtered && look.noMatches ? { ...look.empty, text: look.noMatches } : look.empty;
  return (
    <>
      <ListCountAnnouncement page={query.data} stale={query.isPlaceholderData} noun={look.countNoun} />
      <PagedList
        query={query}
        rows={look.rows}
        error={{ title: look.loadFailed }}
        loadingLabel={look.loading}
        empty={noRows}
        onPageChange={setPage}
      >
        {(page) => (
          <>
            {above?.(page)}
            <ListTable
              caption={look.caption}
              columns={look.columns}
              numeric={look.numeric}
              busy={query.isPlaceholderData}
              minWidth={look.minWidth}
            >
              <tbody className={cn('divide-y', look.alignTop && 'align-top')}>
                {look.rows(page).map((row) => (
                  <tr key={look.rowKey(row)}>{children(row)}</tr>
                ))}
              </tbody>
              {foot?.(page)}
            </ListTable>
          </>
        )}
      </PagedList>
    </>
  );
}

/**
 * An admin list's section, named by its heading (ListTitle, with its count): `actions` stand beside
 * the heading (Export, Open a recall); the filters, the count for screen readers and the list follow
 * as `children`.
 */
export function ListSection({
  title,
  page,
  filtered = false,
  headingRef,
  actions,
  children,
}: {
  title: string;
  page: { totalCount: number } | undefined;
  filtered?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const heading = <ListTitle id={id} title={title} page={page} filtered={filtered} headingRef={headingRef} />;
  return (
    <section aria-labelledby={id}>
      {actions ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
