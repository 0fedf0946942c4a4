import type { UploadContext, UploadImagesResponse } from '@shop/contract/upload-schemas';
import { UPLOAD_FILE_FIELD } from '@shop/contract/upload-schemas';
import { ApiError } from '@/lib/api-client';

/**
 * `POST /api/upload/images?context=…` for one file, through XMLHttpRequest so the upload's progress
 * can be shown (fetch reports none). The session cookie goes with it; the answer is JSON, and a
 * refusal becomes the same ApiError every other call throws (its message is the server's).
 */
export function uploadImage(
  file: File,
  context: UploadContext,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/upload/images?context=${context}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          new ApiError(
            xhr.status,
            xhr.statusText,
            xhr.responseText,
            xhr.getResponseHeader('content-type') ?? '',
          ),
        );
        return;
      }
      try {
        const body = JSON.parse(xhr.responseText) as UploadImagesResponse;
        const url = body.files[0]?.imageUrl;
        if (url) {
          onProgress(1);
          resolve(url);
        } else reject(new Error('The upload answered no image'));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    xhr.addEventListener('error', () => reject(new Error('Network error')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append(UPLOAD_FILE_FIELD, file, file.name);
    xhr.send(form);
  });
}
