import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_DESCRIPTION_MIN,
  PRODUCT_NAME_MAX,
} from '@shop/contract/admin-products';
import type { Category } from '@shop/contract/catalog';
import type { ReactNode } from 'react';
import { FormField, InputField, TextareaField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/select';
import { SwitchField } from '@/components/ui/switch-field';
import type { FieldErrors } from '@/lib/form';
import { settings } from '@/lib/settings';
import { useCategories } from '../../api/get-categories';
import { validPrice, type ProductFieldValues } from '../product-form';
import { TierEditor } from './tier-editor';

type CategorySelectFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Shown while the category list loads (the edit dialog's product already has one). */
  current?: Pick<Category, 'id' | 'name'>;
  disabled?: boolean;
};

/** The category select of the add-product page and the edit dialog; the server's list, in its order. */
export function CategorySelectField({ value, onChange, error, current, disabled }: CategorySelectFieldProps) {
  const categories = useCategories();
  const options = categories.data ?? (current ? [current] : []);
  return (
    <FormField name="categoryId" label="Category" error={error}>
      {(control) => (
        <NativeSelect
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
          disabled={disabled}
          aria-busy={categories.isPending || undefined}
        >
          <option value="">Select a category</option>
          {options.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

type ProductSwitch = 'featured' | 'inStock';

const SWITCHES: Record<ProductSwitch, { label: string; hint: string }> = {
  featured: { label: 'Featured', hint: "Marked as featured in the dashboard's Products tab." },
  inStock: { label: 'In Stock', hint: 'Doctors can add it to their cart.' },
};

type ProductFormFieldsProps = {
  values: ProductFieldValues;
  change: (patch: Partial<ProductFieldValues>) => void;
  errors: FieldErrors;
  /** The name field's label: the page says "Product Name", the dialog, titled Edit Product, "Name". */
  nameLabel: string;
  /** Beside the price: the page's category, the dialog's original price. */
  besidePrice: ReactNode;
  /** After the description: the page's tags, the dialog's image address and category. */
  afterDescription: ReactNode;
  /** The switches in the order the screen lists them (docs/product.md, Admin screens). */
  switches: readonly ProductSwitch[];
};

/**
 * The product fields the add-product page and the edit dialog share (docs/product.md, Admin
 * screens): name, price, description and the Featured and In Stock switches, in a two-column grid
 * that takes each screen's own fields where they belong.
 */
export function ProductFormFields({
  values,
  change,
  errors,
  nameLabel,
  besidePrice,
  afterDescription,
  switches,
}: ProductFormFieldsProps) {
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <InputField
          name="name"
          label={nameLabel}
          error={errors.name}
          value={values.name}
          onValueChange={(value) => change({ name: value })}
          maxLength={PRODUCT_NAME_MAX}
          autoComplete="off"
          required
        />
      </div>
      <InputField
        name="price"
        label={`Price (${settings.currency})`}
        error={errors.price}
        hint="Up to two decimals, e.g. 129.50"
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        value={values.price}
        onValueChange={(value) => change({ price: value })}
        required
      />
      {besidePrice}
      <div className="sm:col-span-2">
        <TextareaField
          name="description"
          label="Description"
          error={errors.description}
          hint={`${PRODUCT_DESCRIPTION_MIN}–${PRODUCT_DESCRIPTION_MAX} characters.`}
          rows={4}
          maxLength={PRODUCT_DESCRIPTION_MAX}
          value={values.description}
          onValueChange={(value) => change({ description: value })}
          required
        />
      </div>
      {afterDescription}
      {switches.map((key) => (
        <SwitchField
          key={key}
          name={key}
          {...SWITCHES[key]}
          checked={values[key]}
          onChange={(checked) => change(key === 'featured' ? { featured: checked } : { inStock: checked })}
        />
      ))}
    </div>
  );
}

/** The product's bulk tiers (docs/product.md, Bulk pricing), priced from the price as typed. */
export function ProductTiers({
  values,
  change,
  errors,
  disabled,
}: Pick<ProductFormFieldsProps, 'values' | 'change' | 'errors'> & { disabled: boolean }) {
  return (
    <TierEditor
      tiers={values.tiers}
      onChange={(tiers) => change({ tiers })}
      price={validPrice(values.price)}
      errors={errors}
      disabled={disabled}
    />
  );
}
