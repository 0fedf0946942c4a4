import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from '@shop/contract/admin-products';
import { IMAGE_ADDRESS_MAX } from '@shop/contract/images';
import type { Product } from '@shop/contract/catalog';
import { Save } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/form';
import { settings } from '@/lib/settings';
import { useReplaceProduct } from '../api/admin-products';
import {
  editValuesFrom,
  errorsFromResponse,
  validateProductEdit,
  validPrice,
  type FieldErrors,
  type ProductEditValues,
} from '../product-form';
import { CategorySelectField, SwitchField } from './product-fields';
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
  const [values, setValues] = useState<ProductEditValues>(() => editValuesFrom(product));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const tiersHeadingId = useId();
  const replace = useReplaceProduct();
  const busy = replace.isPending;

  // Focus moves after the render that shows the messages, so each field's description is current.
  const [focusRequest, setFocusRequest] = useState<{ errors: FieldErrors }>();
  useEffect(() => {
    if (focusRequest && formRef.current) focusFirstInvalid(formRef.current, focusRequest.errors);
  }, [focusRequest]);

  const update = (next: ProductEditValues) => {
    setValues(next);
    if (attempted) {
      const result = validateProductEdit(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const set = <K extends keyof ProductEditValues>(field: K, value: ProductEditValues[K]) =>
    update({ ...values, [field]: value });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const result = validateProductEdit(values);
    if (!result.ok) {
      setErrors(result.errors);
      setFocusRequest({ errors: result.errors });
      return;
    }
    setErrors({});
    replace.mutate(
      { id: product.id, body: result.body },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error, 400) && error.body?.fieldErrors) {
            const serverErrors = errorsFromResponse(error.body.fieldErrors);
            setErrors(serverErrors);
            setFocusRequest({ errors: serverErrors });
          }
        },
      },
    );
  };

  const errorCount = Object.keys(errors).length;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy || undefined}>
      <div className="grid gap-1">
        <DialogTitle className="text-lg font-semibold">Edit Product</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          Changes show in the shop as soon as they are saved. Fields without “optional” are required.
        </DialogDescription>
      </div>

      {attempted && errorCount > 0 && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {errorCount === 1 ? 'One field needs your attention.' : `${errorCount} fields need your attention.`}
        </p>
      )}

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <InputField
            name="name"
            label="Name"
            error={errors.name}
            value={values.name}
            onValueChange={(value) => set('name', value)}
            maxLength={PRODUCT_NAME_MAX}
            autoComplete="off"
            required
          />
        </div>
        <InputField
          name="price"
          label={`Price (${settings.currency})`}
          error={errors.price}
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          value={values.price}
          onValueChange={(value) => set('price', value)}
          required
        />
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
        <div className="sm:col-span-2">
          <TextareaField
            name="description"
            label="Description"
            error={errors.description}
            rows={4}
            maxLength={PRODUCT_DESCRIPTION_MAX}
            value={values.description}
            onValueChange={(value) => set('description', value)}
            required
          />
        </div>
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
        <SwitchField
          name="inStock"
          label="In Stock"
          hint="Doctors can add it to their cart."
          checked={values.inStock}
          onChange={(checked) => set('inStock', checked)}
        />
        <SwitchField
          name="featured"
          label="Featured"
          hint="Marked as featured in the Products tab."
          checked={values.featured}
          onChange={(checked) => set('featured', checked)}
        />
      </div>

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
