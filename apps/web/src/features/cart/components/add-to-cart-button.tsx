import { ShoppingCart } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { useAddToCart } from '../api/add-to-cart';

type AddToCartButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'children'> & {
  productId: number;
  inStock: boolean;
  quantity?: number;
};

/**
 * In-stock products get 'Add to Cart'; out-of-stock ones a disabled 'Out of Stock' button.
 * Pass `aria-describedby` pointing at the product name so each button is told apart by assistive tech.
 */
export function AddToCartButton({ productId, inStock, quantity = 1, ...props }: AddToCartButtonProps) {
  const addToCart = useAddToCart();

  if (!inStock) {
    return (
      <Button variant="secondary" disabled {...props}>
        Out of Stock
      </Button>
    );
  }
  return (
    <Button
      disabled={addToCart.isPending}
      aria-busy={addToCart.isPending || undefined}
      onClick={() => addToCart.mutate({ productId, quantity })}
      {...props}
      busy={addToCart.isPending}
      icon={<ShoppingCart aria-hidden="true" />}
    >
      Add to Cart
    </Button>
  );
}
