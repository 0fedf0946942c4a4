import { describe, expect, it } from 'vitest';
import { matchPage, parsePathId } from './pages';

const pageOf = (pathname: string) => {
  const match = matchPage(pathname);
  return match && { path: match.page.path, params: match.params };
};

describe('matchPage picks the page the web router shows', () => {
  it('matches static paths exactly, with or without a trailing slash, in any case', () => {
    expect(pageOf('/')).toEqual({ path: '/', params: {} });
    expect(pageOf('/products')).toEqual({ path: '/products', params: {} });
    expect(pageOf('/products/')).toEqual({ path: '/products', params: {} });
    expect(pageOf('/Products')).toEqual({ path: '/products', params: {} });
    expect(pageOf('/admin/dashboard')?.path).toBe('/admin/dashboard');
  });

  it('reads params, decoded', () => {
    expect(pageOf('/product/42')).toEqual({ path: '/product/:id', params: { id: '42' } });
    expect(pageOf('/category/dermal%20fillers')).toEqual({
      path: '/category/:slug',
      params: { slug: 'dermal fillers' },
    });
  });

  it('sends every other path to the not-found page', () => {
    for (const pathname of ['/product', '/product/1/extra', '/some/unknown/page', '/productsx']) {
      expect(pageOf(pathname)?.path, pathname).toBe('*');
    }
  });
});

describe('paths that name nothing (the server answers them with 404)', () => {
  const namesNothing = (pathname: string) => {
    const match = matchPage(pathname);
    return match?.page.namesNothing?.(match.params) ?? false;
  };

  it('are every path no page matches, and a page path with a malformed id', () => {
    for (const pathname of ['/some/unknown/page', '/productsx', '/product', '/product/abc', '/orders/0']) {
      expect(namesNothing(pathname), pathname).toBe(true);
    }
  });

  it('are not the pages themselves, whatever the database holds', () => {
    for (const pathname of [
      '/',
      '/Products/',
      '/product/42',
      '/category/no-such-slug',
      '/orders/7',
      '/admin',
    ]) {
      expect(namesNothing(pathname), pathname).toBe(false);
    }
  });
});

describe('parsePathId', () => {
  it('reads a plainly written id in the database’s integer range, and nothing else', () => {
    expect(parsePathId('1')).toBe(1);
    expect(parsePathId('2147483647')).toBe(2_147_483_647);
    for (const raw of [undefined, '', '0', '2147483648', '12345678901', '1e3', '0x10', '-1', '1.5', ' 1']) {
      expect(parsePathId(raw), String(raw)).toBeUndefined();
    }
  });
});

describe('first reads', () => {
  const readsOf = (url: string) => {
    const [pathname = '', query = ''] = url.split('?');
    const match = matchPage(pathname);
    return match?.page.firstReads?.(match.params, new URLSearchParams(query))?.paths;
  };

  it('are the screens’ own calls for the URL’s params and query', () => {
    expect(readsOf('/products?page=2&sort=price_asc')).toEqual([
      '/api/categories',
      '/api/products?page=2&sort=price_asc',
    ]);
    expect(readsOf('/category/orthopedic?search=knee')).toEqual([
      '/api/categories/orthopedic',
      '/api/products?categorySlug=orthopedic&page=1&search=knee',
    ]);
    expect(readsOf('/product/7')).toEqual(['/api/products/7']);
    expect(readsOf('/product/abc')).toBeUndefined();
    expect(readsOf('/login')).toBeUndefined();
  });

  it('name the product or category a page shows, whose 404 makes the page a 404', () => {
    const subjectOf = (pathname: string) => {
      const match = matchPage(pathname);
      return match?.page.firstReads?.(match.params, new URLSearchParams())?.subject;
    };
    expect(subjectOf('/product/7')).toBe('/api/products/7');
    expect(subjectOf('/category/dermal%20fillers')).toBe('/api/categories/dermal%20fillers');
    expect(subjectOf('/products')).toBeUndefined();
    expect(subjectOf('/')).toBeUndefined();
  });
});
