import {
  ADMIN_LICENCE_REGISTER_FILE_PATH,
  licenceRegistryMessages as m,
  type RegisterFileMapping,
} from '@shop/contract/licence-registry';
import type { RegisterUploaded } from '@shop/contract/licence-registry-schemas';
import { postWithProgress } from '@/lib/post-with-progress';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';
import { toast } from '@/lib/use-toast';

/**
 * `POST /api/admin/licence-registry/file?fileName=&number=&…`: the file's bytes as text/csv, each
 * field's column in the query, with its progress: `onProgress` gets the fraction sent, and 1 once
 * the server is reading it. A refusal (400 naming the problem, 413 too large) is the usual ApiError
 * with the server's message; success toasts the server's own words.
 */
export const uploadRegisterFile = ({
  file,
  mapping,
  onProgress,
}: {
  file: File;
  mapping: RegisterFileMapping;
  onProgress: (fraction: number) => void;
}) =>
  postWithProgress<RegisterUploaded>(
    `${ADMIN_LICENCE_REGISTER_FILE_PATH}?${new URLSearchParams({ fileName: file.name.slice(0, 200), ...mapping }).toString()}`,
    file,
    { what: m.upload, contentType: 'text/csv', onProgress, onSent: () => onProgress(1) },
  );

export const useUploadRegisterFile = () =>
  useAdminMutation(uploadRegisterFile, { failed: m.uploadFailed, refresh: refreshAdminQueries }, (answer) =>
    toast({ title: answer.message }),
  );
