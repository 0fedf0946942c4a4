import { accountMessages as m } from '@shop/contract/account-messages';
import { policyFigures } from '@shop/contract/content';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { useUser } from '../api/get-user';

/**
 * For a doctor whose account waits for its review: what that means and how long it usually takes
 * (the content module's figure). Nothing for anyone else.
 */
export function PendingAccountNotice() {
  const { data: auth } = useUser();
  if (!auth || auth.isAdmin || auth.user.status !== 'pending') return null;
  return (
    <section
      aria-labelledby="pending-account-title"
      className="mx-auto mt-6 w-full max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <div className="flex gap-3 rounded-xl border border-warning-foreground/20 bg-warning p-4 text-warning-foreground">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1 text-sm">
          <h2 id="pending-account-title" className="font-semibold">
            {m.pendingReview}
          </h2>
          <p>{m.pendingReviewText(policyFigures.accountReview)}</p>
          <Link to="/account" className="font-medium underline underline-offset-4">
            {m.myAccount}
          </Link>
        </div>
      </div>
    </section>
  );
}
