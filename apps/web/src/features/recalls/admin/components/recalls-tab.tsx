import { RECALL_ACTION_LABELS, recallMessages as m } from '@shop/contract/recall';
import { Plus, ShieldAlert } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListCountAnnouncement, ListTable, ListTitle, PagedList } from '@/components/ui/paged-list';
import { formatDateTime } from '@/lib/format';
import { usePagedList } from '@/lib/use-paged-list';
import { getRecallsQueryOptions } from '../api/get-recalls';
import { OpenRecallDialog } from './open-recall-dialog';
import { RecallDetailDialog } from './recall-detail-dialog';
import { RecallStatusBadge } from './recall-status-badge';

/** Clinics and Units shipped, the last two columns. */
const NUMBER_COLUMNS: readonly string[] = m.columns.slice(-2);

/**
 * The dashboard's Recalls tab (issue 20): every recall, newest first, 20 a page, with its lots, how
 * many clinics received them and how many acknowledged. A recall opens its detail (its clinics, the
 * CSV, Close recall); Open a recall asks for a product's lots and opens one, then shows it.
 */
export function RecallsTab() {
  const { setPage, query: recalls } = usePagedList((page) => getRecallsQueryOptions(page));
  const id = useId();
  const data = recalls.data;
  // The recall shown (kept while its dialog closes), and the button that showed it.
  const [shownId, setShownId] = useState<number>();
  const [detailOpen, setDetailOpen] = useState(false);
  const [openingRecall, setOpeningRecall] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const show = (recallId: number, from: HTMLElement | null) => {
    opener.current = from;
    setShownId(recallId);
    setDetailOpen(true);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ListTitle id={`${id}-title`} title={m.title} page={data} filtered={false} headingRef={headingRef} />
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
            show(recall.id, openButton.current);
          }}
        />
      </div>
      <p className="mb-4 text-sm text-muted-foreground">{m.description}</p>
      <ListCountAnnouncement page={data} stale={recalls.isPlaceholderData} noun={m.countNoun} />

      <PagedList
        query={recalls}
        rows={(page) => page.recalls}
        error={{ title: m.loadFailed }}
        loadingLabel={m.loading}
        empty={{ icon: ShieldAlert, text: m.empty }}
        onPageChange={setPage}
      >
        {(page) => (
          <ListTable
            caption={m.title}
            columns={m.columns}
            numeric={NUMBER_COLUMNS}
            busy={recalls.isPlaceholderData}
            minWidth="min-w-[64rem]"
          >
            <tbody className="divide-y align-top">
              {page.recalls.map((recall) => (
                <tr key={recall.id}>
                  <th scope="row" className="px-4 py-3 font-normal whitespace-nowrap">
                    {/* The title opens the recall: one control per row, named by the recall. */}
                    <button
                      type="button"
                      className="text-left font-medium underline-offset-4 hover:underline focus-visible:underline"
                      aria-haspopup="dialog"
                      onClick={(event) => show(recall.id, event.currentTarget)}
                    >
                      {recall.title}
                    </button>
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
                    <span className="block text-xs text-muted-foreground">
                      {recall.openedBy ?? m.deletedAdmin}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-right">
                    <span className="tabular-nums">{recall.clinicCount.toLocaleString('en-US')}</span>
                    <span className="block text-xs whitespace-nowrap text-muted-foreground">
                      {m.clinicsAcknowledged(recall.acknowledgedCount, recall.clinicCount)}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    {recall.unitsShipped.toLocaleString('en-US')}
                  </td>
                </tr>
              ))}
            </tbody>
          </ListTable>
        )}
      </PagedList>

      {shownId !== undefined && (
        <RecallDetailDialog
          key={shownId}
          recallId={shownId}
          open={detailOpen}
          onOpenChange={setDetailOpen}
          returnFocus={() => (opener.current?.isConnected ? opener.current : headingRef.current)?.focus()}
        />
      )}
    </section>
  );
}
