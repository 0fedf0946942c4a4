import { IMAGE_ADDRESS_MAX } from '@shop/contract/images';
import { MEGABYTE, UPLOAD_MAX_BYTES } from '@shop/contract/uploads';
import type { Product } from '@shop/contract/catalog';
import { Save } from 'lucide-react';
import { useId, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogCancel, DialogFooter, DialogHeader, formDialogOf } from '@/components/ui/dialog';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { InputField } from '@/components/ui/form-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useReplaceProduct } from '../api/replace-product';
import { editValuesFrom, validateProductEdit } from '../product-form';
import { ProductFormFields, ProductTiers } from './product-fields';

/** The image manager's limit, which the dialog's image field points to (docs/product.md, Admin screens). */
const MANAGER_MAX_MEGABYTES = UPLOAD_MAX_BYTES.manager / MEGABYTE;

/**
 * The Products tab's edit dialog (docs/product.md, Admin screens): the add-product page's fields
 * (name, price, original price, category, brand, description, tags, In Stock and Featured, the bulk
 * tiers) with the main image's address; checked by the contract's ProductReplace before
 * `PUT /api/admin/products/{id}` sends it all, tiers included.
 */
export const EditProductDialog = formDialogOf(EditProductForm, 'sm:max-w-2xl');

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
      <DialogHeader
        title="Edit Product"
        description="Changes show in the shop as soon as they are saved. Fields without “optional” are required."
      />

      <FormErrorSummary count={errorCount} />

      <ProductFormFields
        values={values}
        change={change}
        errors={errors}
        nameLabel="Name"
        currentCategory={product.category}
        afterDescription={
          <InputField
            name="imageUrl"
            label="Image URL"
            error={errors.imageUrl}
            hint={`The main image: an https:// address or an image uploaded to the shop (/images/…). To upload image files (JPG, PNG, GIF or WebP, up to ${MANAGER_MAX_MEGABYTES} MB each), use Manage images.`}
            inputMode="url"
            maxLength={IMAGE_ADDRESS_MAX}
            value={values.imageUrl}
            onValueChange={(value) => set('imageUrl', value)}
            autoComplete="off"
            spellCheck={false}
            required
          />
        }
        switches={['inStock', 'featured']}
      />

      <section aria-labelledby={tiersHeadingId} className="grid gap-3">
        <h3 id={tiersHeadingId} className="text-base font-semibold">
          Bulk pricing
        </h3>
        <ProductTiers values={values} change={change} errors={errors} disabled={busy} />
      </section>

      <DialogFooter>
        <DialogCancel />
        <Button type="submit" disabled={busy} busy={busy} icon={<Save aria-hidden="true" />}>
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
