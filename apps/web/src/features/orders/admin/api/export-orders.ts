import { ADMIN_ORDERS_EXPORT_PATH } from '@shop/contract/order-csv';
import { adminOrderParams, DEFAULT_ORDER_SORT, type AdminOrderFilter } from './get-admin-orders';

/**
 * The orders export of what the desk's filters match (status, days, search): a plain download
 * link. The table's sort and page are left out (as defaults, which adminOrderParams does not
 * write): the export holds every match, in the order placed.
 */
export function adminOrdersExportHref({ status, search, from, to }: AdminOrderFilter): string {
  const query = adminOrderParams({ status, search, from, to, ...DEFAULT_ORDER_SORT, page: 1 }).toString();
  return query ? `${ADMIN_ORDERS_EXPORT_PATH}?${query}` : ADMIN_ORDERS_EXPORT_PATH;
}
