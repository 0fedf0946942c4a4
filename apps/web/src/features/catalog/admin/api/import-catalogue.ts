import {
  ADMIN_PRODUCTS_IMPORT_PATH,
  adminProductsImportApplyPath,
  catalogImportMessages,
  type ImportApplied,
  type ImportCheck,
} from '@shop/contract/catalog-csv-schemas';
import { ApiError, api } from '@/lib/api-client';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { refreshCatalogue } from './refresh-catalogue';

/**
 * `POST /api/admin/products/import`: the file checked without changing the catalogue (the dry run).
 * Sent through XMLHttpRequest, so the upload's progress shows (fetch reports none); `onProgress`
 * gets the fraction sent, and 1 once the server is checking. A refusal is the usual ApiError.
 */
export function checkCatalogueFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ImportCheck> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ADMIN_PRODUCTS_IMPORT_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => onProgress(1));
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        const type = xhr.getResponseHeader('content-type') ?? '';
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText, type));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as ImportCheck);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    xhr.addEventListener('error', () => reject(new Error('Network error')));
    xhr.addEventListener('abort', () => reject(new DOMException('Check cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** `POST …/import/{token}/apply`: every valid row of the checked file, in one go. */
export const applyCatalogueImport = (token: string) =>
  api.post<ImportApplied>(adminProductsImportApplyPath(token));

export const useApplyCatalogueImport = (onApplied: (applied: ImportApplied) => void) =>
  useAdminMutation(
    applyCatalogueImport,
    { failed: catalogImportMessages.applyFailed, refresh: (queryClient) => refreshCatalogue(queryClient) },
    onApplied,
  );
