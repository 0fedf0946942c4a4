import type {
  AcceptInvitationBody,
  AcceptInvitationResponse,
  InvitationView,
} from '@shop/contract/practice-schemas';
import { invitationAcceptPath, invitationPath } from '@shop/contract/practice-messages';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';

/**
 * The e-mailed link's calls (issue 39), made without an account: what it invites to, and its
 * acceptance, which makes the member's account.
 */

/** `GET /api/invitations/{token}`: null when the link is no longer valid (expired, used, revoked, unknown: 404). */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  api.getOrNull<InvitationView>(invitationPath(token), { signal });

export const getInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
  });

/** No token (a link that lost its fragment) makes no call. */
export const useInvitation = (token: string) =>
  useQuery({ ...getInvitationQueryOptions(token), enabled: token !== '' });

/**
 * `POST /api/invitations/{token}/accept`: 201 with the outcome. When `approved` the answer also
 * signed the new member in (its session cookie) and a toast welcomes them as they move on; an
 * account that waits for approval is told so in the page.
 */
export const useAcceptInvitation = (token: string) =>
  useMutation({
    mutationFn: (body: AcceptInvitationBody) =>
      api.post<AcceptInvitationResponse>(invitationAcceptPath(token), body),
    onSuccess: (answer) => {
      if (answer.status === 'approved') toast({ title: answer.message });
    },
  });
