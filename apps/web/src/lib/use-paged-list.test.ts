import { describe, expect, it } from 'vitest';
import { pageWithin } from './use-paged-list';

describe('pageWithin: the page an admin list shows after it shrank', () => {
  it('keeps a page that still exists', () => {
    expect(pageWithin(1, 1)).toBe(1);
    expect(pageWithin(2, 5)).toBe(2);
    expect(pageWithin(5, 5)).toBe(5);
  });

  it('moves to the new last page when the page shown ran past the end (a delete, a decision)', () => {
    expect(pageWithin(3, 2)).toBe(2);
    expect(pageWithin(9, 1)).toBe(1);
  });

  it('stays on page 1 when the list is empty (0 pages)', () => {
    expect(pageWithin(1, 0)).toBe(1);
    expect(pageWithin(4, 0)).toBe(1);
  });
});
