import type { MessageResponse } from '@shop/contract/common-schemas';
import { api } from '@/lib/api-client';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

type WriteTexts = {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
};

/**
 * The add, change and delete calls of one of the Settings tab's lists (`POST {path}`, `PATCH` and
 * `DELETE {path}/{id}`), each with its toasts; every admin query is read again after a change.
 */
export function settingWrites<Item, Values>(path: string, texts: WriteTexts) {
  const itemPath = (id: number) => `${path}/${id}`;
  return {
    useCreate: () =>
      useAdminMutation((body: Values) => api.post<Item>(path, body), {
        ok: texts.created,
        failed: texts.createFailed,
        refresh: refreshAdminQueries,
      }),
    useUpdate: () =>
      useAdminMutation(
        ({ id, patch }: { id: number; patch: Partial<Values> }) => api.patch<Item>(itemPath(id), patch),
        {
          ok: texts.updated,
          failed: texts.updateFailed,
          refresh: refreshAdminQueries,
        },
      ),
    useDelete: () =>
      useAdminMutation((id: number) => api.delete<MessageResponse>(itemPath(id)), {
        ok: texts.deleted,
        failed: texts.deleteFailed,
        refresh: refreshAdminQueries,
      }),
  };
}
