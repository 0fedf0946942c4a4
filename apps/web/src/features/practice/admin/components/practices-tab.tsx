import type { AdminPracticePage, AdminPracticeSummary } from '@shop/contract/practice-schemas';
import { Building2 } from 'lucide-react';
import { CountCell, ListSection, PagedTable, type PagedTableLook } from '@/components/ui/paged-list';
import { SearchField } from '@/components/ui/search-field';
import { formatDateTime } from '@/lib/format';
import { useSearchText } from '@/lib/use-debounced-value';
import { usePagedList } from '@/lib/use-paged-list';
import { practiceScreenMessages } from '../../practice-screen-messages';
import { getPracticesQueryOptions } from '../api/get-practices';
import { ownersText, poNumberRequiredText } from '../practice-admin-format';
import { PracticeNameCell, PracticeRowDetailDialog, usePracticeRowDialog } from './practice-row';

const m = practiceScreenMessages.admin;

const TABLE: PagedTableLook<AdminPracticePage, AdminPracticeSummary> = {
  caption: m.title,
  columns: m.columns,
  // Members, Orders and Sign-offs waiting.
  numeric: m.columns.slice(2, 5),
  minWidth: 'min-w-[56rem]',
  rows: (page) => page.practices,
  rowKey: (practice) => practice.id,
  loadFailed: m.loadFailed,
  loading: m.loading,
  countNoun: m.countNoun,
  empty: { icon: Building2, text: m.empty },
  noMatches: m.noMatches,
};

/**
 * The dashboard's Practices tab (issue 39): every practice, newest first, 20 a page, searched by the server by
 * the practice's name or a member's name or e-mail, with its owners, how many members and orders it
 * has and how many orders wait for a sign-off. A practice opens its detail, where only its account
 * (payment terms, payments) is changed.
 */
export function PracticesTab() {
  const searchText = useSearchText();
  const { search } = searchText;
  const list = usePagedList((page) => getPracticesQueryOptions({ search, page }), search);
  const dialog = usePracticeRowDialog();
  const data = list.query.data;

  return (
    <ListSection title={m.title} page={data} filtered={search !== ''} headingRef={dialog.headingRef}>
      <SearchField
        label={m.searchLabel}
        {...searchText.field}
        placeholder={m.searchPlaceholder}
        className="mb-5"
      />

      <PagedTable list={list} look={TABLE} filtered={search !== ''}>
        {(practice) => (
          <>
            <PracticeNameCell practice={practice} dialog={dialog} badge={practice.suspended && m.suspended} />
            <td className="px-4 py-3">{ownersText(practice.owners)}</td>
            <CountCell count={practice.memberCount} />
            <CountCell count={practice.orderCount} />
            <CountCell count={practice.pendingSignOffs} />
            <td className="px-4 py-3">{poNumberRequiredText(practice.poNumberRequired)}</td>
            <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(practice.createdAt)}</td>
          </>
        )}
      </PagedTable>

      <PracticeRowDetailDialog dialog={dialog} />
    </ListSection>
  );
}
