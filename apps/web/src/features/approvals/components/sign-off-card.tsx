import { signOffMessages, type SignOffStatus } from '@shop/contract/practice-messages';
import type { SignOffRequest } from '@shop/contract/practice-schemas';
import { Check, CircleCheck, CircleX, Clock, X, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { PrescriptionOnlyBadge } from '@/components/prescription-only';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { FormDialog } from '@/components/ui/dialog';
import { FactList } from '@/components/ui/fact-list';
import { formatDateTime, formatPrice } from '@/lib/format';
import { approvalsScreenMessages as s } from '../approvals-screen-messages';
import { itemText, reasonTexts, requestFacts, requestTitle } from '../sign-off-format';
import { DeclineForm } from './decline-form';

/** One colour and icon per status; the label is always written out, so the colour is never the only sign. */
const STATUS_STYLES: Record<
  SignOffStatus,
  { variant: 'warning' | 'accent' | 'destructive'; icon: LucideIcon }
> = {
  pending: { variant: 'warning', icon: Clock },
  approved: { variant: 'accent', icon: CircleCheck },
  declined: { variant: 'destructive', icon: CircleX },
};

function StatusBadge({ status }: { status: SignOffStatus }) {
  const { variant, icon: Icon } = STATUS_STYLES[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {signOffMessages.statuses[status]}
    </Badge>
  );
}

/** What the member may do with a request waiting for them: sign it off, or decline it with a reason. */
export type DecisionActions = {
  /** A sign-off is on its way: both buttons wait. */
  busy: boolean;
  /** This card's sign-off is the one on its way: its button spins. */
  signingOff: boolean;
  onSignOff: () => void;
  /** Before a decline is sent: the card is about to leave the list. */
  onDeclining: () => void;
};

type SignOffCardProps = {
  request: SignOffRequest;
  /** A request waiting for this member has them; the member's own has none. */
  actions?: DecisionActions;
};

/**
 * A sign-off request (issue 39): whose order, when asked and why it waits, its items (prescription-only
 * lines marked) and what it came to then. Waiting for this member: Sign off and Decline, each named
 * for the requester. The member's own: its status, who decided it and when, a decline's reason, and
 * the order once signed off.
 */
export function SignOffCard({ request, actions }: SignOffCardProps) {
  const titleId = useId();
  const requester = request.requestedBy.name;
  return (
    <Card>
      {/* Waiting for a decision, focusable from script: it takes the focus when the card before it was decided. */}
      <article
        aria-labelledby={titleId}
        {...(actions ? { tabIndex: -1, 'data-focus-item': true } : {})}
        className="grid gap-4 rounded-xl p-4 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-5"
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="text-lg font-semibold break-words">
            {requestTitle(request, actions ? 'to-decide' : 'mine')}
          </h3>
          <StatusBadge status={request.status} />
        </header>

        <FactList rows={requestFacts(request, { money: formatPrice, date: formatDateTime })} />

        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid content-start gap-1">
            <h4 className="text-sm font-medium text-muted-foreground">{s.reasons}</h4>
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {reasonTexts(request).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
          <div className="grid content-start gap-1">
            <h4 className="text-sm font-medium text-muted-foreground">{s.items}</h4>
            <ul className="grid gap-1 text-sm">
              {request.items.map((item) => (
                <li key={item.productId} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="break-words">{itemText(item)}</span>
                  {item.prescriptionOnly && <PrescriptionOnlyBadge />}
                </li>
              ))}
            </ul>
          </div>
        </div>

        {actions && (
          <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
            <FormDialog
              trigger={
                <Button
                  variant="outline-destructive"
                  disabled={actions.busy}
                  aria-label={s.declineOf(requester)}
                  icon={<X aria-hidden="true" />}
                >
                  {s.decline}
                </Button>
              }
            >
              {(close) => (
                <DeclineForm
                  requestId={request.id}
                  requesterName={requester}
                  onDeclining={actions.onDeclining}
                  onDone={close}
                />
              )}
            </FormDialog>
            <Button
              onClick={actions.onSignOff}
              disabled={actions.busy}
              busy={actions.signingOff}
              aria-label={s.signOffOf(requester)}
              icon={<Check aria-hidden="true" />}
            >
              {s.signOff}
            </Button>
          </div>
        )}

        {request.order && (
          <div className="flex justify-end border-t pt-4">
            <ButtonLink to={`/orders/${request.order.id}`} variant="outline" arrow>
              {s.viewOrder(request.order.orderNumber)}
            </ButtonLink>
          </div>
        )}
      </article>
    </Card>
  );
}
