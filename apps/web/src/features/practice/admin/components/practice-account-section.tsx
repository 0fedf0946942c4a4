import { creditMessages } from '@shop/contract/credit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { DialogQueryBody } from '@/components/ui/list-states';
import { getPracticeAccountQueryOptions } from '../api/practice-account';
import { AccountLedger } from '../../components/account-ledger';
import { AccountActions, type AccountPractice } from './account-actions';

const a = creditMessages.account;

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
        {(read) => (
          <AccountLedger account={read} actions={<AccountActions practice={practice} account={read} />} />
        )}
      </DialogQueryBody>
    </section>
  );
}
