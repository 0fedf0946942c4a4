import { PRODUCT_IMAGES_MAX } from '@shop/contract/admin-product-schemas';
import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import { adminProductMessages } from '@shop/contract/admin-messages';
import { UPLOAD_MAX_BYTES, type UploadContext } from '@shop/contract/upload-schemas';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/use-toast';
import { getServerMessage } from '@/lib/api-client';
import { imageFileProblem, isAcceptedImageType, toastImageFileProblem } from '@/lib/image-files';
import { uploadImage } from '../api/upload-image';

export type UploadRow = {
  key: number;
  name: string;
  /** 0–1 of the bytes sent. */
  progress: number;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  error?: string;
};

/** Files sent at the same time; the rest wait their turn. */
const PARALLEL_UPLOADS = 3;

/**
 * Why a picked file cannot be uploaded, checked before anything is sent (the server judges the
 * bytes again): not a JPEG, PNG, GIF or WebP file, empty, or over the screen's limit.
 */
export const fileProblem = (file: File, context: UploadContext): string | undefined =>
  imageFileProblem(file, UPLOAD_MAX_BYTES[context])?.message;

/**
 * The image manager's uploads: each accepted file is its own request, with its own progress bar;
 * each stored image is handed to `onUploaded` as it arrives. One toast says how the batch went.
 * Uploads still running when the dialog closes are cancelled.
 */
export function useImageUploads({
  context,
  room,
  onUploaded,
}: {
  context: UploadContext;
  /** How many more images the product can take. */
  room: number;
  onUploaded: (url: string) => void;
}) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const nextKey = useRef(1);
  const controller = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });
  useEffect(() => () => controller.current?.abort(), []);

  const busy = rows.some((row) => row.status === 'queued' || row.status === 'uploading');

  const update = (key: number, change: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const add = (files: readonly File[]) => {
    const problems: string[] = [];
    const accepted: File[] = [];
    const waiting = rows.filter((row) => row.status === 'queued' || row.status === 'uploading').length;
    for (const file of files) {
      const problem = fileProblem(file, context);
      if (problem) problems.push(problem);
      else accepted.push(file);
    }
    const fits = Math.max(0, room - waiting);
    if (accepted.length > fits) {
      problems.push(adminProductMessages.tooManyImages(PRODUCT_IMAGES_MAX));
      accepted.splice(fits);
    }
    setRefusals(problems);
    // The refusals are listed by file; a toast says what kind of file to pick instead.
    const max = UPLOAD_MAX_BYTES[context];
    if (files.some((file) => !isAcceptedImageType(file.type))) toastImageFileProblem('type', max);
    else if (files.some((file) => file.size > max)) toastImageFileProblem('size', max);
    if (accepted.length === 0) return;

    controller.current ??= new AbortController();
    const { signal } = controller.current;
    // Read afresh after each await: the dialog may have closed meanwhile.
    const cancelled = () => signal.aborted;
    const batch = accepted.map((file) => ({ file, key: nextKey.current++ }));
    setRows((current) => [
      // Finished rows of earlier batches make way; failures stay until the next batch.
      ...current.filter((row) => row.status !== 'done'),
      ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, status: 'queued' as const })),
    ]);

    let succeeded = 0;
    let failed = 0;
    const queue = [...batch];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, key } = next;
        if (cancelled()) return;
        update(key, { status: 'uploading' });
        try {
          const url = await uploadImage(file, context, (progress) => update(key, { progress }), signal);
          if (cancelled()) return;
          succeeded += 1;
          update(key, { status: 'done', progress: 1 });
          onUploadedRef.current(url);
        } catch (error) {
          if (cancelled()) return;
          failed += 1;
          update(key, {
            status: 'failed',
            error: getServerMessage(error) ?? adminShopMessages.uploadFailed,
          });
        }
      }
    };
    void Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, batch.length) }, worker)).then(() => {
      if (cancelled()) return;
      if (failed > 0) {
        toast({
          variant: 'destructive',
          title: adminShopMessages.uploadFailedTitle,
          description: adminShopMessages.uploadFailed,
        });
      } else if (succeeded > 0) {
        toast({
          title: adminShopMessages.uploadSucceededTitle,
          description: adminShopMessages.uploadSucceeded(succeeded),
        });
      }
    });
  };

  return { rows, refusals, busy, add };
}
