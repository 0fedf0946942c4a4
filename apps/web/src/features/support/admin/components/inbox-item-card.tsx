import { inboxMessages, type InboxStatus } from '@shop/contract/admin-inbox-schemas';
import { Check, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';

const NOT_PROVIDED = 'Not provided';

export type InboxDetail = { label: string; value: string | null; wide?: boolean };

type InboxItemCardProps = {
  title: string;
  email: string;
  receivedAt: string;
  status: InboxStatus;
  handledAt: string | null;
  handledBy: string | null;
  details: InboxDetail[];
  busy: boolean;
  onSetStatus: (status: InboxStatus) => void;
};

/** One contact message or referral application: its fields, whether it is handled, and the switch. */
export function InboxItemCard({
  title,
  email,
  receivedAt,
  status,
  handledAt,
  handledBy,
  details,
  busy,
  onSetStatus,
}: InboxItemCardProps) {
  const titleId = useId();
  const handled = status === 'handled';

  return (
    <Card>
      <article aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h4 id={titleId} className="font-semibold break-words">
              {title}
            </h4>
            <p className="text-sm break-all text-muted-foreground">
              {email} · received {formatDateTime(receivedAt)}
            </p>
          </div>
          <Badge variant={handled ? 'outline' : 'default'}>{inboxMessages.statusLabels[status]}</Badge>
        </header>

        <dl className="grid gap-3 sm:grid-cols-2">
          {details.map((detail) => (
            <div key={detail.label} className={detail.wide ? 'sm:col-span-2' : undefined}>
              <dt className="text-xs font-medium text-muted-foreground">{detail.label}</dt>
              <dd
                className={
                  detail.value
                    ? 'text-sm break-words whitespace-pre-line'
                    : 'text-sm text-muted-foreground italic'
                }
              >
                {detail.value ?? NOT_PROVIDED}
              </dd>
            </div>
          ))}
        </dl>

        <footer className="flex flex-wrap items-center justify-between gap-2 border-t pt-4">
          <p className="text-sm text-muted-foreground">
            {handled && handledAt ? inboxMessages.handledBy(handledBy, formatDateTime(handledAt)) : ''}
          </p>
          <Button
            variant={handled ? 'outline' : 'default'}
            size="sm"
            disabled={busy}
            onClick={() => onSetStatus(handled ? 'new' : 'handled')}
            aria-describedby={titleId}
          >
            {busy ? <Spinner /> : handled ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
            {handled ? inboxMessages.markNew : inboxMessages.markHandled}
          </Button>
        </footer>
      </article>
    </Card>
  );
}
