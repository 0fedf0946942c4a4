import { ADMIN_ORDERS_EXPORT_PATH } from '@shop/contract/order-csv';
import { listApiPath } from '@/lib/list-path';
import type { AdminOrderFilter } from './get-admin-orders';

/**
 * The orders export of what the desk's filters match (status, days, search): a plain download
 * link. The table's sort and page are left out: the export holds every match, in the order placed.
 */
export const adminOrdersExportHref = ({ status, search, from, to }: AdminOrderFilter): string =>
  listApiPath(ADMIN_ORDERS_EXPORT_PATH, { status, search, from, to });
