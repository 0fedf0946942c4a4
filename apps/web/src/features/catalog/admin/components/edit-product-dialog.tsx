import { IMAGE_ADDRESS_MAX } from '@shop/contract/images';
import { MEGABYTE, UPLOAD_MAX_BYTES } from '@shop/contract/upload-schemas';
import type { Product } from '@shop/contract/catalog-schemas';
import type { StockSettingsInput } from '@shop/contract/stock-schemas';
import { stockScreenMessages } from '@shop/contract/stock-screen-messages';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { DialogHeader, formDialogOf } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { InputField } from '@/components/ui/form-field';
import { ListLoading } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { failureToast } from '@/lib/failure-toast';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useChangeStockSettings } from '../api/change-stock-settings';
import { getStockSettingsQueryOptions } from '../api/get-stock-settings';
import { useReplaceProduct } from '../api/replace-product';
import { editValuesFrom, stockSettingsChanged, stockSettingsOf, validateProductEdit } from '../product-form';
import { ProductFormFields, ProductTiers } from './product-fields';

/** The image manager's limit, which the dialog's image field points to (docs/product.md, Admin screens). */
const MANAGER_MAX_MEGABYTES = UPLOAD_MAX_BYTES.manager / MEGABYTE;

/**
 * The Products tab's edit dialog (docs/product.md, Admin screens): the add-product page's fields
 * (name, price, original price, category, brand, description, tags, In Stock and Featured, the bulk
 * tiers, the stock settings) with the main image's address; checked by the contract's ProductReplace
 * and StockSettingsInput before `PUT /api/admin/products/{id}` sends it all, tiers included, then
 * `PUT .../stock-settings` the settings when they changed (its refusal, a 409 say, is a toast and
 * the dialog stays open).
 */
export const EditProductDialog = formDialogOf(EditProductFormLoader, 'sm:max-w-2xl');

const DIALOG_TITLE = 'Edit Product';
const DIALOG_DESCRIPTION =
  'Changes show in the shop as soon as they are saved. Fields without “optional” are required.';

/** The form starts from the product's stock settings as they are now: read from its stock first. */
function EditProductFormLoader({ product, onDone }: { product: Product; onDone: () => void }) {
  const settings = useQuery(getStockSettingsQueryOptions(product.id));
  if (!settings.data) {
    return (
      <div className="grid gap-4" aria-busy={!settings.isError || undefined}>
        <DialogHeader title={DIALOG_TITLE} description={DIALOG_DESCRIPTION} />
        {settings.isError ? (
          <LoadError
            title={stockScreenMessages.settingsLoadFailed}
            size="block"
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <ListLoading label={stockScreenMessages.loadingSettings} />
        )}
      </div>
    );
  }
  return <EditProductForm product={product} settings={settings.data} onDone={onDone} />;
}

function EditProductForm({
  product,
  settings: current,
  onDone,
}: {
  product: Product;
  settings: StockSettingsInput;
  onDone: () => void;
}) {
  const form = useCheckedForm(() => editValuesFrom(product, current), validateProductEdit);
  const { values, change, set, errors, showServerErrors, submitWith } = form;
  const tiersHeadingId = useId();
  const replace = useReplaceProduct();
  const saveSettings = useChangeStockSettings();
  const busy = replace.isPending || saveSettings.isPending;

  const submit = submitWith(busy, (body) => {
    const settings = stockSettingsOf(values);
    replace.mutate(
      { id: product.id, body },
      {
        onSuccess: () => {
          if (!stockSettingsChanged(settings, current)) {
            onDone();
            return;
          }
          saveSettings.mutate(
            { productId: product.id, settings },
            {
              onSuccess: onDone,
              onError: (error) => {
                showServerErrors(error);
                failureToast(stockScreenMessages.settingsFailed)(error);
              },
            },
          );
        },
        onError: (error) => showServerErrors(error),
      },
    );
  });

  return (
    <DialogForm
      title={DIALOG_TITLE}
      description={DIALOG_DESCRIPTION}
      form={form}
      busy={busy}
      onSubmit={submit}
      submitLabel={busy ? 'Saving...' : 'Save Changes'}
      submitIcon={<Save aria-hidden="true" />}
      className="grid gap-5"
    >
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
    </DialogForm>
  );
}
