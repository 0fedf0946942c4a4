import { LICENCE_RENEWAL_PATH } from '@shop/contract/licence';
import { cartPanelMessages } from '@shop/contract/messages';
import { checkoutMessages } from '@shop/contract/order-messages';
import { ArrowRight, Lock, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/use-toast';
import { useCheckoutEligibility } from '../api/get-checkout-eligibility';

/** Who is looking at the cart; the panel's checkout button depends on it (docs/product.md, Cart). */
export type CheckoutAccount =
  { role: 'loading' } | { role: 'guest' } | { role: 'doctor'; id: number } | { role: 'admin' };

type CheckoutActionsProps = {
  account: CheckoutAccount;
  hasItems: boolean;
  /** Called when a link is followed, e.g. to close the panel. */
  onNavigate?: () => void;
};

function Notice({ children }: { children: string }) {
  return <p className="rounded-md bg-accent p-3 text-sm text-accent-foreground">{children}</p>;
}

function LockedButton({ label }: { label: string }) {
  return (
    <Button className="w-full" disabled>
      <Lock aria-hidden="true" />
      {label}
    </Button>
  );
}

function DoctorCheckout({ accountId, onNavigate }: { accountId: number; onNavigate?: () => void }) {
  const eligibility = useCheckoutEligibility(accountId);

  if (eligibility.isPending) {
    return (
      <div className="flex h-10 items-center justify-center">
        <Spinner label="Checking checkout eligibility" />
      </div>
    );
  }

  const result = eligibility.data;
  if (result?.eligible) {
    // An eligible doctor goes to the checkout page (docs/product.md, Placeholders corrected).
    return (
      <Button asChild className="w-full">
        <Link to="/checkout" onClick={onNavigate}>
          {cartPanelMessages.proceedToCheckout}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    );
  }

  if (result?.reason === 'APPROVAL_PENDING') {
    return (
      <div className="grid gap-3">
        <div className="grid gap-2 rounded-md bg-warning p-3 text-sm text-warning-foreground">
          <Badge variant="outline" className="justify-self-start border-current bg-transparent text-current">
            {cartPanelMessages.approvalPendingBadge}
          </Badge>
          <p>{checkoutMessages.approvalPending}</p>
        </div>
        <LockedButton label={checkoutMessages.checkoutLocked} />
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <Notice>{result?.message ?? checkoutMessages.unavailableFallback}</Notice>
      <LockedButton label={checkoutMessages.checkoutUnavailable} />
      {result?.reason === 'LICENSE_EXPIRED' && (
        <Button asChild variant="outline" className="w-full">
          <Link to={LICENCE_RENEWAL_PATH} onClick={onNavigate}>
            {checkoutMessages.renewLicence}
          </Link>
        </Button>
      )}
    </div>
  );
}

/** The cart panel's footer action by role (docs/product.md, Cart). */
export function CheckoutActions({ account, hasItems, onNavigate }: CheckoutActionsProps) {
  switch (account.role) {
    case 'loading':
      return null;
    case 'guest':
      return (
        <div className="grid gap-3">
          <Notice>{checkoutMessages.guestNotice}</Notice>
          <Button asChild className="w-full">
            {/* Back to checkout once signed in, on every viewport (issue 38). */}
            <Link to={`/auth?redirect=${encodeURIComponent('/checkout')}`} onClick={onNavigate}>
              <LogIn aria-hidden="true" />
              {cartPanelMessages.loginToCheckout}
            </Link>
          </Button>
        </div>
      );
    case 'admin':
      if (!hasItems) return null;
      return (
        <Button className="w-full" onClick={() => toast({ title: checkoutMessages.adminCheckoutSoon })}>
          {cartPanelMessages.proceedToCheckoutAdmin}
        </Button>
      );
    case 'doctor':
      // Eligibility is only asked for when the cart has items.
      return hasItems ? <DoctorCheckout accountId={account.id} onNavigate={onNavigate} /> : null;
  }
}
