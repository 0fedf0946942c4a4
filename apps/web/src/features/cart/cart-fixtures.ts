import type { CartItem } from '@shop/contract/cart-schemas';

/** Test data for the cart's unit tests: Botox Cosmetic 100 Units with its two bulk tiers (5–9, 10+). */
export const botoxProduct = (changes: Partial<CartItem['product']> = {}): CartItem['product'] => ({
  id: 1,
  name: 'Botox Cosmetic 100 Units',
  description: 'OnabotulinumtoxinA',
  price: '629.00',
  originalPrice: null,
  imageUrl: '/images/abc',
  inStock: true,
  stockLeft: null,
  prescriptionOnly: true,
  category: { name: 'Botulinum Toxins', slug: 'botulinum-toxins' },
  bulkDiscounts: [
    { id: 1, minQuantity: 5, maxQuantity: 9, discountPercentage: 5, discountedPrice: '597.55' },
    { id: 2, minQuantity: 10, maxQuantity: null, discountPercentage: 8, discountedPrice: '578.68' },
  ],
  ...changes,
});

/** A cart line of `quantity` of that product at its list price, unless `changes` say otherwise. */
export const cartLine = (id: number, quantity: number, changes: Partial<CartItem> = {}): CartItem => ({
  id,
  productId: 1,
  quantity,
  unitPrice: '629.00',
  lineTotal: (629 * quantity).toFixed(2),
  bulkApplied: false,
  product: botoxProduct(),
  ...changes,
});
