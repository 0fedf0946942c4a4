import type { UploadContext, UploadImagesResponse } from '@shop/contract/upload-schemas';
import { UPLOAD_FILE_FIELD } from '@shop/contract/upload-schemas';
import { postWithProgress } from '@/lib/post-with-progress';

/**
 * `POST /api/upload/images?context=…` for one file, with its progress (postWithProgress); the
 * answer is the stored image's address.
 */
export async function uploadImage(
  file: File,
  context: UploadContext,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file, file.name);
  const body = await postWithProgress<UploadImagesResponse>(`/api/upload/images?context=${context}`, form, {
    what: 'Upload',
    onProgress,
    signal,
  });
  const url = body.files[0]?.imageUrl;
  if (!url) throw new Error('The upload answered no image');
  onProgress(1);
  return url;
}
