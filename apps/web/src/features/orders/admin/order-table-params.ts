import {
  ADMIN_ORDER_SORTS,
  SORT_DIRECTIONS,
  type AdminOrderSort,
  type SortDirection,
} from '@shop/contract/admin-order-schemas';
import { isIsoDate } from '@shop/contract/auth-schemas';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contract/order-status';
import { useSearchParams } from 'react-router';
import { adminOrderParams, DEFAULT_ORDER_SORT, type AdminOrderFilter } from './api/get-admin-orders';

/** The URL's parameters the order table owns; any other (the dashboard's `tab`) is kept as it is. */
const OWN = ['status', 'search', 'from', 'to', 'sort', 'dir', 'page'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((allowed) => allowed === value);

/** The table's filter as the URL says it; a value that makes no sense there is left out. */
export function orderFilterOf(params: URLSearchParams): AdminOrderFilter {
  const day = (name: string) => {
    const value = params.get(name);
    return value && isIsoDate(value) ? value : undefined;
  };
  const page = Number(params.get('page'));
  return {
    status: oneOf<OrderStatus>(ORDER_STATUSES, params.get('status')),
    search: params.get('search')?.trim() || undefined,
    from: day('from'),
    to: day('to'),
    sort: oneOf<AdminOrderSort>(ADMIN_ORDER_SORTS, params.get('sort')) ?? DEFAULT_ORDER_SORT.sort,
    dir: oneOf<SortDirection>(SORT_DIRECTIONS, params.get('dir')) ?? DEFAULT_ORDER_SORT.dir,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The order table's filters, sort and page, kept in the URL's search parameters so a reload or the
 * way back shows the same orders. `change` merges a change in; any change but the page's starts
 * again from page 1. Each change is a step back (Back undoes it), unless `replace`: a search as it
 * is typed, a page put right.
 */
export function useOrderTableParams() {
  const [params, setParams] = useSearchParams();
  const filter = orderFilterOf(params);
  const change = (next: Partial<AdminOrderFilter>, replace = false) => {
    setParams(
      () => {
        // The address as it is now, not as this render saw it: React Router hands the updater the
        // render's parameters, so two quick changes (a status, then a day) would lose the first.
        const current = new URLSearchParams(window.location.search);
        const merged: AdminOrderFilter = { ...orderFilterOf(current), page: 1, ...next };
        const kept = new URLSearchParams(current);
        for (const name of OWN) kept.delete(name);
        for (const [name, value] of adminOrderParams(merged)) kept.set(name, value);
        return kept;
      },
      { replace, preventScrollReset: true },
    );
  };
  return { filter, change };
}
