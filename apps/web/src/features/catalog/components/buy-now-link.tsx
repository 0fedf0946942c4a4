import { Zap } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type BuyNowLinkProps = Omit<ComponentProps<typeof Button>, 'asChild' | 'children'> & {
  productId: number;
  quantity?: number;
};

/** Straight to checkout with this one product (a buy-now order leaves the cart as it is). */
export function BuyNowLink({ productId, quantity = 1, variant = 'outline', ...props }: BuyNowLinkProps) {
  return (
    <Button asChild variant={variant} {...props}>
      <Link to={`/checkout?product=${productId}&quantity=${quantity}`}>
        <Zap aria-hidden="true" />
        Buy Now
      </Link>
    </Button>
  );
}
