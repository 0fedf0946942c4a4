import type {
  InvitationBody,
  MemberPatch,
  PracticeInvitation,
  PracticeMember,
  PracticeResponse,
  PracticeSettingsPatch,
} from '@shop/contract/practice-schemas';
import {
  PRACTICE_INVITATIONS_PATH,
  PRACTICE_PATH,
  practiceInvitationPath,
  practiceMemberPath,
} from '@shop/contract/practice-messages';
import { practiceMessages as m } from '@shop/contract/practice-messages';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { toast } from '@/lib/use-toast';
import { practiceScreenMessages as s } from '../practice-screen-messages';
import { getPracticeQueryOptions, practiceQueryKey } from './get-practice';

/**
 * The owner's changes to the practice (issue 39). Each reads the practice again once it is over,
 * after a refusal too: a 404 or a 409 means another owner changed the same thing a moment ago. The
 * success toasts run in the mutation, not in a caller's callbacks, which never run once the row that
 * asked has left the screen.
 */
const refreshPractice = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: practiceQueryKey });

/**
 * A change made in a dialog's form, whose refusal the form shows itself (its fields' messages, a
 * 409's message above them).
 */
function useFormChange<Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  ok: (answer: Answer) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => toast({ title: ok(answer) }),
    onSettled: () => refreshPractice(queryClient),
  });
}

/** `POST /api/practice/invitations`: 201 with the invitation; 409 when the address has an account or an open invitation. */
export const useInviteMember = () =>
  useFormChange(
    (body: InvitationBody) => api.post<PracticeInvitation>(PRACTICE_INVITATIONS_PATH, body),
    (invitation) => m.invitationSent(invitation.email),
  );

/** `PATCH /api/practice/members/{id}`: the member as they now are; 409 for the last owner. */
export const useUpdateMember = () =>
  useFormChange(
    ({ id, patch }: { id: number; patch: MemberPatch }) =>
      api.patch<PracticeMember>(practiceMemberPath(id), patch),
    () => s.memberSaved,
  );

/** `DELETE /api/practice/invitations/{id}`: its link stops working. */
export const useRevokeInvitation = () =>
  useAdminMutation((id: number) => api.delete<undefined>(practiceInvitationPath(id)), {
    ok: m.invitationRevoked,
    failed: s.revokeFailed,
    refresh: refreshPractice,
  });

/** `DELETE /api/practice/members/{id}`: the member leaves the practice; 409 for its last owner. */
export const useRemoveMember = () =>
  useAdminMutation((id: number) => api.delete<undefined>(practiceMemberPath(id)), {
    ok: m.memberRemoved,
    failed: s.removeFailed,
    refresh: refreshPractice,
  });

/**
 * `PATCH /api/practice`: the owner's settings (a PO number on every order). The answer is the
 * practice as it now stands, which replaces the one read; a refusal (403: no longer the owner) reads
 * it again.
 */
export const useUpdatePracticeSettings = (accountId: number) =>
  useAdminMutation(
    (patch: PracticeSettingsPatch) => api.patch<PracticeResponse>(PRACTICE_PATH, patch),
    {
      ok: m.settingsSaved,
      failed: s.settingsFailed,
      refresh: (queryClient, { failed }) => (failed ? refreshPractice(queryClient) : Promise.resolve()),
    },
    (answer, queryClient) => queryClient.setQueryData(getPracticeQueryOptions(accountId).queryKey, answer),
  );
