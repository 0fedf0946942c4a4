import { DISCOUNT_PERCENTAGE, CAROUSEL_DISCOUNT_TEXT_MAX } from '@shop/contract/admin-carousel-schemas';
import { useEffect } from 'react';
import { PriceField } from '@/components/price-field';
import { InputField } from '@/components/ui/form-field';
import { SwitchField } from '@/components/ui/switch-field';
import { useLinkedProduct } from '../api/get-linked-product';
import { formatPrice } from '@/lib/format';
import { followedProduct } from '../carousel-form';
import type { FieldsProps } from './carousel-item-fields';
import { OptionalLineField } from './optional-line-field';

/**
 * A slide saved with its own price was answered with that price, not its product's: once Own price
 * is turned off, the product's current prices are read, so the fields show what the slide will.
 */
function useLinkedProductPrices(values: FieldsProps['values'], change: FieldsProps['change']) {
  const linked = values.linkKind === 'product' ? values.linkProduct : null;
  const unknown = linked !== null && linked.price === null && !values.priceOverride;
  const current = useLinkedProduct(unknown ? linked.id : undefined).data;
  useEffect(() => {
    if (unknown && current && current.id === linked.id)
      change({ linkProduct: { ...linked, price: current.price, originalPrice: current.originalPrice } });
  }, [unknown, current, linked, change]);
}

/**
 * The dialog's Pricing tab: price, original price, the discount's text and percentage, On sale; for
 * a slide linked to a product, Own price (else the price fields show the product's, read-only).
 */
export function PricingFields({ values, change, text, toggle }: FieldsProps) {
  useLinkedProductPrices(values, change);
  const product = followedProduct(values);
  // While the slide follows its product, its price fields show the product's prices.
  const priceField = (key: 'price' | 'originalPrice') => {
    const field = text(key);
    if (!product) return field;
    const shown = key === 'price' ? product.price : (product.originalPrice ?? '');
    return { ...field, value: shown, disabled: true, error: undefined };
  };
  return (
    <>
      {values.linkKind === 'product' && values.linkProduct && (
        <SwitchField
          label="Own price"
          hint={
            product
              ? `Off: the slide shows ${values.linkProduct.name}’s current price (${formatPrice(product.price)}), and follows it when it changes.`
              : values.priceOverride
                ? 'On: the slide shows the price below instead of the linked product’s current price.'
                : `Off: the slide shows ${values.linkProduct.name}’s current price, and follows it when it changes.`
          }
          {...toggle('priceOverride')}
        />
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <PriceField {...priceField('price')} required />
        <PriceField {...priceField('originalPrice')} hint="Shown struck through beside the price." optional />
        <OptionalLineField
          binding={text('discount')}
          label="Discount text"
          hint="Such as “Save 22%”."
          max={CAROUSEL_DISCOUNT_TEXT_MAX}
        />
        <InputField
          {...text('discountPercentage')}
          label="Discount percentage"
          hint="A whole number from 0 to 100; shown as “{n}% off” when there is no discount text."
          type="number"
          inputMode="numeric"
          min={DISCOUNT_PERCENTAGE.min}
          max={DISCOUNT_PERCENTAGE.max}
          step={1}
        />
      </div>
      <SwitchField label="On sale" hint="Marks the item as a sale offer." {...toggle('onSale')} />
    </>
  );
}
