import type { LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { ListEmpty, ListLoading } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { ListSection, ListTable } from '@/components/ui/paged-list';
import { countryName, COUNTRY_CODES } from '@shop/contract/regions';

/** A country's name by its code ("US" → "United States"); an unknown code as it is. */
export const countryText = (code: string) => {
  const known = COUNTRY_CODES.find((country) => country === code);
  return known ? countryName(known) : code;
};

/** The country select's texts: each code's name. */
export const countryChoices: Readonly<Record<string, string>> = Object.fromEntries(
  COUNTRY_CODES.map((code) => [code, countryName(code)]),
);

type ChargesTableProps<Row> = {
  title: string;
  query: { data: readonly Row[] | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  texts: {
    columns: readonly string[];
    numeric: readonly string[];
    empty: string;
    loadFailed: string;
    loading: string;
  };
  emptyIcon: LucideIcon;
  /** Beside the heading: Add zone, Add tax rate. */
  actions: ReactNode;
  /** The heading, where focus goes once a deleted row has left. */
  headingRef: Ref<HTMLHeadingElement>;
  rowKey: (row: Row) => number;
  /** One row's cells. */
  children: (row: Row) => ReactNode;
};

/**
 * One of the Settings tab's lists (every row at once: a shop has a handful of zones and rates): its
 * heading with the count and its Add button, then the rows, or what stands for them (loading, a
 * failed read with Try again, none).
 */
export function ChargesTable<Row>({
  title,
  query,
  texts,
  emptyIcon,
  actions,
  headingRef,
  rowKey,
  children,
}: ChargesTableProps<Row>) {
  const rows = query.data;
  return (
    <ListSection
      title={title}
      page={rows && { totalCount: rows.length }}
      actions={actions}
      headingRef={headingRef}
    >
      {query.isError && rows === undefined ? (
        <LoadError title={texts.loadFailed} size="block" onRetry={() => void query.refetch()} />
      ) : rows === undefined ? (
        <ListLoading label={texts.loading} />
      ) : rows.length === 0 ? (
        <ListEmpty icon={emptyIcon} text={texts.empty} />
      ) : (
        <ListTable
          caption={title}
          columns={texts.columns}
          numeric={texts.numeric}
          busy={query.isFetching}
          minWidth="min-w-[48rem]"
        >
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={rowKey(row)}>{children(row)}</tr>
            ))}
          </tbody>
        </ListTable>
      )}
    </ListSection>
  );
}
