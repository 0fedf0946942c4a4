import { accountPaymentMethodNames, creditMessages } from '@shop/contract/credit';
import type { AccountBalance } from '@shop/contract/credit-schemas';
import { orderDocumentPath } from '@shop/contract/documents';
import { toCents } from '@shop/contract/money';
import type { PracticeRole } from '@shop/contract/practice-messages';
import { Badge } from '@/components/ui/badge';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { HeadedSection } from '@/components/ui/headed-section';
import { LoadError } from '@/components/ui/load-error';
import { ListTable } from '@/components/ui/paged-list';
import { Spinner } from '@/components/ui/spinner';
import { formatDateOnly, formatPrice } from '@/lib/format';
import { settings } from '@/lib/settings';
import { useAccountBalance } from '../api/get-account-balance';
import { usePractice } from '../api/get-practice';

const m = creditMessages.account;

/** A balance, which a credit on the account takes below zero ("-$25.00"). */
const signedPrice = (amount: string) =>
  amount.startsWith('-') ? `-${formatPrice(amount.slice(1))}` : formatPrice(amount);

function accountFacts(account: AccountBalance): Fact[] {
  const facts: Fact[] = [
    [
      m.terms,
      account.terms
        ? m.termsValue(account.terms.netDays, account.terms.creditLimit, settings.currency)
        : m.noTerms,
    ],
    [m.balance, signedPrice(account.balance)],
  ];
  if (account.availableCredit !== null) facts.push([m.availableCredit, formatPrice(account.availableCredit)]);
  if (toCents(account.uninvoiced) > 0) facts.push([m.uninvoiced, formatPrice(account.uninvoiced)]);
  if (toCents(account.unallocatedCredit) > 0)
    facts.push([m.creditHeld, formatPrice(account.unallocatedCredit)]);
  if (account.terms) {
    facts.push([m.status, account.onHold ? <Badge variant="warning">{m.onHold}</Badge> : m.inGoodStanding]);
  }
  return facts;
}

function OpenInvoices({ invoices }: { invoices: AccountBalance['openInvoices'] }) {
  if (invoices.length === 0) return <p className="text-sm text-muted-foreground">{m.noOpenInvoices}</p>;
  return (
    <ListTable
      caption={m.openInvoices}
      columns={[m.invoice, m.order, m.dueOn, m.amountDue]}
      numeric={[m.amountDue]}
      busy={false}
      minWidth="min-w-[32rem]"
      compact
    >
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.invoiceId} className="border-t">
            <td className="px-3 py-2">
              <a
                className="font-medium text-primary underline-offset-4 hover:underline"
                href={orderDocumentPath('doctor', invoice.orderId, 'invoice')}
              >
                {invoice.invoiceNumber}
              </a>
            </td>
            <td className="px-3 py-2">
              {invoice.orderNumber}
              {invoice.poNumber && (
                <span className="block text-xs text-muted-foreground">PO {invoice.poNumber}</span>
              )}
            </td>
            <td className="px-3 py-2">
              {formatDateOnly(invoice.dueOn)}
              {invoice.daysPastDue > 0 && (
                <span className="block text-xs font-medium text-destructive">
                  {m.overdue(invoice.daysPastDue)}
                </span>
              )}
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{formatPrice(invoice.balance)}</td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}

function Payments({ payments }: { payments: AccountBalance['payments'] }) {
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">{m.noPayments}</p>;
  return (
    <ListTable
      caption={m.payments}
      columns={[m.paymentDate, m.paymentMethod, m.paymentReference, m.paymentAmount]}
      numeric={[m.paymentAmount]}
      busy={false}
      minWidth="min-w-[28rem]"
      compact
    >
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id} className="border-t">
            <td className="px-3 py-2">{formatDateOnly(payment.receivedOn)}</td>
            <td className="px-3 py-2">{accountPaymentMethodNames[payment.method]}</td>
            <td className="px-3 py-2">{payment.reference ?? '—'}</td>
            <td className="px-3 py-2 text-right tabular-nums">{formatPrice(payment.amount)}</td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}

/**
 * The account page's view of the practice's account (issue 40): its terms, balance, credit left and
 * hold, the open invoices with their due dates, and the payments. Only the owner and bookkeepers see
 * it, as only they may read it.
 */
export function PracticeAccountPanel({ accountId }: { accountId: number }) {
  const role: PracticeRole | undefined = usePractice(accountId).data?.role;
  const reader = role === 'owner' || role === 'bookkeeper';
  const balance = useAccountBalance(accountId, reader);
  if (!reader) return null;
  const { data } = balance;
  return (
    <HeadedSection panel title={m.title} intro={m.intro}>
      {balance.isError && !data ? (
        <LoadError
          title={m.loadFailed}
          text="Check your connection and try again."
          size="block"
          announce={false}
          onRetry={() => void balance.refetch()}
        />
      ) : !data ? (
        <Spinner label={m.title} />
      ) : (
        <div className="grid gap-4">
          <FactList rows={accountFacts(data)} />
          <h3 className="text-sm font-semibold">{m.openInvoices}</h3>
          <OpenInvoices invoices={data.openInvoices} />
          <h3 className="text-sm font-semibold">{m.payments}</h3>
          <Payments payments={data.payments} />
        </div>
      )}
    </HeadedSection>
  );
}
