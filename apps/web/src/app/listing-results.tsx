import type { ComponentProps } from 'react';
import { useUser } from '@/features/auth/api/get-user';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { AdminCardActions } from '@/features/catalog/admin-slots';
import { ProductResults } from '@/features/catalog/components/product-results';

type ListingResultsProps = Omit<ComponentProps<typeof ProductResults>, 'addToCartButton' | 'cardActions'>;

/**
 * A listing's results (/products, a category page) with what other features put on each card: the
 * cart's Add to Cart button and, for an admin, the edit and delete controls.
 */
export function ListingResults(props: ListingResultsProps) {
  const isAdmin = useUser().data?.isAdmin === true;
  return (
    <ProductResults
      {...props}
      addToCartButton={AddToCartButton}
      cardActions={isAdmin ? AdminCardActions : undefined}
    />
  );
}
