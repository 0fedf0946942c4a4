import type { ComponentProps } from 'react';
import { InputField } from '@/components/ui/form-field';
import { settings } from '@/lib/settings';

/** What the product and carousel forms call each price; the label adds the shop's currency. */
const PRICE_NAMES = { price: 'Price', originalPrice: 'Original price' } as const;

type PriceFieldProps = Omit<
  ComponentProps<typeof InputField>,
  'name' | 'label' | 'type' | 'inputMode' | 'min' | 'step'
> & {
  name: keyof typeof PRICE_NAMES;
};

/**
 * A price typed in the shop's currency, as the product and carousel forms ask for one: labelled
 * "Price (CAD)" or "Original price (CAD)", a number above zero in cents.
 */
export function PriceField({ name, ...field }: PriceFieldProps) {
  return (
    <InputField
      {...field}
      name={name}
      label={`${PRICE_NAMES[name]} (${settings.currency})`}
      type="number"
      inputMode="decimal"
      min={0.01}
      step={0.01}
    />
  );
}
