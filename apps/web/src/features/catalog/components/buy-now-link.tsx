import { Zap } from 'lucide-react';
import type { ComponentProps } from 'react';
import { ButtonLink } from '@/components/ui/button-link';

type BuyNowLinkProps = Omit<ComponentProps<typeof ButtonLink>, 'to' | 'icon' | 'arrow' | 'children'> & {
  productId: number;
  quantity?: number;
};

/** Straight to checkout with this one product (a buy-now order leaves the cart as it is). */
export function BuyNowLink({ productId, quantity = 1, variant = 'outline', ...props }: BuyNowLinkProps) {
  return (
    <ButtonLink
      to={`/checkout?product=${productId}&quantity=${quantity}`}
      variant={variant}
      icon={<Zap aria-hidden="true" />}
      {...props}
    >
      Buy Now
    </ButtonLink>
  );
}
