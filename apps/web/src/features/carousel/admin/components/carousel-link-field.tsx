import { SLIDE_LINK_PATH_MAX } from '@shop/contract/carousel';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/form-field';
import { RowOptions } from '@/components/ui/select';
import { formatPrice } from '@/lib/format';
import { useLinkCategories } from '../api/get-link-categories';
import { linkError, type CarouselFormValues } from '../carousel-form';
import type { FieldsProps } from './carousel-item-fields';
import { ProductSearchPicker } from './product-search-picker';

const KIND_LABELS: Record<CarouselFormValues['linkKind'], string> = {
  none: 'The products page (no link)',
  product: 'A product',
  category: 'A category',
  path: 'A page of the shop',
};

/**
 * Where the slide's button goes (docs/product.md, Hero carousel items, Link): a product found with
 * the catalogue search, a category, or a path of the shop. The link's messages show under its
 * control, named `link` so a refused save focuses it.
 */
export function LinkField({ values, change, errors, disabled }: FieldsProps) {
  const error = linkError(errors);
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">
        Link <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      {/* Named `link` when no other control is, so a refused product link focuses it. */}
      <SelectField
        name={values.linkKind === 'product' ? 'link' : 'linkKind'}
        label="The button goes to"
        error={values.linkKind === 'product' ? error : undefined}
        value={values.linkKind}
        disabled={disabled}
        onValueChange={(chosen) => {
          const kind = Object.keys(KIND_LABELS).find((k) => k === chosen);
          if (kind) change({ linkKind: kind as CarouselFormValues['linkKind'] });
        }}
      >
        {Object.entries(KIND_LABELS).map(([kind, label]) => (
          <option key={kind} value={kind}>
            {label}
          </option>
        ))}
      </SelectField>
      {values.linkKind === 'product' && <ProductChoice values={values} change={change} disabled={disabled} />}
      {values.linkKind === 'category' && (
        <CategoryChoice values={values} change={change} disabled={disabled} error={error} />
      )}
      {values.linkKind === 'path' && (
        <InputField
          name="link"
          error={error}
          label="Path"
          hint="A page of this shop, such as /products?search=botox or /category/dermal-fillers."
          placeholder="/products"
          maxLength={SLIDE_LINK_PATH_MAX}
          value={values.linkPath}
          onValueChange={(linkPath) => change({ linkPath })}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          required
        />
      )}
    </fieldset>
  );
}

type ChoiceProps = Pick<FieldsProps, 'values' | 'change' | 'disabled'>;

/** The chosen product, and the catalogue search to choose or change it. */
function ProductChoice({ values, change, disabled }: ChoiceProps) {
  const chosen = values.linkProduct;
  const [searching, setSearching] = useState(chosen === null);
  return (
    <div className="grid gap-3">
      {chosen && (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-muted/60 p-2 text-sm">
          <p className="min-w-0 flex-1 break-words">
            <span className="text-muted-foreground">Linked product: </span>
            <span className="font-medium">{chosen.name}</span>
          </p>
          {!searching && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={disabled}
              onClick={() => setSearching(true)}
            >
              Change product
            </Button>
          )}
        </div>
      )}
      {searching && (
        <ProductSearchPicker
          action={(product) =>
            product.id === chosen?.id ? (
              <Check aria-label="Linked" className="size-5 text-primary" />
            ) : (
              <Button
                type="button"
                size="sm"
                aria-label={`Link to ${product.name}`}
                disabled={disabled}
                onClick={() => {
                  const { id, name, price, originalPrice } = product;
                  change({ linkProduct: { id, name, price, originalPrice } });
                  setSearching(false);
                }}
              >
                Choose
              </Button>
            )
          }
        />
      )}
      {chosen?.price && !values.priceOverride && (
        <p className="text-xs text-muted-foreground">
          The slide shows the product’s current price ({formatPrice(chosen.price)}); Pricing can set its own.
        </p>
      )}
    </div>
  );
}

function CategoryChoice({ values, change, disabled, error }: ChoiceProps & { error: string | undefined }) {
  const categories = useLinkCategories();
  return (
    <SelectField
      name="link"
      label="Category"
      error={error}
      required
      value={values.linkCategoryId}
      disabled={disabled}
      aria-busy={categories.isPending || undefined}
      onValueChange={(linkCategoryId) => change({ linkCategoryId })}
    >
      <RowOptions emptyChoice="Select a category" rows={categories.data ?? []} />
    </SelectField>
  );
}
