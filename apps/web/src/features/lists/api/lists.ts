import { MAX_LINE_QUANTITY } from '@shop/contract/limits';
import { orderMessages } from '@shop/contract/order-messages';
import {
  LISTS_PATH,
  listCartPath,
  listCountPath,
  listImportPath,
  listItemsPath,
  listPath,
  listSchedulePath,
  supplyListMessages as m,
  WEEKDAYS,
  supplyListScreenMessages as s,
} from '@shop/contract/supply-lists';
import type {
  AddListItemBody,
  CountStockBody,
  CreateListBody,
  ImportListResponse,
  ListToCartBody,
  ListToCartResponse,
  PatchListBody,
  PatchScheduleBody,
  PutListItemsBody,
  PutScheduleBody,
  SupplyList,
  SupplyListSummary,
} from '@shop/contract/supply-list-schemas';
import type { MessageResponse } from '@shop/contract/common-schemas';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, getServerMessage, isApiError } from '@/lib/api-client';
import { formatDateOnly } from '@/lib/format';
import type { CartItem } from '@shop/contract/cart-schemas';
import { signInAgainOrToast } from '@/lib/login-redirect';
import { accountQueryOptions } from '@/lib/react-query';
import { reorderToast } from '@/lib/reorder-toast';
import { toast } from '@/lib/use-toast';

/**
 * Supply lists' calls (issue 41, docs/product.md "Supply lists"). Every list read is the signed-in
 * member's (dropped at logout); a change answers the list as saved, which replaces the one read, and
 * the Lists page reads again.
 */
export const listsQueryKey = ['supply-lists'] as const;

export const useLists = () =>
  useQuery(
    accountQueryOptions([...listsQueryKey, 'all'], (signal) =>
      api.get<SupplyListSummary[]>(LISTS_PATH, { signal }),
    ),
  );

/** `id` undefined (a malformed id in the URL) makes no call. */
export const useList = (id: number | undefined) =>
  useQuery({
    ...accountQueryOptions([...listsQueryKey, 'one', id ?? 0], (signal) =>
      api.get<SupplyList>(listPath(id ?? 0), { signal }),
    ),
    enabled: id !== undefined,
  });

/** The server answers 404 for another practice's list, another member's private one, or none. */
export const isListNotFound = (error: unknown) => isApiError(error, 404) || isApiError(error, 400);

/** The list as the server saved it: shown at once on its page, and the Lists page reads again. */
function showSaved(queryClient: QueryClient, list: SupplyList) {
  queryClient.setQueryData([...listsQueryKey, 'one', list.id], list);
  void queryClient.invalidateQueries({ queryKey: [...listsQueryKey, 'all'] });
}

/** A change refused: a 401 signs in again; a 409 or a 404 reads the list again; the rest is toasted. */
function useListChange<Input>(
  mutationFn: (input: Input) => Promise<SupplyList>,
  saved?: (list: SupplyList, input: Input) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (list, input) => {
      showSaved(queryClient, list);
      if (saved) toast({ title: saved(list, input) });
    },
    onError: (error) => {
      if (isApiError(error, 409) || isApiError(error, 404))
        void queryClient.invalidateQueries({ queryKey: listsQueryKey });
      if (isApiError(error, 400)) return; // the form shows its fields' messages
      signInAgainOrToast(error, { title: s.changeFailed, description: getServerMessage(error) });
    },
  });
}

/** `POST /api/lists`: a new list, empty or with its first lines (an order saved as a list). */
export const useCreateList = () =>
  useListChange(
    (body: CreateListBody) => api.post<SupplyList>(LISTS_PATH, body),
    (list) => m.created(list.name),
  );

/** `PATCH /api/lists/{id}`: a new name, or who sees it. */
export const usePatchList = (id: number) =>
  useListChange(
    (body: PatchListBody) => api.patch<SupplyList>(listPath(id), body),
    () => m.saved,
  );

/** `PUT /api/lists/{id}/items`: every line, in order. */
export const usePutListItems = (id: number) =>
  useListChange(
    (body: PutListItemsBody) => api.put<SupplyList>(listItemsPath(id), body),
    () => m.saved,
  );

/** `POST /api/lists/{id}/items`: Save to list, its quantity added to a line the product has. */
export const useAddListItem = () =>
  useListChange(
    ({ id, body }: { id: number; body: AddListItemBody }) => api.post<SupplyList>(listItemsPath(id), body),
    (list) => m.addedToList(list.name),
  );

/** The toast of a schedule changed: what it does next. */
function scheduleToast(list: SupplyList, action: 'set' | PatchScheduleBody['action']) {
  const schedule = list.schedule;
  if (!schedule) return m.scheduleRemoved;
  const next = formatDateOnly(schedule.nextOn);
  if (action === 'pause') return m.schedulePaused;
  if (action === 'resume') return m.scheduleResumed;
  if (action === 'skip') return m.scheduleSkipped(next);
  return m.scheduleSaved(WEEKDAYS[schedule.weekday - 1] ?? '', next);
}

/** `PUT /api/lists/{id}/schedule`: repeat the list every few weeks on a weekday. */
export const usePutSchedule = (id: number) =>
  useListChange(
    (body: PutScheduleBody) => api.put<SupplyList>(listSchedulePath(id), body),
    (list) => scheduleToast(list, 'set'),
  );

/** `PATCH /api/lists/{id}/schedule`: pause, resume, or skip the next date once. */
export const usePatchSchedule = (id: number) =>
  useListChange(
    (body: PatchScheduleBody) => api.patch<SupplyList>(listSchedulePath(id), body),
    (list, body) => scheduleToast(list, body.action),
  );

/** `DELETE /api/lists/{id}/schedule`. */
export const useRemoveSchedule = (id: number) =>
  useListChange(
    () => api.delete<SupplyList>(listSchedulePath(id)),
    () => m.scheduleRemoved,
  );

/**
 * `POST /api/lists/{id}/import`: lines of codes and quantities onto the list, each answered; the
 * list as it is now replaces the one read, and a toast says how many lines went on.
 */
export function useImportToList(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<ImportListResponse>(listImportPath(id), { text }),
    onSuccess: (answer) => {
      showSaved(queryClient, answer.list);
      toast({ title: answer.message, ...(answer.addedCount > 0 ? {} : { variant: 'destructive' as const }) });
    },
    onError: (error) => {
      if (isApiError(error, 404)) void queryClient.invalidateQueries({ queryKey: listsQueryKey });
      // Refused as a whole (400, 413) or a bookkeeper's 403: the box says so.
      if ([400, 403, 413].some((status) => isApiError(error, status))) return;
      signInAgainOrToast(error, { title: s.changeFailed, description: getServerMessage(error) });
    },
  });
}

/** `DELETE /api/lists/{id}`: the list goes for every member. */
export function useDeleteList(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<MessageResponse>(listPath(id)),
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: [...listsQueryKey, 'one', id] });
      void queryClient.invalidateQueries({ queryKey: [...listsQueryKey, 'all'] });
      toast({ title: answer.message });
    },
    onError: (error) =>
      signInAgainOrToast(error, { title: s.changeFailed, description: getServerMessage(error) }),
  });
}

/**
 * A call that puts list lines in the cart, as Order Again: the toast names what went in, what was
 * capped and what was not added; the answer's cart goes to `onCartChanged` (the cart is another
 * feature's).
 */
function useListCartCall<Body>(path: string, onCartChanged: (cart: CartItem[], showCart: boolean) => void) {
  return useMutation({
    mutationFn: (body: Body) => api.post<ListToCartResponse>(path, body),
    onSuccess: (result) => {
      const summary = reorderToast(result, MAX_LINE_QUANTITY);
      onCartChanged(result.cart, summary.showCart);
      toast({ title: summary.title, description: summary.description, variant: summary.variant });
    },
    onError: (error) =>
      signInAgainOrToast(error, { title: orderMessages.reorderFailed, description: getServerMessage(error) }),
  });
}

/** Add all to cart, or the chosen lines. */
export const useListToCart = (id: number, onCartChanged: (cart: CartItem[], showCart: boolean) => void) =>
  useListCartCall<ListToCartBody>(listCartPath(id), onCartChanged);

/** Count stock: the lines below their minimum, up to par. */
export const useCountToCart = (id: number, onCartChanged: (cart: CartItem[], showCart: boolean) => void) =>
  useListCartCall<CountStockBody>(listCountPath(id), onCartChanged);
