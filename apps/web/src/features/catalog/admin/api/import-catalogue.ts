import {
  ADMIN_PRODUCTS_IMPORT_PATH,
  adminProductsImportApplyPath,
  catalogImportMessages,
  type ImportApplied,
  type ImportApplyBody,
  type ImportCheck,
} from '@shop/contract/catalog-csv-schemas';
import { api } from '@/lib/api-client';
import { postWithProgress } from '@/lib/post-with-progress';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { refreshCatalogue } from './refresh-catalogue';

/**
 * `POST /api/admin/products/import`: the file checked without changing the catalogue (the dry run),
 * with its progress (postWithProgress): `onProgress` gets the fraction sent, and 1 once the server
 * is checking. A refusal is the usual ApiError.
 */
export const checkCatalogueFile = (
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) =>
  postWithProgress<ImportCheck>(ADMIN_PRODUCTS_IMPORT_PATH, file, {
    what: 'Check',
    contentType: 'text/csv',
    onProgress,
    onSent: () => onProgress(1),
    signal,
  });

/**
 * `POST …/import/{token}/apply`: every valid row of the checked file, in one go. The body confirms
 * the check's price changes of more than LARGE_PRICE_CHANGE_PERCENT; without any, none is sent.
 */
export const applyCatalogueImport = ({
  token,
  confirmLargePriceChanges,
}: { token: string } & ImportApplyBody) =>
  api.post<ImportApplied>(
    adminProductsImportApplyPath(token),
    confirmLargePriceChanges ? { confirmLargePriceChanges } : undefined,
  );

export const useApplyCatalogueImport = (onApplied: (applied: ImportApplied) => void) =>
  useAdminMutation(
    applyCatalogueImport,
    { failed: catalogImportMessages.applyFailed, refresh: (queryClient) => refreshCatalogue(queryClient) },
    onApplied,
  );
