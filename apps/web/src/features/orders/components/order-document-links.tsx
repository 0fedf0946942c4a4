import { documentMessages, orderDocumentPath, type DocumentKind } from '@shop/contract/documents';
import type { OrderSummary } from '@shop/contract/order-schemas';
import { FileText } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type OrderDocumentLinksProps = {
  order: Pick<OrderSummary, 'id' | 'invoiceNumber' | 'creditNoteNumber'>;
  /** Whose route the files come from: the order's doctor's or an admin's. */
  audience: 'doctor' | 'admin';
  className?: string;
};

/**
 * Download invoice and, once the order was cancelled after it, Download credit note (docs/product.md,
 * Invoices and credit notes): plain links the browser saves, each beside its document's number.
 * Nothing while the order has neither.
 */
export function OrderDocumentLinks({ order, audience, className }: OrderDocumentLinksProps) {
  const documents: { kind: DocumentKind; number: string; label: string }[] = [];
  if (order.invoiceNumber)
    documents.push({ kind: 'invoice', number: order.invoiceNumber, label: documentMessages.downloadInvoice });
  if (order.creditNoteNumber)
    documents.push({
      kind: 'credit_note',
      number: order.creditNoteNumber,
      label: documentMessages.downloadCreditNote,
    });
  if (documents.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {documents.map((document) => (
        <li key={document.kind} className="flex flex-wrap items-center gap-2">
          <a
            href={orderDocumentPath(audience, order.id, document.kind)}
            download={`${document.number}.pdf`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <FileText aria-hidden="true" />
            {document.label}
          </a>
          <span className="font-mono text-xs text-muted-foreground">{document.number}</span>
        </li>
      ))}
    </ul>
  );
}
