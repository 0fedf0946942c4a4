import { ADMIN_RECALLS_PATH, adminRecallClosePath, recallMessages as m } from '@shop/contract/recall';
import type { OpenRecallBody, RecallDetail } from '@shop/contract/recall-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { api } from '@/lib/api-client';
import { refreshAdminQueries, useAdminMutation, type AdminMutationTexts } from '@/lib/use-admin-mutation';
import { getRecallQueryOptions } from './get-recalls';

/** `POST /api/admin/recalls`: 201 with the new recall and the clinics it concerns. */
export const postRecall = (body: OpenRecallBody) => api.post<RecallDetail>(ADMIN_RECALLS_PATH, body);

/** `POST /api/admin/recalls/{id}/close`: 200 with the closed recall; 409 when it is closed already. */
export const postCloseRecall = (recallId: number) => api.post<RecallDetail>(adminRecallClosePath(recallId));

/**
 * A write whose answer is the recall as it is now: its detail shows it at once, and the toast says
 * what happened (`said`); a refusal's message is the failure toast.
 */
const useRecallWrite = <Input>(
  write: (input: Input) => Promise<RecallDetail>,
  texts: AdminMutationTexts<Input>,
  said: (recall: RecallDetail) => string,
) =>
  useAdminMutation(write, texts, (recall, queryClient) => {
    queryClient.setQueryData(getRecallQueryOptions(recall.id).queryKey, recall);
    toast({ title: said(recall) });
  });

/**
 * After opening a recall, whatever its outcome: the recalled lots' units left the shelf, so what
 * shoppers are shown (in stock, "Only N left") is read again, with every admin list (under 'admin';
 * a 409 means another admin recalled a lot a moment ago, and the dialog's lots show it).
 */
const refreshAfterOpening = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['products'] }),
    queryClient.invalidateQueries({ queryKey: ['featured-carousel'] }),
    queryClient.invalidateQueries({ queryKey: ['search'] }),
    refreshAdminQueries(queryClient),
  ]);

/** Opens a recall: toasted with the clinics notified. */
export const useOpenRecall = () =>
  useRecallWrite(postRecall, { failed: m.openFailed, refresh: refreshAfterOpening }, (recall) =>
    m.opened(recall.title, recall.clinics.length),
  );

/** Closes a recall: a 409 (closed already) shows the server's words, and the list and detail are read again. */
export const useCloseRecall = () =>
  useRecallWrite(postCloseRecall, { failed: m.closeFailed, refresh: refreshAdminQueries }, (recall) =>
    m.closed(recall.title),
  );
