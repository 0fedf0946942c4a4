import { lotList, recallMessages as m, recallNoticePath, RECALL_STATUS_LABELS } from '@shop/contract/recall';
import type { DoctorRecalls } from '@shop/contract/recall-schemas';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { HeadedSection } from '@/components/ui/headed-section';
import { QueryView } from '@/components/ui/list-states';
import { Spinner } from '@/components/ui/spinner';
import { useDoctorRecalls } from '../api/recalls';
import { formatRecallDay } from '../recall-format';

type DoctorRecall = DoctorRecalls['recalls'][number];

/** One recall: its title linking to the notice, the product and lots, when it opened, and the answer. */
function AccountRecall({ recall }: { recall: DoctorRecall }) {
  const waiting = recall.acknowledgedAt === null;
  return (
    <li className="grid gap-1 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={recallNoticePath(recall.id)}
          className="font-medium underline underline-offset-4 hover:text-primary"
        >
          {recall.title}
        </Link>
        {recall.status === 'closed' && <Badge variant="secondary">{RECALL_STATUS_LABELS.closed}</Badge>}
      </div>
      <p className="text-sm [overflow-wrap:anywhere]">
        {`${recall.productName}, ${lotList(recall.lots.map((lot) => lot.lotNumber))}`}
      </p>
      <p className="text-sm text-muted-foreground">
        {m.accountOpened(formatRecallDay(recall.openedAt))}
        {' · '}
        {waiting ? (
          <span className={recall.status === 'open' ? 'font-medium text-destructive' : undefined}>
            {m.accountNotAcknowledged}
          </span>
        ) : (
          m.accountAcknowledged(formatRecallDay(recall.acknowledgedAt ?? recall.openedAt))
        )}
        {recall.unitsOnHand !== null && ` · ${m.unitsOnHandReported(recall.unitsOnHand)}`}
      </p>
    </li>
  );
}

/**
 * The account page's recalls (issue 38): every recall that concerns the doctor's clinic,
 * acknowledged or not, newest first, each with its product, lots, the day it opened and whether and
 * when they acknowledged it, linking to its notice. The same read as the banner's, so it is usually
 * there already.
 */
export function AccountRecallsPanel() {
  const recalls = useDoctorRecalls(true);
  return (
    <HeadedSection title={m.accountHeading} intro={m.accountDescription} panel>
      <QueryView
        query={recalls}
        error={{ title: m.accountLoadFailed, size: 'block', announce: false }}
        loading={<Spinner label={m.accountLoading} />}
      >
        {({ recalls: list }) =>
          list.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.accountEmpty}</p>
          ) : (
            <ul className="grid divide-y">
              {list.map((recall) => (
                <AccountRecall key={recall.id} recall={recall} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </HeadedSection>
  );
}
