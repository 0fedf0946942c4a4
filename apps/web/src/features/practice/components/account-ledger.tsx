import { AGEING_BUCKETS, accountPaymentMethodNames, creditMessages } from '@shop/contract/credit';
import type { AccountBalance, AccountPayment, OpenInvoice } from '@shop/contract/credit-schemas';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { DialogTableSection } from '@/components/ui/detail-dialog';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { formatDateOnly, formatPrice } from '@/lib/format';
import {
  AGEING_COLUMNS,
  OPEN_INVOICES_TABLE,
  PAYMENTS_TABLE,
  accountFacts,
  daysPastDueText,
} from '../account-format';

const a = creditMessages.account;

/** The hold, a fact only when it applies: a badge the eye finds, and why in words. */
const holdFact = (account: AccountBalance): Fact[] =>
  account.onHold
    ? [
        [
          a.status,
          <span key="hold" className="flex flex-wrap items-center gap-2">
            <Badge variant="warning">{a.onHold}</Badge>
            {a.onHoldText}
          </span>,
        ],
      ]
    : [];

/**
 * A practice's account (issue 40), as its owner and bookkeepers read it on /account and the shop's
 * admin in the practice's dialog: its facts, `actions` under them (the admin's), the ageing, the open
 * invoices (each linked to its PDF by `invoiceHref`, when given) and the payments.
 */
export function AccountLedger({
  account,
  actions,
  invoiceHref,
}: {
  account: AccountBalance;
  actions?: ReactNode;
  invoiceHref?: (invoice: OpenInvoice) => string;
}) {
  return (
    <>
      <FactList rows={[...accountFacts(account, formatPrice), ...holdFact(account)]} />
      {actions}

      <DialogTableSection
        title={a.ageing}
        caption={a.ageingCaption}
        columns={AGEING_COLUMNS}
        numeric={AGEING_COLUMNS}
        minWidth="min-w-[36rem]"
        // One row: the balance split by how late it is.
        rows={[account.ageing]}
        rowKey={() => 'ageing'}
      >
        {(ageing) => AGEING_BUCKETS.map((bucket) => <AmountCell key={bucket} amount={ageing[bucket]} />)}
      </DialogTableSection>

      <DialogTableSection
        {...OPEN_INVOICES_TABLE}
        minWidth="min-w-[44rem]"
        rows={account.openInvoices}
        rowKey={(invoice) => invoice.invoiceId}
      >
        {(invoice) => <OpenInvoiceCells invoice={invoice} href={invoiceHref?.(invoice)} />}
      </DialogTableSection>

      <DialogTableSection
        {...PAYMENTS_TABLE}
        minWidth="min-w-[40rem]"
        rows={account.payments}
        rowKey={(payment) => payment.id}
      >
        {(payment) => <PaymentCells payment={payment} />}
      </DialogTableSection>
    </>
  );
}

/** An amount in the account's tables, right-aligned in figures of one width. */
function AmountCell({ amount }: { amount: string }) {
  return <td className="px-3 py-2 text-right tabular-nums">{formatPrice(amount)}</td>;
}

function OpenInvoiceCells({ invoice, href }: { invoice: OpenInvoice; href: string | undefined }) {
  return (
    <>
      <th scope="row" className="px-3 py-2 font-mono font-medium whitespace-nowrap">
        {href ? (
          <a className="text-primary underline-offset-4 hover:underline" href={href}>
            {invoice.invoiceNumber}
          </a>
        ) : (
          invoice.invoiceNumber
        )}
      </th>
      <td className="px-3 py-2 font-mono whitespace-nowrap">{invoice.orderNumber}</td>
      <td className="px-3 py-2 [overflow-wrap:anywhere]">{invoice.poNumber ?? '—'}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDateOnly(invoice.dueOn)}</td>
      <AmountCell amount={invoice.balance} />
      <td className="px-3 py-2 text-right tabular-nums">{daysPastDueText(invoice.daysPastDue)}</td>
    </>
  );
}

function PaymentCells({ payment }: { payment: AccountPayment }) {
  return (
    <>
      <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
        {formatDateOnly(payment.receivedOn)}
      </th>
      <td className="px-3 py-2">{accountPaymentMethodNames[payment.method]}</td>
      <td className="px-3 py-2 [overflow-wrap:anywhere]">{payment.reference ?? '—'}</td>
      <AmountCell amount={payment.amount} />
      <AmountCell amount={payment.unallocated} />
    </>
  );
}
