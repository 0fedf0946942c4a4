import { accountMessages } from '@shop/contract/account-messages';
import type { AuthResponse } from '@shop/contract/auth-schemas';
import { policyFigures } from '@shop/contract/content';
import { ClipboardList, LayoutDashboard, LogIn, LogOut, Package, Users } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth/api/get-user';
import { useLogout } from '@/features/auth/api/logout';
import { accountEmail } from '@/features/auth/auth-user';
import { cn } from '@/lib/cn';
import { lazySlot } from '@/lib/lazy-slot';
import { AccountLink } from './account-link';
import { AccountMenu } from './account-menu';

/**
 * The link to the practice's sign-offs, with how many wait for this member (issue 39): a chunk of its
 * own (the approvals read and the contract's schemas), which only a signed-in doctor's browser
 * downloads, shown once the read answers, never for an account in no practice. Should the download
 * fail, the link is left out until the next page load.
 */
const ApprovalsLink = lazySlot(() =>
  import('./approvals-link').then(
    (module) => module.ApprovalsLink,
    () => () => null,
  ),
);

/**
 * Who is signed in: the role's label and the e-mail. A doctor's opens the account menu in the
 * desktop bar (My Account, Supply lists) and links to their account page in the phone's menu and,
 * while the account waits for its review, says so.
 */
function AccountIdentity({
  auth,
  stacked,
  onNavigate,
}: {
  auth: AuthResponse;
  stacked: boolean;
  onNavigate: (() => void) | undefined;
}) {
  const email = accountEmail(auth);
  const pending = !auth.isAdmin && auth.user.status === 'pending';
  const boxClass = cn(
    'flex min-w-0 gap-0.5',
    stacked ? 'flex-col border-t px-4 pt-3 pb-1' : 'ml-2 flex-col items-end border-l pl-3',
  );
  const content = (
    <>
      <span className={cn('flex flex-wrap gap-1', stacked ? 'self-start' : 'justify-end')}>
        <Badge variant="accent">{auth.isAdmin ? 'Admin' : 'Doctor'}</Badge>
        {pending && (
          <Badge variant="warning" title={accountMessages.pendingReviewText(policyFigures.accountReview)}>
            {accountMessages.pendingReviewShort}
          </Badge>
        )}
      </span>
      <span
        className={cn('truncate text-xs text-muted-foreground', !stacked && 'max-w-40 lg:max-w-60')}
        title={email}
      >
        {email}
      </span>
    </>
  );
  if (auth.isAdmin) return <div className={boxClass}>{content}</div>;
  if (!stacked)
    return (
      <AccountMenu identity={<span className="flex min-w-0 flex-col items-end gap-0.5">{content}</span>} />
    );
  return (
    <Link
      to="/account"
      onClick={onNavigate}
      className={cn(
        boxClass,
        'rounded-md hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring',
      )}
    >
      {/* Named by what it shows, then where it goes (WCAG 2.5.3, label in name). */}
      {content}
      <span className="sr-only">{accountMessages.myAccount}</span>
    </Link>
  );
}

type AccountLinksProps = {
  /** 'bar' sits in the desktop header; 'stack' fills the mobile menu. */
  layout: 'bar' | 'stack';
  /** Called after a link is followed, e.g. to close the menu it sits in. */
  onNavigate?: () => void;
};

/** The dashboard's paths: its own header holds the Logout button there. */
const DASHBOARD_PATHS: ReadonlySet<string> = new Set(['/admin', '/admin/dashboard']);

/**
 * A guest sees Doctor Login; a doctor sees Orders, Lists (in the mobile menu; on the desktop in the
 * account menu), Approvals (an approved account in a practice), Referrals and Logout with the label
 * Doctor and their email (the account menu, or in the mobile menu a link to their account page); an
 * admin sees Dashboard, the label Admin, their email and Logout.
 */
export function AccountLinks({ layout, onNavigate }: AccountLinksProps) {
  const { data: auth, isPending } = useUser();
  const logout = useLogout();
  // The dashboard has its own Logout in its header: one on the page is enough.
  const onDashboard = DASHBOARD_PATHS.has(useLocation().pathname.replace(/\/$/, ''));
  const stacked = layout === 'stack';
  const linkClass = stacked ? 'w-full justify-start' : undefined;

  // Keeps the header's width steady while the session is looked up.
  if (isPending) return <div aria-hidden="true" className={cn('h-10', stacked ? 'w-full' : 'w-40')} />;

  if (!auth) {
    return (
      <AccountLink to="/login" icon={LogIn} variant="outline" className={linkClass} onNavigate={onNavigate}>
        Doctor Login
      </AccountLink>
    );
  }

  return (
    <div className={cn('flex gap-1', stacked ? 'flex-col items-stretch' : 'items-center')}>
      {auth.isAdmin ? (
        <AccountLink
          to="/admin/dashboard"
          icon={LayoutDashboard}
          className={linkClass}
          onNavigate={onNavigate}
        >
          Dashboard
        </AccountLink>
      ) : (
        <>
          <AccountLink to="/orders" icon={Package} className={linkClass} onNavigate={onNavigate}>
            Orders
          </AccountLink>
          {/* The desktop bar has no room for it (the search would shrink under its neighbours):
              there the account menu holds it. */}
          {stacked && (
            <AccountLink to="/lists" icon={ClipboardList} className={linkClass} onNavigate={onNavigate}>
              Lists
            </AccountLink>
          )}
          {auth.user.status === 'approved' && (
            <ApprovalsLink accountId={auth.user.id} className={linkClass} onNavigate={onNavigate} />
          )}
          <AccountLink to="/referrals" icon={Users} className={linkClass} onNavigate={onNavigate}>
            Referrals
          </AccountLink>
        </>
      )}
      <AccountIdentity auth={auth} stacked={stacked} onNavigate={onNavigate} />
      {!onDashboard && (
        <Button
          variant="ghost"
          className={linkClass}
          disabled={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSuccess: onNavigate })}
        >
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      )}
    </div>
  );
}
