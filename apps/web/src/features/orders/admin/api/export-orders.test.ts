import { AdminOrderExportQuery } from '@shop/contract/admin-order-schemas';
import { describe, expect, it } from 'vitest';
import { orderFilterOf } from '../order-table-params';
import { adminOrdersExportHref } from './export-orders';

describe('the Export CSV link', () => {
  it('carries the table’s filters and search, not its sort or page, as the export’s query accepts them', () => {
    const filter = orderFilterOf(
      new URLSearchParams(
        'tab=orders&status=shipped&search=carter&from=2026-03-01&to=2026-03-31&sort=total&dir=asc&page=3',
      ),
    );
    const href = adminOrdersExportHref(filter);
    expect(href).toBe(
      '/api/admin/orders/export.csv?status=shipped&search=carter&from=2026-03-01&to=2026-03-31',
    );
    const query = Object.fromEntries(new URL(href, 'http://shop.example').searchParams);
    expect(AdminOrderExportQuery.safeParse(query).success).toBe(true);
  });

  it('is the bare export without a filter', () => {
    expect(adminOrdersExportHref(orderFilterOf(new URLSearchParams('tab=orders&page=2')))).toBe(
      '/api/admin/orders/export.csv',
    );
  });
});
