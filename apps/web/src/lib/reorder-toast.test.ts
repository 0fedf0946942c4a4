import { describe, expect, it } from 'vitest';
import { reorderToast } from './reorder-toast';

describe('reorderToast', () => {
  /** A line the reorder put in the cart (`capped` at the cart's limit of 999). */
  const added = (productId: number, productName: string, quantity: number, capped = false) => ({
    productId,
    productName,
    quantity,
    capped,
  });
  const deleted = {
    productName: 'Old Filler',
    reason: 'deleted',
    message: 'This product is no longer sold',
  } as const;
  const outOfStock = {
    productName: 'Sculptra',
    reason: 'out_of_stock',
    message: 'This product is out of stock',
  } as const;

  it.each([
    {
      story: 'names what was added',
      result: { added: [added(1, 'Botox', 2), added(2, 'Juvederm', 1)], skipped: [] },
      toast: {
        title: 'Added to your cart',
        description: 'Added: Botox × 2, Juvederm × 1.',
        variant: 'default',
        showCart: true,
      },
    },
    {
      story: 'marks a capped line and lists each skipped line with its reason',
      result: { added: [added(1, 'Botox', 4, true)], skipped: [deleted, outOfStock] },
      toast: {
        title: 'Added to your cart',
        description:
          'Added: Botox × 4 (capped at 999 per cart line). Not added: Old Filler (This product is no longer sold); Sculptra (This product is out of stock).',
        variant: 'default',
        showCart: false,
      },
    },
    {
      story: 'says nothing could be added when every line was skipped or already at the limit',
      result: { added: [added(1, 'Botox', 0, true)], skipped: [outOfStock] },
      toast: {
        title: 'Nothing could be added to your cart',
        description: 'Not added: Botox (already 999 in your cart); Sculptra (This product is out of stock).',
        variant: 'destructive',
        showCart: false,
      },
    },
  ])('$story', ({ result, toast }) => {
    expect(reorderToast(result, 999)).toEqual(toast);
  });
});
