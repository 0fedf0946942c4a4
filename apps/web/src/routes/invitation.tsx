import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { getUserQueryOptions } from '@/features/auth/api/get-user';
import { InvitationAcceptance } from '@/features/practice/components/invitation-acceptance';
import { useFragmentToken } from '@/lib/use-fragment-token';

/**
 * /invitation#TOKEN, the link a practice's owner e-mails (issue 39): the token is read from the
 * fragment (never sent to the server with the page) and taken out of the address bar at once. A
 * member signed in by the acceptance is read again as the signed-in account (as a sign-in would
 * set it) before going to their account.
 */
export function InvitationRoute() {
  const token = useFragmentToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = () =>
    void queryClient
      .query({ ...getUserQueryOptions(), staleTime: 0 })
      // Should that read fail, /account sends them to sign in, with the account just made.
      .catch(() => undefined)
      .then(() => navigate('/account'));
  return <InvitationAcceptance token={token} onSignedIn={signedIn} />;
}
