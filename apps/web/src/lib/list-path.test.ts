import { describe, expect, it } from 'vitest';
import { listApiPath, listParams } from './list-path';

describe('a list request’s address', () => {
  it('is the bare path when every value is the server’s default', () => {
    expect(listApiPath('/api/things', { status: undefined, q: '  ', lowStock: false, page: 1 })).toBe(
      '/api/things',
    );
  });

  it('keeps the values given, in their order, the search trimmed and a later page', () => {
    expect(listApiPath('/api/things', { lowStock: true, days: 30, q: ' Carter & Co ', page: 3 })).toBe(
      '/api/things?lowStock=true&days=30&q=Carter+%26+Co&page=3',
    );
  });

  it('gives the parameters alone for a link that builds its own address', () => {
    expect(listParams({ status: 'paid', page: 2 }).toString()).toBe('status=paid&page=2');
  });
});
