import { IMAGE_ADDRESS_MAX } from '@shop/contract/images';
import type { Product } from '@shop/contract/catalog';
import { Save } from 'lucide-react';
import { useId, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { InputField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { settings } from '@/lib/settings';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useReplaceProduct } from '../api/replace-product';
import { editValuesFrom, validateProductEdit, validPrice } from '../product-form';
import { CategorySelectField, ProductFormFields } from './product-fields';
import { TierEditor } from './tier-editor';

type EditProductDialogProps = {
  product: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The Products tab's edit dialog (docs/product.md, Admin screens): name, price, original price,
 * description, image URL, category, In Stock and Featured, and the bulk tiers; checked by the
 * contract's ProductReplace before `PUT /api/admin/products/{id}` sends it all, tiers included.
 */
export function EditProductDialog({ product, open, onOpenChange }: EditProductDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        {/* Mounted while open only: every opening starts from the product as it is now. */}
        <EditProductForm product={product} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditProductForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const { values, change, set, errors, errorCount, formRef, check, showServerErrors } = useCheckedForm(
    () => editValuesFrom(product),
    validateProductEdit,
  );
  const tiersHeadingId = useId();
  const replace = useReplaceProduct();
  const busy = replace.isPending;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = check();
    if (!body) return;
    replace.mutate(
      { id: product.id, body },
      { onSuccess: onDone, onError: (error) => showServerErrors(error) },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy || undefined}>
      <div className="grid gap-1">
        <DialogTitle className="text-lg font-semibold">Edit Product</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          Changes show in the shop as soon as they are saved. Fields without “optional” are required.
        </DialogDescription>
      </div>

      <FormErrorSummary count={errorCount} />

      <ProductFormFields
        values={values}
        change={change}
        errors={errors}
        nameLabel="Name"
        besidePrice={
          <InputField
            name="originalPrice"
            label={`Original price (${settings.currency})`}
            error={errors.originalPrice}
            hint="Shown struck through beside the price; leave blank for none."
            optional
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            value={values.originalPrice}
            onValueChange={(value) => set('originalPrice', value)}
          />
        }
        afterDescription={
          <>
            <div className="sm:col-span-2">
              <InputField
                name="imageUrl"
                label="Image URL"
                error={errors.imageUrl}
                hint="The main image: an https:// address or an image uploaded to the shop (/images/…)."
                inputMode="url"
                maxLength={IMAGE_ADDRESS_MAX}
                value={values.imageUrl}
                onValueChange={(value) => set('imageUrl', value)}
                autoComplete="off"
                spellCheck={false}
                required
              />
            </div>
            <div className="sm:col-span-2">
              <CategorySelectField
                value={values.categoryId}
                onChange={(value) => set('categoryId', value)}
                error={errors.categoryId}
                current={product.category}
              />
            </div>
          </>
        }
        switches={['inStock', 'featured']}
      />

      <section aria-labelledby={tiersHeadingId} className="grid gap-3">
        <h3 id={tiersHeadingId} className="text-base font-semibold">
          Bulk pricing
        </h3>
        <TierEditor
          tiers={values.tiers}
          onChange={(tiers) => set('tiers', tiers)}
          price={validPrice(values.price)}
          errors={errors}
          disabled={busy}
        />
      </section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner /> : <Save aria-hidden="true" />}
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
