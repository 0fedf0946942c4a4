import type { ComponentProps } from 'react';
import { useUser } from '@/features/auth/api/get-user';
import { accountEmail } from '@/features/auth/auth-user';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { AdminCardActions } from '@/features/catalog/admin-slots';
import { ProductResults } from '@/features/catalog/components/product-results';

type ListingResultsProps = Omit<
  ComponentProps<typeof ProductResults>,
  'addToCartButton' | 'cardActions' | 'accountEmail'
>;

/**
 * A listing's results (/products, a category page) with what other features put on each card: the
 * cart's Add to Cart button, the account's address for "Notify me when back in stock" and, for an
 * admin, the edit and delete controls.
 */
export function ListingResults(props: ListingResultsProps) {
  const auth = useUser().data;
  const isAdmin = auth?.isAdmin === true;
  return (
    <ProductResults
      {...props}
      addToCartButton={AddToCartButton}
      accountEmail={auth ? accountEmail(auth) : null}
      cardActions={isAdmin ? AdminCardActions : undefined}
    />
  );
}
