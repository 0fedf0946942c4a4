import { describe, expect, it } from 'vitest';
import { stockTabFilterOf, withStockTabFilter } from './stock-tab-params';

describe('the Stock tab filter in the address', () => {
  it('reads what the Today view links to, and leaves out what makes no sense', () => {
    expect(stockTabFilterOf(new URLSearchParams('tab=stock&lowStock=1&expiring=30'))).toEqual({
      lowStock: true,
      expiringWithinDays: 30,
    });
    expect(stockTabFilterOf(new URLSearchParams('lowStock=yes&expiring=45'))).toEqual({
      lowStock: false,
      expiringWithinDays: undefined,
    });
  });

  it('writes the filter in, keeping the tab, and takes it out when it is off', () => {
    const on = withStockTabFilter(new URLSearchParams('tab=stock'), {
      lowStock: true,
      expiringWithinDays: 60,
    });
    expect(on.toString()).toBe('tab=stock&lowStock=1&expiring=60');
    expect(withStockTabFilter(on, { lowStock: false }).toString()).toBe('tab=stock');
  });
});
