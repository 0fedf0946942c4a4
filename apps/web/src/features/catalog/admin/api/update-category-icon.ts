import type { Category } from '@shop/contract/catalog';
import type { CategoryIconUpdate } from '@shop/contract/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `PATCH /api/categories/{id}` {icon}: the category's tile and page show it; an https URL, a stored
 * image, or a local file sent as a data URL that the server stores (decision 016).
 */
export const updateCategoryIcon = ({ id, ...body }: { id: number } & CategoryIconUpdate) =>
  api.patch<Category>(`/api/categories/${id}`, body);

export function useUpdateCategoryIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategoryIcon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['categories'] }),
  });
}
