import type { OrderDetail } from '@shop/contract/order-schemas';
import type { ReturnRequest } from '@shop/contract/return-schemas';
import {
  RETURN_STATUS_LABELS,
  returnCreditNotePath,
  returnPhotosPath,
  returnScreenMessages as s,
} from '@shop/contract/returns';
import { FileText } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CardSection } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDateOnly, formatDateTime } from '@/lib/format';
import { useOrderReturns } from '../api/returns';
import { ReturnPhotos } from './return-photos';
import { ReturnRequestDialog } from './return-request-dialog';

/** One return: its status, its authorisation number or why it was refused, and its lines. */
function ReturnItem({ request }: { request: ReturnRequest }) {
  return (
    <li className="grid gap-1 py-3 first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{RETURN_STATUS_LABELS[request.status]}</span>
        <span className="text-muted-foreground">{s.requestedOn(formatDateTime(request.createdAt))}</span>
      </p>
      {request.rmaNumber && (
        <p className="text-sm">
          {s.rma}: <span className="font-mono font-medium">{request.rmaNumber}</span>
        </p>
      )}
      {request.refusalReason && (
        <p className="text-sm">
          {s.refused}: {request.refusalReason}
        </p>
      )}
      <ul className="text-sm text-muted-foreground">
        {request.lines.map((line) => (
          <li key={line.id}>{s.lineText(line.productName, line.quantity, line.approvedQuantity)}</li>
        ))}
      </ul>
      <ReturnPhotos
        photos={request.photos}
        src={(photoId) => `${returnPhotosPath(request.orderId, request.id)}/${photoId}`}
      />
      {request.creditNoteNumber && (
        <a
          href={returnCreditNotePath(request.orderId, request.id)}
          download={`${request.creditNoteNumber}.pdf`}
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'justify-self-start')}
        >
          <FileText aria-hidden="true" />
          {s.downloadCreditNote(request.creditNoteNumber)}
        </a>
      )}
    </li>
  );
}

/**
 * A delivered order's returns (issue 42): each with where it stands, the window's last day, and
 * Return items while the window is open and something is left to return.
 */
export function OrderReturnsSection({ order }: { order: OrderDetail }) {
  const delivered = order.status === 'delivered';
  const returns = useOrderReturns(order.id, delivered);
  if (!delivered) return null;
  const data = returns.data;
  return (
    <CardSection title={s.title}>
      {returns.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {s.loading}
        </p>
      )}
      {returns.isError && (
        <LoadError size="block" title={s.loadFailed} onRetry={() => void returns.refetch()} />
      )}
      {data && (
        <>
          {data.lastDay && (
            <p className="text-sm text-muted-foreground">
              {data.windowOpen
                ? s.windowOpen(formatDateOnly(data.lastDay))
                : s.windowClosed(formatDateOnly(data.lastDay))}
            </p>
          )}
          {data.returns.length === 0 ? (
            <p className="text-sm">{s.none}</p>
          ) : (
            <ul className="divide-y">
              {data.returns.map((request) => (
                <ReturnItem key={request.id} request={request} />
              ))}
            </ul>
          )}
          {data.windowOpen && data.mayRequest && data.lines.some((line) => line.left > 0) && (
            <div>
              <ReturnRequestDialog orderId={order.id} lines={data.lines} />
            </div>
          )}
        </>
      )}
    </CardSection>
  );
}
