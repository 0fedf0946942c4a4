import type { RecallList, RecallSummary } from '@shop/contract/recall-schemas';
import { RECALL_ACTION_LABELS, recallMessages as m } from '@shop/contract/recall';
import { Plus, ShieldAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { RowDetailDialog } from '@/components/ui/detail-dialog';
import {
  CountCell,
  listTexts,
  ListSection,
  PagedTable,
  type PagedTableLook,
} from '@/components/ui/paged-list';
import { formatDateTime } from '@/lib/format';
import { usePagedList } from '@/lib/use-paged-list';
import { useRowDialog } from '@/lib/use-row-dialog';
import { getRecallsQueryOptions } from '../api/get-recalls';
import { OpenRecallDialog } from './open-recall-dialog';
import { RecallDetailContent } from './recall-detail-dialog';
import { RecallStatusBadge } from './recall-status-badge';

const TABLE: PagedTableLook<RecallList, RecallSummary> = {
  ...listTexts(m),
  // Clinics and Units shipped, the last two columns.
  numeric: m.columns.slice(-2),
  minWidth: 'min-w-[64rem]',
  alignTop: true,
  rows: (page) => page.recalls,
  rowKey: (recall) => recall.id,
  empty: { icon: ShieldAlert, text: m.empty },
};

/**
 * The dashboard's Recalls tab (issue 20): every recall, newest first, 20 a page, with its lots, how
 * many clinics received them and how many acknowledged. A recall opens its detail (its clinics, the
 * CSV, Close recall); Open a recall asks for a product's lots and opens one, then shows it.
 */
export function RecallsTab() {
  const list = usePagedList((page) => getRecallsQueryOptions(page));
  const data = list.query.data;
  const detail = useRowDialog<number>();
  const [openingRecall, setOpeningRecall] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);

  return (
    <ListSection
      title={m.title}
      page={data}
      headingRef={detail.headingRef}
      actions={
        <OpenRecallDialog
          open={openingRecall}
          onOpenChange={setOpeningRecall}
          trigger={
            <Button ref={openButton} icon={<Plus aria-hidden="true" />}>
              {m.openRecall}
            </Button>
          }
          onOpened={(recall) => {
            setOpeningRecall(false);
            detail.show(recall.id, openButton.current);
          }}
        />
      }
    >
      <p className="mb-4 text-sm text-muted-foreground">{m.description}</p>

      <PagedTable list={list} look={TABLE}>
        {(recall) => (
          <>
            <th scope="row" className="px-4 py-3 font-normal whitespace-nowrap">
              <RowDialogButton onOpen={(button) => detail.show(recall.id, button)}>
                {recall.title}
              </RowDialogButton>
            </th>
            <td className="px-4 py-3">{recall.productName}</td>
            <td className="px-4 py-3">
              <ul className="grid gap-0.5">
                {recall.lots.map((lot) => (
                  <li key={lot.lotNumber} className="whitespace-nowrap">
                    {lot.lotNumber}
                  </li>
                ))}
              </ul>
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{m.classShort(recall.recallClass)}</td>
            <td className="px-4 py-3">{RECALL_ACTION_LABELS[recall.action]}</td>
            <td className="px-4 py-3">
              <RecallStatusBadge status={recall.status} />
            </td>
            <td className="px-4 py-3">
              <span className="whitespace-nowrap tabular-nums">{formatDateTime(recall.openedAt)}</span>
              <span className="block text-xs text-muted-foreground">{recall.openedBy ?? m.deletedAdmin}</span>
            </td>
            <td className="px-4 py-3 text-right">
              <span className="tabular-nums">{recall.clinicCount.toLocaleString('en-US')}</span>
              <span className="block text-xs whitespace-nowrap text-muted-foreground">
                {m.clinicsAcknowledged(recall.acknowledgedCount, recall.clinicCount)}
              </span>
            </td>
            <CountCell count={recall.unitsShipped} />
          </>
        )}
      </PagedTable>

      <RowDetailDialog dialog={detail} shownKey={(recallId) => recallId} width="sm:max-w-5xl">
        {(recallId) => <RecallDetailContent recallId={recallId} />}
      </RowDetailDialog>
    </ListSection>
  );
}
