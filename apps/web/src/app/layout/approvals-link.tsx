import { ClipboardCheck } from 'lucide-react';
import { useApprovals } from '@/features/approvals/api/get-approvals';
import { approvalsScreenMessages as s } from '@/features/approvals/approvals-screen-messages';
import { AccountLink } from './account-link';
import { CountBadge } from './count-badge';

type ApprovalsLinkProps = {
  accountId: number;
  className: string | undefined;
  onNavigate: (() => void) | undefined;
};

/**
 * The header's link to /approvals, with a badge counting the requests waiting for this member's
 * sign-off. Nothing while the read is on its way or failed, nor for an account in no practice.
 */
export function ApprovalsLink({ accountId, className, onNavigate }: ApprovalsLinkProps) {
  const { data } = useApprovals(accountId);
  if (!data) return null;
  const waiting = data.toDecide.length;
  return (
    <AccountLink
      to="/approvals"
      icon={ClipboardCheck}
      className={className}
      accessibleName={waiting > 0 ? s.linkWaiting(waiting) : undefined}
      onNavigate={onNavigate}
    >
      {s.link}
      <CountBadge count={waiting} />
    </AccountLink>
  );
}
