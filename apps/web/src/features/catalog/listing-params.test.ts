import { describe, expect, it } from 'vitest';
import { readListingState, writeListingState } from './listing-params';

const read = (query: string) => readListingState(new URLSearchParams(query));

describe('readListingState', () => {
  it('gives the defaults for a bare /products', () => {
    expect(read('')).toEqual({
      search: '',
      category: undefined,
      priceRange: [0, 2000],
      inStock: false,
      sort: undefined,
      page: 1,
      view: 'grid',
    });
  });

  it('reads every parameter the listing keeps in the URL', () => {
    expect(
      read(
        'search=%20botox%20&category=dermal-fillers&minPrice=100&maxPrice=900&inStock=true&sort=price_desc&page=3&view=list',
      ),
    ).toEqual({
      search: 'botox',
      category: 'dermal-fillers',
      priceRange: [100, 900],
      inStock: true,
      sort: 'price_desc',
      page: 3,
      view: 'list',
    });
  });

  it('falls back to defaults for malformed values instead of failing', () => {
    const state = read('minPrice=abc&maxPrice=-5&sort=cheapest&page=-2&view=table&inStock=yes');
    expect(state).toMatchObject({
      priceRange: [0, 50],
      sort: undefined,
      page: 1,
      view: 'grid',
      inStock: false,
    });
    expect(read('page=2.7').page).toBe(2);
  });
});

describe('writeListingState', () => {
  it('leaves defaults out of the URL and keeps unrelated parameters', () => {
    const written = writeListingState(new URLSearchParams('utm_source=mail&page=4'), {
      ...read(''),
      category: 'orthopedic',
      inStock: true,
    });
    expect(written.toString()).toBe('utm_source=mail&category=orthopedic&inStock=true');
  });

  it('sends only the end of the price range that was narrowed', () => {
    const written = writeListingState(new URLSearchParams(), { ...read(''), priceRange: [0, 1500] });
    expect(written.toString()).toBe('maxPrice=1500');
  });

  it('round-trips through readListingState', () => {
    const state = read(
      'search=fill&category=dermal-fillers&minPrice=50&inStock=true&sort=rating&page=2&view=list',
    );
    expect(read(writeListingState(new URLSearchParams(), state).toString())).toEqual(state);
  });
});
