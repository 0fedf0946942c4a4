import { AGEING_BUCKETS, accountPaymentMethodNames, creditMessages } from '@shop/contract/credit';
import type { AccountBalance, AccountPayment, OpenInvoice } from '@shop/contract/credit-schemas';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { DialogTableSection } from '@/components/ui/detail-dialog';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { DialogQueryBody } from '@/components/ui/list-states';
import { formatDateOnly, formatPrice } from '@/lib/format';
import { getPracticeAccountQueryOptions } from '../api/practice-account';
import {
  AGEING_COLUMNS,
  OPEN_INVOICES_TABLE,
  PAYMENTS_TABLE,
  accountFacts,
  daysPastDueText,
} from '../practice-account-format';
import { AccountActions, type AccountPractice } from './account-actions';

const a = creditMessages.admin;

/**
 * A practice's account in its dialog (issue 40), read on its own so the rest of the dialog shows
 * while it loads: the terms, balance and credit with Set terms, Record payment and Withdraw terms,
 * then the ageing, the open invoices and the payments.
 */
export function PracticeAccountSection({ practice }: { practice: AccountPractice }) {
  const account = useQuery(getPracticeAccountQueryOptions(practice.id));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-base font-semibold">
        {a.title}
      </h3>
      <DialogQueryBody query={account} errorTitle={a.loadFailed} loadingLabel={a.loading}>
        {(read) => <PracticeAccount practice={practice} account={read} />}
      </DialogQueryBody>
    </section>
  );
}

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

function PracticeAccount({ practice, account }: { practice: AccountPractice; account: AccountBalance }) {
  return (
    <>
      <FactList rows={[...accountFacts(account, formatPrice), ...holdFact(account)]} />
      <AccountActions practice={practice} terms={account.terms} />

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
        {(invoice) => <OpenInvoiceCells invoice={invoice} />}
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

/** An amount in a dialog's table, right-aligned in figures of one width. */
function AmountCell({ amount }: { amount: string }) {
  return <td className="px-3 py-2 text-right tabular-nums">{formatPrice(amount)}</td>;
}

function OpenInvoiceCells({ invoice }: { invoice: OpenInvoice }) {
  return (
    <>
      <th scope="row" className="px-3 py-2 font-mono font-medium whitespace-nowrap">
        {invoice.invoiceNumber}
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
