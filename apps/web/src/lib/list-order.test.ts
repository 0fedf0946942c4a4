import { describe, expect, it } from 'vitest';
import { moveItem, sameOrder } from './list-order';

describe('moveItem', () => {
  const images = ['a', 'b', 'c', 'd'];

  it('moves an image to the front, where it becomes the main image', () => {
    expect(moveItem(images, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('moves an image later, and one place at a time both ways', () => {
    expect(moveItem(images, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(images, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(images, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('clamps the target to the list and leaves the input alone', () => {
    expect(moveItem(images, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(images, 2, -5)).toEqual(['c', 'a', 'b', 'd']);
    expect(images).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the list as it is for a position that holds nothing', () => {
    expect(moveItem(images, 7, 0)).toEqual(images);
  });
});

describe('sameOrder', () => {
  it('is true only for the same images in the same order', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a', 'b'], ['a'])).toBe(false);
  });
});
