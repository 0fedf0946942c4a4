import { AGEING_BUCKETS, creditMessages } from '@shop/contract/credit';
import type { AgeingAmounts, Receivable, ReceivablesPage } from '@shop/contract/credit-schemas';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadLink } from '@/components/ui/download-link';
import { ListSection, listTexts, PagedTable, type PagedTableLook } from '@/components/ui/paged-list';
import { SearchField } from '@/components/ui/search-field';
import { FilterSelectField } from '@/components/ui/select';
import { formatDateOnly, formatPrice, pluralize } from '@/lib/format';
import { useSearchText } from '@/lib/use-debounced-value';
import { usePagedList } from '@/lib/use-paged-list';
import { signedAmountText } from '../../account-format';
import { getReceivablesQueryOptions, receivablesCsvHref } from '../api/get-receivables';
import {
  RECEIVABLES_COLUMNS,
  RECEIVABLES_FILTERS,
  RECEIVABLES_NUMERIC,
  receivableTermsText,
  receivablesFilterName,
} from '../receivables-format';
import {
  receivablesStatusOf,
  withReceivablesStatus,
  type ReceivablesStatus,
} from '../receivables-tab-params';
import { PracticeNameCell, PracticeRowDetailDialog, usePracticeRowDialog } from './practice-row';

const a = creditMessages.account;
const r = creditMessages.receivables;

const TABLE: PagedTableLook<ReceivablesPage, Receivable> = {
  ...listTexts({ ...r, columns: RECEIVABLES_COLUMNS }),
  numeric: RECEIVABLES_NUMERIC,
  minWidth: 'min-w-[68rem]',
  rows: (page) => page.practices,
  rowKey: (receivable) => receivable.practiceId,
  empty: { icon: HandCoins, text: r.empty },
  noMatches: r.noMatches,
};

/**
 * The status kept in the URL, so a reload keeps it (and a link may open the overdue practices);
 * held here too, so the choice shows at once while the address follows.
 */
function useReceivablesStatus() {
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState(() => receivablesStatusOf(params));
  const change = (next: ReceivablesStatus) => {
    setStatus(next);
    setParams((current) => withReceivablesStatus(current, next), { replace: true, preventScrollReset: true });
  };
  return [status, change] as const;
}

/** An amount in the table, right-aligned in figures of one width; below zero is credit held. */
function AmountCell({ amount }: { amount: string }) {
  return (
    <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
      {signedAmountText(amount, formatPrice)}
    </td>
  );
}

/** The ageing's five amounts, in the contract's order. */
const ageingCells = (ageing: AgeingAmounts) =>
  AGEING_BUCKETS.map((bucket) => <AmountCell key={bucket} amount={ageing[bucket]} />);

/** The totals of every practice the search and status keep, on every page, under the rows. */
function TotalsRow({ page }: { page: ReceivablesPage }) {
  return (
    <tfoot className="border-t-2 bg-muted/50 font-medium">
      <tr>
        <th scope="row" colSpan={2} className="px-4 py-3">
          {r.totalOf(pluralize(page.totalCount, r.countNoun))}
        </th>
        <AmountCell amount={page.totals.balance} />
        {ageingCells(page.totals)}
        <td className="px-4 py-3" />
      </tr>
    </tfoot>
  );
}

/**
 * The dashboard's Receivables tab (issue 40, docs/decisions/055): every practice with terms or
 * orders on account, largest balance first, 20 a page, searched by the server by the practice's
 * name and kept to those overdue or on hold; its balance in the ageing buckets, the totals under
 * them, and Export CSV of what the filters keep. A practice opens its detail, where its account is.
 */
export function ReceivablesTab() {
  const [status, setStatus] = useReceivablesStatus();
  const searchText = useSearchText();
  const { search } = searchText;
  const filter = { search, status };
  const list = usePagedList((page) => getReceivablesQueryOptions(filter, page), `${status}|${search}`);
  const dialog = usePracticeRowDialog();
  const data = list.query.data;
  const filtered = status !== 'all' || search !== '';

  return (
    <ListSection
      title={r.title}
      page={data}
      filtered={filtered}
      headingRef={dialog.headingRef}
      actions={
        <DownloadLink href={receivablesCsvHref(filter)} title={r.exportHint}>
          {r.exportCsv}
        </DownloadLink>
      }
    >
      <div className="mb-5 grid items-end gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <FilterSelectField
          label={a.status}
          value={status === 'all' ? '' : status}
          onValueChange={(next) => setStatus(next === '' ? 'all' : next)}
          placeholder={r.allStatuses}
          options={RECEIVABLES_FILTERS}
          optionLabel={receivablesFilterName}
        />
        <SearchField label={r.searchLabel} {...searchText.field} placeholder={r.searchPlaceholder} />
      </div>

      <PagedTable list={list} look={TABLE} filtered={filtered} foot={(page) => <TotalsRow page={page} />}>
        {(receivable) => (
          <>
            <PracticeNameCell
              practice={{ id: receivable.practiceId, name: receivable.practiceName }}
              dialog={dialog}
              badge={receivable.onHold && a.onHold}
            />
            <td className="px-4 py-3 whitespace-nowrap">{receivableTermsText(receivable.terms)}</td>
            <AmountCell amount={receivable.balance} />
            {ageingCells(receivable.ageing)}
            <td className="px-4 py-3 whitespace-nowrap">
              {receivable.oldestDueOn ? formatDateOnly(receivable.oldestDueOn) : '—'}
            </td>
          </>
        )}
      </PagedTable>

      <PracticeRowDetailDialog dialog={dialog} />
    </ListSection>
  );
}
