import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_DESCRIPTION_MIN,
  PRODUCT_NAME_MAX,
  PRODUCT_SKU_MAX,
} from '@shop/contract/admin-product-schemas';
import type { Category } from '@shop/contract/catalog-schemas';
import { TAX_CLASSES } from '@shop/contract/charges';
import { chargesAdminMessages } from '@shop/contract/charges-messages';
import { LOW_STOCK_THRESHOLD_MAX } from '@shop/contract/stock-schemas';
import { stockScreenMessages as stock } from '@shop/contract/stock-screen-messages';
import type { ReactNode } from 'react';
import { PriceField } from '@/components/price-field';
import { FormField, InputField, SelectField, TextareaField } from '@/components/ui/form-field';
import { NativeSelect, RowOptions } from '@/components/ui/select';
import { SwitchField } from '@/components/ui/switch-field';
import { prescriptionOnlyMessages } from '@/components/prescription-only';
import type { FieldErrors } from '@/lib/form';
import { useCategories } from '../../api/get-categories';
import { useBrands } from '../api/get-brands';
import { validPrice, type ProductFieldValues } from '../product-form';
import { TierEditor } from './tier-editor';

type RowSelectFieldProps = {
  name: 'categoryId' | 'brandId';
  label: string;
  /** The first, empty choice: none chosen yet (a required select) or none at all (an optional one). */
  emptyChoice: string;
  rows: readonly { id: number; name: string }[];
  loading: boolean;
  required: boolean;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

/** A select of the server's rows (categories, brands), in its order, by id. */
function RowSelectField({
  name,
  label,
  emptyChoice,
  rows,
  loading,
  required,
  value,
  onChange,
  error,
}: RowSelectFieldProps) {
  return (
    <FormField name={name} label={label} error={error} optional={!required}>
      {(control) => (
        <NativeSelect
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          aria-busy={loading || undefined}
        >
          <RowOptions emptyChoice={emptyChoice} rows={rows} />
        </NativeSelect>
      )}
    </FormField>
  );
}

type SelectProps = Pick<RowSelectFieldProps, 'value' | 'onChange' | 'error'>;

/** The category: required; the edit dialog's product's own is shown while the list loads. */
function CategorySelectField({
  current,
  ...props
}: SelectProps & { current?: Pick<Category, 'id' | 'name'> }) {
  const categories = useCategories();
  return (
    <RowSelectField
      {...props}
      name="categoryId"
      label="Category"
      emptyChoice="Select a category"
      rows={categories.data ?? (current ? [current] : [])}
      loading={categories.isPending}
      required
    />
  );
}

/** The brand: the shop's brands, or none. */
function BrandSelectField(props: SelectProps) {
  const brands = useBrands();
  return (
    <RowSelectField
      {...props}
      name="brandId"
      label="Brand"
      emptyChoice="No brand"
      rows={brands.data ?? []}
      loading={brands.isPending}
      required={false}
    />
  );
}

type ProductSwitch = 'featured' | 'inStock';

const SWITCHES: Record<ProductSwitch, { label: string; hint: string }> = {
  featured: { label: 'Featured', hint: "Marked as featured in the dashboard's Products tab." },
  inStock: { label: 'In Stock', hint: 'Doctors can add it to their cart.' },
};

/** The fields typed as text. */
type TextKey = 'name' | 'sku' | 'gtin' | 'price' | 'originalPrice' | 'description' | 'tags';

/** The on/off values, each a SwitchField. */
type SwitchKey = ProductSwitch | 'coldChain' | 'prescriptionOnly' | 'trackInventory' | 'lotTracked';

type ProductFormFieldsProps = {
  values: ProductFieldValues;
  change: (patch: Partial<ProductFieldValues>) => void;
  errors: FieldErrors;
  /** The name field's label: the page says "Product Name", the dialog, titled Edit Product, "Name". */
  nameLabel: string;
  /** The edit dialog's product category, shown while the list loads. */
  currentCategory?: Pick<Category, 'id' | 'name'>;
  /** After the description: the edit dialog's image address (the page has its upload area). */
  afterDescription?: ReactNode;
  /** The switches in the order the screen lists them (docs/product.md, Admin screens). */
  switches: readonly ProductSwitch[];
};

/**
 * The product fields the add-product page and the edit dialog both offer (docs/product.md, Admin
 * screens; issue 18: the two forms agree): name, SKU and GTIN (issue 22), price, original price, category, brand,
 * description, tags and the Featured and In Stock switches, in a two-column grid, then the stock
 * settings (issue 19: Track inventory, Lot-tracked, the low-stock threshold). Each screen adds its
 * images its own way (the page's upload area, the dialog's image address) and the tiers below.
 */
export function ProductFormFields({
  values,
  change,
  errors,
  nameLabel,
  currentCategory,
  afterDescription,
  switches,
}: ProductFormFieldsProps) {
  // A typed field shows its value and error and changes its value.
  const textField = <Key extends TextKey>(key: Key) => ({
    name: key,
    error: errors[key],
    value: values[key],
    onValueChange: (value: string) => change({ [key]: value }),
  });
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <InputField
          {...textField('name')}
          label={nameLabel}
          maxLength={PRODUCT_NAME_MAX}
          autoComplete="off"
          required
        />
      </div>
      <InputField
        {...textField('sku')}
        label="SKU"
        hint="Your code for it: letters, digits, . _ / -; saved in capitals."
        maxLength={PRODUCT_SKU_MAX}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <InputField
        {...textField('gtin')}
        label="GTIN"
        hint="The barcode number on the pack: 8, 12, 13 or 14 digits."
        inputMode="numeric"
        maxLength={20}
        autoComplete="off"
        optional
      />
      <PriceField {...textField('price')} hint="Up to two decimals, e.g. 129.50" required />
      <PriceField
        {...textField('originalPrice')}
        hint="Shown struck through beside the price; leave blank for none."
        optional
      />
      <CategorySelectField
        value={values.categoryId}
        onChange={(value) => change({ categoryId: value })}
        error={errors.categoryId}
        current={currentCategory}
      />
      <BrandSelectField
        value={values.brandId}
        onChange={(value) => change({ brandId: value })}
        error={errors.brandId}
      />
      <div className="sm:col-span-2">
        <TextareaField
          {...textField('description')}
          label="Description"
          hint={`${PRODUCT_DESCRIPTION_MIN}–${PRODUCT_DESCRIPTION_MAX} characters.`}
          rows={4}
          maxLength={PRODUCT_DESCRIPTION_MAX}
          required
        />
      </div>
      {afterDescription && <div className="sm:col-span-2">{afterDescription}</div>}
      <div className="sm:col-span-2">
        <InputField
          {...textField('tags')}
          label="Tags"
          hint="Separated by commas, e.g. botox, 100 units, neurotoxin"
          optional
          autoComplete="off"
        />
      </div>
      {switches.map((key) => {
        // A tracked product is in stock while some is available: the switch is the stock's, not the admin's.
        const followsStock = key === 'inStock' && values.trackInventory;
        return (
          <SwitchField
            key={key}
            {...switchOf(values, change, key)}
            {...SWITCHES[key]}
            {...(followsStock ? { hint: stock.inStockFollowsStock, disabled: true } : {})}
          />
        );
      })}
      <ProductChargeFields values={values} change={change} errors={errors} />
      <ProductStockFields values={values} change={change} errors={errors} />
    </div>
  );
}

const charges = chargesAdminMessages.product;

/** What a group of the form's fields reads and writes: the values, their changes and their messages. */
type FieldGroupProps = Pick<ProductFormFieldsProps, 'values' | 'change' | 'errors'>;

/** A SwitchField's binding to one on/off value: its name, whether it is on, and its change. */
const switchOf = (values: ProductFieldValues, change: FieldGroupProps['change'], key: SwitchKey) => ({
  name: key,
  checked: values[key],
  onChange: (checked: boolean) => change({ [key]: checked }),
});

/**
 * Issue 37: the tax class (only standard lines are taxed) and cold chain (the zone's surcharge); issue
 * 39: prescription only (a practice's buyer orders it with a sign-off).
 */
function ProductChargeFields({ values, change, errors }: FieldGroupProps) {
  return (
    <>
      <SelectField
        name="taxClass"
        label={charges.taxClass}
        hint={charges.taxClassHint}
        error={errors.taxClass}
        value={values.taxClass}
        onValueChange={(chosen) => {
          const taxClass = TAX_CLASSES.find((option) => option === chosen);
          if (taxClass) change({ taxClass });
        }}
      >
        {TAX_CLASSES.map((option) => (
          <option key={option} value={option}>
            {charges.taxClassLabels[option]}
          </option>
        ))}
      </SelectField>
      <SwitchField
        {...switchOf(values, change, 'coldChain')}
        label={charges.coldChain}
        hint={charges.coldChainHint}
      />
      <SwitchField
        {...switchOf(values, change, 'prescriptionOnly')}
        label={prescriptionOnlyMessages.label}
        hint={prescriptionOnlyMessages.adminHint}
      />
    </>
  );
}

/** Track inventory, Lot-tracked (only for a product that tracks its stock) and the low-stock threshold. */
function ProductStockFields({ values, change, errors }: FieldGroupProps) {
  return (
    <>
      <SwitchField
        {...switchOf(values, change, 'trackInventory')}
        label={stock.trackInventory}
        hint={stock.trackInventoryHint}
      />
      <SwitchField
        {...switchOf(values, change, 'lotTracked')}
        label={stock.lotTracked}
        hint={values.trackInventory ? stock.lotTrackedHint : stock.lotTrackedNeedsTracking}
        disabled={!values.trackInventory}
      />
      <InputField
        name="lowStockThreshold"
        label={stock.lowStockThreshold}
        error={errors.lowStockThreshold}
        hint={stock.lowStockThresholdHint}
        type="number"
        inputMode="numeric"
        min={0}
        max={LOW_STOCK_THRESHOLD_MAX}
        step={1}
        value={values.lowStockThreshold}
        onValueChange={(value) => change({ lowStockThreshold: value })}
        required
      />
    </>
  );
}

/** The product's bulk tiers (docs/product.md, Bulk pricing), priced from the price as typed. */
export function ProductTiers({ values, change, errors, disabled }: FieldGroupProps & { disabled: boolean }) {
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
