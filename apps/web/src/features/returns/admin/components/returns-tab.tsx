import type { AdminReturn, AdminReturnPage } from '@shop/contract/return-schemas';
import {
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  returnAdminMessages as a,
  type ReturnStatus,
} from '@shop/contract/returns';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { RowDetailDialog } from '@/components/ui/detail-dialog';
import { SelectField } from '@/components/ui/form-field';
import { listTexts, ListSection, PagedTable, type PagedTableLook } from '@/components/ui/paged-list';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { formatDateTime } from '@/lib/format';
import { usePagedList } from '@/lib/use-paged-list';
import { useRowDialog } from '@/lib/use-row-dialog';
import { getAdminReturnsQueryOptions } from '../api/admin-returns';
import { ReturnDecision } from './return-decision';

const TABLE: PagedTableLook<AdminReturnPage, AdminReturn> = {
  ...listTexts(a),
  minWidth: 'min-w-[56rem]',
  alignTop: true,
  rows: (page) => page.returns,
  rowKey: (request) => request.id,
  empty: { icon: Undo2, text: a.empty },
  noMatches: a.noMatches,
};

/**
 * The dashboard's Returns tab (issue 42): the practices' return requests, oldest first, filtered by
 * status; a request opens its lines, where an admin approves it (all or fewer units) or refuses it.
 */
export function ReturnsTab() {
  const [status, setStatus] = useState<ReturnStatus | ''>('requested');
  const list = usePagedList((page) => getAdminReturnsQueryOptions(status, page), status);
  const detail = useRowDialog<AdminReturn>();

  return (
    <ListSection
      title={a.title}
      page={list.query.data}
      filtered={status !== ''}
      headingRef={detail.headingRef}
    >
      <p className="mb-4 text-sm text-muted-foreground">{a.description}</p>
      <div className="mb-4 max-w-xs">
        <SelectField
          name="status"
          label={a.statusFilter}
          value={status}
          onValueChange={(value) => setStatus(value as ReturnStatus | '')}
          error={undefined}
        >
          <option value="">{a.allStatuses}</option>
          {RETURN_STATUSES.map((value) => (
            <option key={value} value={value}>
              {RETURN_STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>

      <PagedTable list={list} look={TABLE} filtered={status !== ''}>
        {(request) => (
          <>
            <th scope="row" className="px-4 py-3 font-normal whitespace-nowrap">
              <RowDialogButton onOpen={(button) => detail.show(request, button)}>
                {request.orderNumber}
              </RowDialogButton>
            </th>
            <td className="px-4 py-3">{request.practiceName ?? '—'}</td>
            <td className="px-4 py-3">
              <span className="whitespace-nowrap tabular-nums">{formatDateTime(request.createdAt)}</span>
              {request.requestedBy && (
                <span className="block text-xs text-muted-foreground">{request.requestedBy}</span>
              )}
            </td>
            <td className="px-4 py-3">
              <ul className="grid gap-0.5">
                {request.lines.map((line) => (
                  <li key={line.id}>
                    {line.productName} × {line.quantity}
                  </li>
                ))}
              </ul>
            </td>
            <td className="px-4 py-3">{RETURN_STATUS_LABELS[request.status]}</td>
            <td className="px-4 py-3 font-mono whitespace-nowrap">{request.rmaNumber ?? a.noRma}</td>
          </>
        )}
      </PagedTable>

      <RowDetailDialog dialog={detail} shownKey={(request) => request.id} width="sm:max-w-2xl">
        {(request) => <ReturnDecision request={request} onDone={() => detail.onOpenChange(false)} />}
      </RowDetailDialog>
    </ListSection>
  );
}
