import { ApiError } from './api-client';

type ProgressOptions = {
  /** What the request does, for its cancellation: "Upload" is cancelled as "Upload cancelled". */
  what: string;
  /** The body's type when it is not a form (a form's multipart boundary is the browser's to set). */
  contentType?: string;
  /** The fraction of the body sent so far. */
  onProgress: (fraction: number) => void;
  /** Once the whole body is sent: the server is working on it. */
  onSent?: () => void;
  signal?: AbortSignal | undefined;
};

/**
 * `POST url` through XMLHttpRequest, so the upload's progress can be shown (fetch reports none). The
 * session cookie goes with it; the answer is JSON, and a refusal becomes the same ApiError every
 * other call throws (its message is the server's). A cancelled request is an AbortError.
 */
export function postWithProgress<T>(url: string, body: XMLHttpRequestBodyInit, options: ProgressOptions) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (options.contentType) xhr.setRequestHeader('Content-Type', options.contentType);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    });
    const { onSent } = options;
    if (onSent) xhr.upload.addEventListener('load', () => onSent());
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        const type = xhr.getResponseHeader('content-type') ?? '';
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText, type));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    xhr.addEventListener('error', () => reject(new Error('Network error')));
    xhr.addEventListener('abort', () => reject(new DOMException(`${options.what} cancelled`, 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
