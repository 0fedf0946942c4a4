import { creditMessages } from '@shop/contract/credit';
import { orderDocumentPath } from '@shop/contract/documents';
import { HeadedSection } from '@/components/ui/headed-section';
import { QueryView } from '@/components/ui/list-states';
import { Spinner } from '@/components/ui/spinner';
import { useAccountBalance } from '../api/get-account-balance';
import { usePractice } from '../api/get-practice';
import { AccountLedger } from './account-ledger';

const a = creditMessages.account;

/**
 * The account page's view of the practice's account (issue 40): its terms, balance, credit left and
 * hold, the ageing, the open invoices (each a link to its PDF) and the payments. Only the owner and
 * bookkeepers see it, as only they may read it.
 */
export function PracticeAccountPanel({ accountId }: { accountId: number }) {
  const role = usePractice(accountId).data?.role;
  const reader = role === 'owner' || role === 'bookkeeper';
  const balance = useAccountBalance(accountId, reader);
  if (!reader) return null;
  return (
    <HeadedSection panel title={a.title} intro={a.intro}>
      <QueryView
        query={balance}
        error={{
          title: a.loadFailed,
          text: 'Check your connection and try again.',
          size: 'block',
          announce: false,
        }}
        loading={<Spinner label={a.loading} />}
      >
        {(read) => (
          <div className="grid gap-4">
            <AccountLedger
              account={read}
              invoiceHref={(invoice) => orderDocumentPath('doctor', invoice.orderId, 'invoice')}
            />
          </div>
        )}
      </QueryView>
    </HeadedSection>
  );
}
