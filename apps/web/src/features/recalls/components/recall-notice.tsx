import {
  RECALL_ACTION_INSTRUCTIONS,
  RECALL_ACTION_LABELS,
  RECALL_CLASS_LABELS,
  RECALL_STATUS_LABELS,
  recallMessages as m,
  recallNoticeMessages as labels,
  unitsOnHandError,
} from '@shop/contract/recall';
import type { RecallNotice } from '@shop/contract/recall-schemas';
import { useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardSection } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatRecallDay } from '../recall-format';
import { PageHeading } from '@/components/ui/page-heading';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 text-sm sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function OrderLines({ lines }: { lines: RecallNotice['lines'] }) {
  if (lines.length === 0) return <p className="text-sm text-muted-foreground">{labels.noOrders}</p>;
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b text-left text-xs tracking-wide text-muted-foreground uppercase">
          {[
            [labels.orderNumber, 'py-2 pr-4 font-medium'],
            [labels.lotColumn, 'py-2 pr-4 font-medium'],
            [m.quantity, 'py-2 pr-4 text-right font-medium'],
            [labels.shipped, 'py-2 font-medium'],
          ].map(([label, className]) => (
            <th key={label} scope="col" className={className}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={`${line.orderNumber}-${line.lotNumber}-${i}`} className="border-b last:border-b-0">
            <th scope="row" className="py-2 pr-4 text-left font-medium [overflow-wrap:anywhere]">
              {line.orderId === null ? (
                line.orderNumber
              ) : (
                <Link
                  to={`/orders/${line.orderId}`}
                  className="underline underline-offset-4 hover:text-primary"
                >
                  {line.orderNumber}
                </Link>
              )}
            </th>
            <td className="py-2 pr-4 [overflow-wrap:anywhere]">{line.lotNumber}</td>
            <td className="py-2 pr-4 text-right tabular-nums">{line.quantity}</td>
            <td className="py-2">{formatRecallDay(line.shippedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type AcknowledgementProps = {
  notice: RecallNotice;
  /** Sends the acknowledgement with the units the doctor still has. */
  onAcknowledge: (unitsOnHand: number) => void;
  acknowledging: boolean;
};

/**
 * The doctor's answer: how many units of the lots they still have (issue 38; checked as the server
 * checks it, its message beside the field) and the Acknowledge button with its hint; or, once
 * acknowledged, when, and the units they reported.
 */
function Acknowledgement({ notice, onAcknowledge, acknowledging }: AcknowledgementProps) {
  const [units, setUnits] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  if (notice.acknowledgedAt !== null) {
    return (
      <p role="status" className="text-sm font-medium">
        {m.acknowledgedOn(formatRecallDay(notice.acknowledgedAt))}
        {notice.unitsOnHand !== null && ` ${m.unitsOnHandReported(notice.unitsOnHand)}`}
      </p>
    );
  }
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (acknowledging) return;
    const problem = unitsOnHandError(units);
    setError(problem);
    if (problem) input.current?.focus();
    else onAcknowledge(Number(units.trim()));
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">{m.acknowledgeHint}</p>
      <div className="grid gap-3 sm:flex sm:items-start sm:justify-between">
        <div className="sm:w-64">
          <FormField name="unitsOnHand" label={m.unitsOnHand} hint={m.unitsOnHandHint} error={error}>
            {(control) => (
              <Input
                {...control}
                ref={input}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={units}
                onChange={(event) => {
                  setUnits(event.target.value);
                  if (error) setError(undefined);
                }}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" disabled={acknowledging} className="sm:mt-6 sm:shrink-0">
          {acknowledging && <Spinner />}
          {acknowledging ? labels.acknowledging : m.acknowledge}
        </Button>
      </div>
    </form>
  );
}

type RecallNoticeViewProps = AcknowledgementProps;

/**
 * A recall notice as the doctor reads it (issue 20): what was recalled and why, what to do with the
 * units, the doctor's orders that carried the lots, and their acknowledgement. A closed recall says
 * so; it can still be acknowledged when it was not.
 */
export function RecallNoticeView({ notice, onAcknowledge, acknowledging }: RecallNoticeViewProps) {
  const closed = notice.status === 'closed';
  return (
    <article className="grid gap-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <PageHeading>{notice.title}</PageHeading>
          <Badge variant={closed ? 'secondary' : 'destructive'}>{RECALL_STATUS_LABELS[notice.status]}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {labels.openedOn(formatRecallDay(notice.openedAt))}
          {notice.closedAt !== null && ` · ${labels.closedOn(formatRecallDay(notice.closedAt))}`}
        </p>
        <p>{m.noticeIntro}</p>
        {closed && (
          <p className="rounded-lg border bg-muted/60 px-4 py-3 text-sm font-medium">{m.closedNotice}</p>
        )}
      </header>

      <Card>
        <dl className="grid gap-3 p-4 sm:p-5">
          <Fact label={m.product}>
            <span className="font-medium">{notice.productName}</span>
          </Fact>
          <Fact label={m.lots}>
            <ul className="grid gap-0.5 tabular-nums [overflow-wrap:anywhere]">
              {notice.lots.map((lot) => (
                <li key={lot.lotNumber}>{labels.lot(lot)}</li>
              ))}
            </ul>
          </Fact>
          <Fact label={m.recallClass}>{RECALL_CLASS_LABELS[notice.recallClass]}</Fact>
          <Fact label={m.action}>
            <span className="font-medium">{RECALL_ACTION_LABELS[notice.action]}</span>
            <span className="block">{RECALL_ACTION_INSTRUCTIONS[notice.action]}</span>
          </Fact>
          <Fact label={m.reason}>
            <span className="whitespace-pre-line">{notice.reason}</span>
          </Fact>
        </dl>
      </Card>

      <CardSection title={m.yourOrders}>
        <OrderLines lines={notice.lines} />
      </CardSection>

      <Card className="p-4 sm:p-5">
        <Acknowledgement notice={notice} onAcknowledge={onAcknowledge} acknowledging={acknowledging} />
      </Card>
    </article>
  );
}

/** Holds the notice's place while it loads. */
export function RecallNoticeSkeleton() {
  return (
    <div role="status" aria-label={labels.loading} className="grid gap-6">
      <SkeletonGroup bars={['h-9 w-64', 'h-4 w-40', 'h-5 w-full max-w-xl']} className="grid gap-3" />
      <SkeletonGroup bars={['h-40 w-full']} />
      <SkeletonGroup bars={['h-32 w-full']} />
    </div>
  );
}
