import { describe, expect, it } from 'vitest';
import {
  categoryScreenQuery,
  isFullPriceRange,
  normalizePriceRange,
  productsApiPath,
  productsScreenQuery,
  readListingState,
  writeListingState,
} from './listing';

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

describe('normalizePriceRange (price filter rules)', () => {
  it('keeps a valid range as it is', () => {
    expect(normalizePriceRange(100, 500)).toEqual([100, 500]);
  });

  it('keeps the minimum at 0 or more and the maximum at 2000 or less', () => {
    expect(normalizePriceRange(-50, 2500)).toEqual([0, 2000]);
  });

  it('snaps to steps of 50', () => {
    expect(normalizePriceRange(74, 226)).toEqual([50, 250]);
  });

  it('keeps the minimum at least 50 below the maximum, moving the end that was changed', () => {
    expect(normalizePriceRange(500, 520, 'max')).toEqual([500, 550]);
    expect(normalizePriceRange(600, 550, 'min')).toEqual([500, 550]);
    expect(normalizePriceRange(2000, 2000, 'min')).toEqual([1950, 2000]);
    expect(normalizePriceRange(0, 0, 'max')).toEqual([0, 50]);
  });

  it('falls back to the full range for values that are not numbers', () => {
    expect(normalizePriceRange(Number.NaN, Number.NaN)).toEqual([0, 2000]);
  });

  it('recognises the full range', () => {
    expect(isFullPriceRange([0, 2000])).toBe(true);
    expect(isFullPriceRange([0, 1950])).toBe(false);
  });
});

describe('productsApiPath', () => {
  it('writes one path per query, parameters in name order, unset ones left out', () => {
    expect(
      productsApiPath({ page: 2, search: 'botox', categorySlug: 'dermal-fillers', inStock: false }),
    ).toBe('/api/products?categorySlug=dermal-fillers&page=2&search=botox');
    expect(productsApiPath({ search: '', sort: undefined })).toBe('/api/products');
  });

  it('encodes the search term', () => {
    expect(productsApiPath({ search: 'a&b c' })).toBe('/api/products?search=a%26b+c');
  });
});

describe('screen queries', () => {
  it('sends /products filters, only the narrowed end of the price range', () => {
    const state = read('search=fill&category=dermal-fillers&maxPrice=900&inStock=true&sort=rating&page=2');
    expect(productsApiPath(productsScreenQuery(state))).toBe(
      '/api/products?categorySlug=dermal-fillers&inStock=true&maxPrice=900&page=2&search=fill&sort=rating',
    );
    expect(productsApiPath(productsScreenQuery(read('')))).toBe('/api/products?page=1');
  });

  it('keeps a category page to its own category, ignoring listing-only filters', () => {
    const state = read('category=orthopedic&minPrice=100&inStock=true&search=knee&sort=name');
    expect(productsApiPath(categoryScreenQuery('rheumatology', state))).toBe(
      '/api/products?categorySlug=rheumatology&page=1&search=knee&sort=name',
    );
  });
});
