import type { ComponentType } from 'react';

/**
 * The cart's Add to Cart button, drawn on product cards and the product page. The screen hands it
 * in, so the catalogue never imports the cart feature (features do not import one another).
 */
export type AddToCartButtonComponent = ComponentType<{
  productId: number;
  inStock: boolean;
  quantity?: number;
  size?: 'sm' | 'lg';
  className?: string;
  'aria-describedby'?: string;
}>;
