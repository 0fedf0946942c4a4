import { describe, expect, it } from 'vitest';
import { adminOrderParams, adminOrdersApiPath } from './api/get-admin-orders';
import { orderFilterOf } from './order-table-params';

describe('the order table’s URL', () => {
  it('reads every filter, the sort and the page, and writes them back the same', () => {
    const url = 'status=approved&search=carter&from=2026-03-01&to=2026-03-31&sort=total&dir=asc&page=3';
    const filter = orderFilterOf(new URLSearchParams(`tab=orders&${url}`));
    expect(filter).toEqual({
      status: 'approved',
      search: 'carter',
      from: '2026-03-01',
      to: '2026-03-31',
      sort: 'total',
      dir: 'asc',
      page: 3,
    });
    expect(adminOrderParams(filter).toString()).toBe(url);
    expect(adminOrdersApiPath(filter)).toBe(`/api/admin/orders?${url}`);
  });

  it('leaves out the defaults: newest first, page 1, no filter', () => {
    const filter = orderFilterOf(new URLSearchParams('tab=orders'));
    expect(filter).toEqual({ sort: 'date', dir: 'desc', page: 1 });
    expect(adminOrdersApiPath(filter)).toBe('/api/admin/orders');
  });

  it('ignores what makes no sense in the URL rather than asking the server with it', () => {
    const filter = orderFilterOf(
      new URLSearchParams(
        'status=shipping&from=2026-02-30&to=03/01/2026&sort=price&dir=up&page=-2&search=%20',
      ),
    );
    expect(filter).toEqual({ sort: 'date', dir: 'desc', page: 1 });
    expect(orderFilterOf(new URLSearchParams('page=1.5')).page).toBe(1);
  });
});
