import { PRODUCT_IMAGES_MAX } from '@shop/contract/admin-product-schemas';
import type { Product } from '@shop/contract/catalog-schemas';
import { stockScreenMessages } from '@shop/contract/stock-screen-messages';
import { ImageIcon, Layers, PackagePlus, Tag } from 'lucide-react';
import type { ReactNode, SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { FormSection } from '@/components/ui/form-section';
import { failureToast } from '@/lib/failure-toast';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useChangeStockSettings } from '../api/change-stock-settings';
import { useCreateProduct } from '../api/create-product';
import {
  DEFAULT_STOCK_SETTINGS,
  emptyNewProduct,
  newProductErrors,
  stockSettingsChanged,
  stockSettingsOf,
  validateNewProduct,
} from '../product-form';
import { ProductFormFields, ProductTiers } from './product-fields';
import { PRODUCT_FORM_UPLOADS, ProductImagesField } from './product-images-field';
import { useImageUploads } from './use-image-uploads';

/** A section of the page's form. */
function Section(props: { title: string; icon: ReactNode; children: ReactNode }) {
  return <FormSection {...props} className="p-4 sm:p-5" />;
}

type AddProductFormProps = {
  /** After the product is created (the page shows it). */
  onCreated: (product: Product) => void;
};

/**
 * The add-product page's form (docs/product.md, Admin screens): images, then the edit dialog's own
 * fields (name, price in the shop's currency, original price, category, brand, description, tags,
 * Featured and In Stock, the stock settings) and the bulk tiers. Checked by the contract's
 * ProductInput and StockSettingsInput (the server's own rules and messages) before
 * `POST /api/admin/products`; messages appear on submit, then follow the corrections; focus goes to
 * the first field to fix. Stock settings other than a new product's own follow in
 * `PUT .../stock-settings` once it exists: a refusal is a toast, as the product is created by then
 * (and a second Create Product would make another).
 */
export function AddProductForm({ onCreated }: AddProductFormProps) {
  const { values, setValues, change, set, errors, errorCount, formRef, check, showServerErrors } =
    useCheckedForm(emptyNewProduct, validateNewProduct);
  const create = useCreateProduct();
  const saveSettings = useChangeStockSettings();
  const uploads = useImageUploads({
    context: PRODUCT_FORM_UPLOADS,
    room: PRODUCT_IMAGES_MAX - values.images.length,
    // Uploads finish one by one: each joins the images as they are then.
    onUploaded: (url) =>
      setValues((current) =>
        current.images.includes(url) ? current : { ...current, images: [...current.images, url] },
      ),
  });
  const busy = create.isPending || saveSettings.isPending;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploads.busy || busy) return;
    const body = check();
    if (!body) return;
    const settings = stockSettingsOf(values);
    create.mutate(body, {
      onSuccess: (product) => {
        if (!stockSettingsChanged(settings, DEFAULT_STOCK_SETTINGS)) {
          onCreated(product);
          return;
        }
        saveSettings.mutate(
          { productId: product.id, settings },
          {
            onError: failureToast(stockScreenMessages.settingsFailed),
            onSettled: () => onCreated(product),
          },
        );
      },
      onError: (error) => showServerErrors(error, newProductErrors),
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6" aria-busy={busy || undefined}>
      <FormErrorSummary count={errorCount} />

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
        <ProductFormFields
          values={values}
          change={change}
          errors={errors}
          nameLabel="Product Name"
          switches={['featured', 'inStock']}
        />
      </Section>

      <Section title="Bulk pricing" icon={<Layers />}>
        <ProductTiers values={values} change={change} errors={errors} disabled={busy} />
      </Section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ButtonLink to="/admin/dashboard?tab=products" variant="outline">
          Cancel
        </ButtonLink>
        <Button
          type="submit"
          size="lg"
          disabled={busy || uploads.busy}
          busy={busy}
          icon={<PackagePlus aria-hidden="true" />}
        >
          {busy ? 'Creating Product...' : 'Create Product'}
        </Button>
      </div>
      <p className="text-right text-sm text-muted-foreground empty:hidden" aria-live="polite">
        {uploads.busy ? 'Create Product waits for the images to finish uploading.' : ''}
      </p>
    </form>
  );
}
