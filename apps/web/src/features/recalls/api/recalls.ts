import { RECALLS_PATH, recallAcknowledgePath, recallApiPath, recallMessages } from '@shop/contract/recall';
import type { AcknowledgeRecallBody, DoctorRecalls, RecallNotice } from '@shop/contract/recall-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { api, isApiError } from '@/lib/api-client';
import { accountPageReadOptions } from '@/lib/initial-data';

/** Every recall query: dropped at logout with the rest of the account's data. */
export const recallsQueryKey = ['recalls'] as const;

/** `GET /api/recalls`: the signed-in doctor's recalls, newest first (the banner's read). */
export const getDoctorRecalls = (signal?: AbortSignal) => api.get<DoctorRecalls>(RECALLS_PATH, { signal });

export const doctorRecallsQueryOptions = () =>
  queryOptions({
    queryKey: [...recallsQueryKey, 'list'],
    queryFn: ({ signal }) => getDoctorRecalls(signal),
    meta: { accountData: true },
  });

/**
 * The doctor's recalls, for the banner and the account page. Only a signed-in doctor calls it (`enabled`):
 * a guest's or an admin's browser never does. A failure shows nothing (the notice e-mail still
 * reached them); the next page load asks again.
 */
export function useDoctorRecalls(enabled: boolean) {
  return useQuery({ ...doctorRecallsQueryOptions(), enabled });
}

/** `GET /api/recalls/{id}`: a notice; another clinic's recall is a 404, like an unknown one. */
export const getRecallNotice = (id: number, signal?: AbortSignal) =>
  api.get<RecallNotice>(recallApiPath(id), { signal });

/** The page the server sent for /recalls/{id} may hold the answer already (pages table). */
export const recallNoticeQueryOptions = (id: number) =>
  accountPageReadOptions([...recallsQueryKey, 'notice', id], recallApiPath(id), ({ signal }) =>
    getRecallNotice(id, signal),
  );

/** `id` undefined (a malformed id in the URL) or `enabled` false makes no call. */
export function useRecallNotice(id: number | undefined, enabled: boolean) {
  return useQuery({ ...recallNoticeQueryOptions(id ?? 0), enabled: enabled && id !== undefined });
}

/** The server answers 404 for an unknown or foreign recall and 400 for an id that is not one. */
export function isRecallNotFound(error: unknown): boolean {
  return isApiError(error, 404) || isApiError(error, 400);
}

/** `POST /api/recalls/{id}/acknowledge` with the units of the lots the clinic still has (issue 38). */
export const acknowledgeRecall = ({ id, unitsOnHand }: { id: number; unitsOnHand: number }) =>
  api.post<RecallNotice>(recallAcknowledgePath(id), { unitsOnHand } satisfies AcknowledgeRecallBody);

/**
 * Acknowledges a notice: the answer replaces the notice at once, the banner's list is read again
 * (so the banner goes at once), and a toast thanks the doctor. On failure `onFailure` runs (the
 * screen signs in again on a 401, or shows the server's message) and the notice is read again: a
 * 409 means it was acknowledged meanwhile, in another tab say.
 */
export function useAcknowledgeRecall(onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeRecall,
    onSuccess: (notice) => {
      queryClient.setQueryData(recallNoticeQueryOptions(notice.id).queryKey, notice);
      queryClient.setQueryData(doctorRecallsQueryOptions().queryKey, (list) =>
        list
          ? {
              recalls: list.recalls.map((recall) =>
                recall.id === notice.id
                  ? { ...recall, acknowledgedAt: notice.acknowledgedAt, unitsOnHand: notice.unitsOnHand }
                  : recall,
              ),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: doctorRecallsQueryOptions().queryKey });
      toast({ title: recallMessages.acknowledgedToast });
    },
    onError: (error, { id }) => {
      onFailure(error);
      if (isApiError(error, 401)) return;
      void queryClient.invalidateQueries({ queryKey: recallNoticeQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: doctorRecallsQueryOptions().queryKey });
    },
  });
}
