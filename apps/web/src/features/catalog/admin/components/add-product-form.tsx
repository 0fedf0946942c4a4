import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_DESCRIPTION_MIN,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
} from '@shop/contract/admin-products';
import type { Product } from '@shop/contract/catalog';
import { ImageIcon, Layers, PackagePlus, Tag } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/form';
import { settings } from '@/lib/settings';
import { useCreateProduct } from '../api/admin-products';
import {
  emptyNewProduct,
  errorsFromResponse,
  newProductErrors,
  validateNewProduct,
  validPrice,
  type FieldErrors,
  type NewProductValues,
} from '../product-form';
import { CategorySelectField, SwitchField } from './product-fields';
import { PRODUCT_FORM_UPLOADS, ProductImagesField } from './product-images-field';
import { TierEditor } from './tier-editor';
import { useImageUploads } from './use-image-uploads';

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden="true" className="text-primary [&_svg]:size-5">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

type AddProductFormProps = {
  /** After the product is created (the page shows it). */
  onCreated: (product: Product) => void;
};

/**
 * The add-product page's form (docs/product.md, Admin screens): images, name, price in the shop's
 * currency, category, description, tags, Featured and In Stock, and the bulk tiers. Checked by the
 * contract's ProductInput (the server's own rules and messages) before `POST /api/admin/products`;
 * messages appear on submit, then follow the corrections; focus goes to the first field to fix.
 */
export function AddProductForm({ onCreated }: AddProductFormProps) {
  const [values, setValues] = useState<NewProductValues>(emptyNewProduct);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateProduct();
  const uploads = useImageUploads({
    context: PRODUCT_FORM_UPLOADS,
    room: PRODUCT_IMAGES_MAX - values.images.length,
    // Uploads finish one by one: each joins the images as they are then.
    onUploaded: (url) =>
      setValues((current) =>
        current.images.includes(url) ? current : { ...current, images: [...current.images, url] },
      ),
  });
  const busy = create.isPending;

  const [focusRequest, setFocusRequest] = useState<{ errors: FieldErrors }>();
  useEffect(() => {
    if (focusRequest && formRef.current) focusFirstInvalid(formRef.current, focusRequest.errors);
  }, [focusRequest]);

  const update = (next: NewProductValues) => {
    setValues(next);
    if (attempted) {
      const result = validateNewProduct(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const set = <K extends keyof NewProductValues>(field: K, value: NewProductValues[K]) =>
    update({ ...values, [field]: value });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploads.busy || busy) return;
    setAttempted(true);
    const result = validateNewProduct(values);
    if (!result.ok) {
      setErrors(result.errors);
      setFocusRequest({ errors: result.errors });
      return;
    }
    setErrors({});
    create.mutate(result.body, {
      onSuccess: onCreated,
      onError: (error) => {
        if (isApiError(error, 400) && error.body?.fieldErrors) {
          const serverErrors = newProductErrors(errorsFromResponse(error.body.fieldErrors));
          setErrors(serverErrors);
          setFocusRequest({ errors: serverErrors });
        }
      },
    });
  };

  const errorCount = Object.keys(errors).length;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6" aria-busy={busy || undefined}>
      {attempted && errorCount > 0 && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {errorCount === 1 ? 'One field needs your attention.' : `${errorCount} fields need your attention.`}
        </p>
      )}

      <Section title="Images" icon={<ImageIcon />}>
        <ProductImagesField
          images={values.images}
          onChange={(images) => set('images', images)}
          uploads={uploads}
          error={errors.images}
          disabled={busy}
        />
      </Section>

      <Section title="Product details" icon={<Tag />}>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <InputField
              name="name"
              label="Product Name"
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
            hint="Up to two decimals, e.g. 129.50"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            value={values.price}
            onValueChange={(value) => set('price', value)}
            required
          />
          <CategorySelectField
            value={values.categoryId}
            onChange={(value) => set('categoryId', value)}
            error={errors.categoryId}
          />
          <div className="sm:col-span-2">
            <TextareaField
              name="description"
              label="Description"
              error={errors.description}
              hint={`${PRODUCT_DESCRIPTION_MIN}–${PRODUCT_DESCRIPTION_MAX} characters.`}
              rows={4}
              maxLength={PRODUCT_DESCRIPTION_MAX}
              value={values.description}
              onValueChange={(value) => set('description', value)}
              required
            />
          </div>
          <div className="sm:col-span-2">
            <InputField
              name="tags"
              label="Tags"
              error={errors.tags}
              hint="Separated by commas, e.g. botox, 100 units, neurotoxin"
              optional
              value={values.tags}
              onValueChange={(value) => set('tags', value)}
              autoComplete="off"
            />
          </div>
          <SwitchField
            name="featured"
            label="Featured"
            hint="Marked as featured in the dashboard's Products tab."
            checked={values.featured}
            onChange={(checked) => set('featured', checked)}
          />
          <SwitchField
            name="inStock"
            label="In Stock"
            hint="Doctors can add it to their cart."
            checked={values.inStock}
            onChange={(checked) => set('inStock', checked)}
          />
        </div>
      </Section>

      <Section title="Bulk pricing" icon={<Layers />}>
        <TierEditor
          tiers={values.tiers}
          onChange={(tiers) => set('tiers', tiers)}
          price={validPrice(values.price)}
          errors={errors}
          disabled={busy}
        />
      </Section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/admin/dashboard?tab=products">Cancel</Link>
        </Button>
        <Button type="submit" size="lg" disabled={busy || uploads.busy}>
          {busy ? <Spinner /> : <PackagePlus aria-hidden="true" />}
          {busy ? 'Creating Product...' : 'Create Product'}
        </Button>
      </div>
      <p className="text-right text-sm text-muted-foreground empty:hidden" aria-live="polite">
        {uploads.busy ? 'Create Product waits for the images to finish uploading.' : ''}
      </p>
    </form>
  );
}
