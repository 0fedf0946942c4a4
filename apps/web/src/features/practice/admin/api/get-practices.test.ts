import { describe, expect, it } from 'vitest';
import { practicesApiPath } from './get-practices';

describe('the Practices tab’s request', () => {
  it('asks for the first page plainly', () => {
    expect(practicesApiPath({ search: '', page: 1 })).toBe('/api/admin/practices');
    expect(practicesApiPath({ search: '   ', page: 1 })).toBe('/api/admin/practices');
  });

  it('sends the trimmed search as q, and a later page', () => {
    expect(practicesApiPath({ search: ' Carter & Co ', page: 1 })).toBe(
      '/api/admin/practices?q=Carter+%26+Co',
    );
    expect(practicesApiPath({ search: 'carter', page: 3 })).toBe('/api/admin/practices?q=carter&page=3');
    expect(practicesApiPath({ search: '', page: 2 })).toBe('/api/admin/practices?page=2');
  });
});
