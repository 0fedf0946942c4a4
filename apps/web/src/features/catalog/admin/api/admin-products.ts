import type { Product, ProductListResponse } from '@shop/contract/catalog';
import { MAX_PAGE_SIZE } from '@shop/contract/limits';
import { adminProductMessages } from '@shop/contract/admin-messages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api, getServerMessage } from '@/lib/api-client';
import { refreshCatalogue } from './shop-edits';

/**
 * The admin catalogue's reads and writes (docs/product.md, Admin catalogue). Admin queries live
 * under the 'admin' key, so one invalidation after a change also refreshes the dashboard's tab
 * badges; the shop's own catalogue queries are refreshed too, so the change shows at once.
 */
export const adminProductsQueryKey = ['admin', 'products'] as const;

export type AdminProductFilter = { search: string; page: number };

/** The dashboard's list: `GET /api/products` as an admin, 100 a page, searched by the server. */
export function adminProductsApiPath({ search, page }: AdminProductFilter): string {
  const params = new URLSearchParams();
  const term = search.trim();
  if (term) params.set('search', term);
  if (page > 1) params.set('page', String(page));
  params.set('limit', String(MAX_PAGE_SIZE));
  return `/api/products?${params}`;
}

export function useAdminProducts(filter: AdminProductFilter) {
  return useQuery({
    queryKey: [...adminProductsQueryKey, 'list', filter],
    queryFn: ({ signal }) => api.get<ProductListResponse>(adminProductsApiPath(filter), { signal }),
    placeholderData: keepPreviousData,
    meta: { accountData: true },
  });
}

/** The body the server takes: checked by the contract's schemas before it is sent. */
type Body = Record<string, unknown>;

/** A failed change names what went wrong: the server's message when it gave one. */
function failureToast(title: string) {
  return (error: unknown) => {
    const description = getServerMessage(error);
    toast({ variant: 'destructive', title, ...(description ? { description } : {}) });
  };
}

/** The add-product page: `POST /api/admin/products` answers the product as the shop shows it. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<Product>('/api/admin/products', body),
    onSuccess: (product) => {
      toast({ title: adminProductMessages.productCreated });
      queryClient.setQueryData(['products', 'detail', product.id], product);
      void refreshCatalogue(queryClient);
    },
    onError: failureToast(adminProductMessages.createFailed),
  });
}

/** The edit dialog: `PUT /api/admin/products/{id}` with every field it shows and the tiers. */
export function useReplaceProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body }) =>
      api.put<Product>(`/api/admin/products/${id}`, body),
    onSuccess: (product) => {
      toast({ title: adminProductMessages.productUpdated });
      queryClient.setQueryData(['products', 'detail', product.id], product);
    },
    onError: failureToast(adminProductMessages.updateFailed),
    // After a failure too: a 404 means another admin deleted the product a moment ago.
    onSettled: () => refreshCatalogue(queryClient),
  });
}

/** Delete: the product leaves listings, the featured carousel and every cart; orders keep their lines. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/admin/products/${id}`),
    onSuccess: () => toast({ title: adminProductMessages.productDeleted }),
    onError: failureToast(adminProductMessages.deleteFailed),
    onSettled: (_answer, error, id) =>
      refreshCatalogue(queryClient, { cart: true, deletedProductId: error ? undefined : id }),
  });
}
