import { DISCOUNT_PERCENTAGE, CAROUSEL_DISCOUNT_TEXT_MAX } from '@shop/contract/admin-carousel';
import { InputField } from '@/components/ui/form-field';
import { SwitchField } from '@/components/ui/switch-field';
import { settings } from '@/lib/settings';
import type { FieldsProps } from './carousel-item-fields';

/** The dialog's Pricing tab: price, original price, the discount's text and percentage, On sale. */
export function PricingFields({ text, toggle }: FieldsProps) {
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <InputField
          {...text('price')}
          label={`Price (${settings.currency})`}
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          required
        />
        <InputField
          {...text('originalPrice')}
          label={`Original price (${settings.currency})`}
          hint="Shown struck through beside the price."
          optional
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
        />
        <InputField
          {...text('discount')}
          label="Discount text"
          hint="Such as “Save 22%”."
          optional
          maxLength={CAROUSEL_DISCOUNT_TEXT_MAX}
          autoComplete="off"
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
