import { ProductPatch } from '@shop/contract/admin-product-schemas';
import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import type { Product } from '@shop/contract/catalog-schemas';
import { adminProductMessages } from '@shop/contract/admin-messages';
import { Pencil } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogCancel, DialogFooter, DialogHeader, FormDialog } from '@/components/ui/dialog';
import { FieldError, InputField, TextareaField } from '@/components/ui/form-field';
import { toast } from '@/lib/use-toast';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { settings } from '@/lib/settings';
import { useChangeMainImage } from '../api/change-main-image';
import { usePatchProduct } from '../api/patch-product';

type Fields = { name: string; description: string; price: string; imageUrl: string };
type FieldErrors = Partial<Record<keyof Fields | 'form', string>>;

const FIELD_NAMES = ['name', 'description', 'price', 'imageUrl'] as const;

/** The fields whose value differs from the product's, as typed. */
function changedFields(product: Product, fields: Fields): Partial<Fields> {
  const changed: Partial<Fields> = {};
  for (const name of FIELD_NAMES) {
    if (fields[name].trim() !== product[name]) changed[name] = fields[name];
  }
  return changed;
}

/** Each field's first message from the contract's schema, or from the server's 400. */
function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    const name = FIELD_NAMES.find((field) => field === key) ?? 'form';
    errors[name] ??= issue.message;
  }
  return errors;
}

/**
 * A list card's edit: name, description, price and main image URL. Only what changed is sent, with
 * the contract's messages; an image alone goes to `PATCH …/image`, anything else to `PATCH …`.
 */
export function QuickEditDialog({ product }: { product: Product }) {
  return (
    <FormDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          aria-label={`Edit ${product.name}`}
          icon={<Pencil aria-hidden="true" />}
        >
          Edit
        </Button>
      }
    >
      {(close) => <QuickEditForm product={product} onClose={close} />}
    </FormDialog>
  );
}

function QuickEditForm({ product, onClose }: { product: Product; onClose: () => void }) {
  const [fields, setFields] = useState<Fields>({
    name: product.name,
    description: product.description,
    price: product.price,
    imageUrl: product.imageUrl,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const patch = usePatchProduct();
  const changeImage = useChangeMainImage();
  const pending = patch.isPending || changeImage.isPending;
  const changed = changedFields(product, fields);
  const hasChanges = Object.keys(changed).length > 0;

  const set = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
  };

  const failed = (title: string) => (error: unknown) => {
    const body = isApiError(error, 400) ? error.body : undefined;
    const fieldErrors = body?.fieldErrors
      ? fieldErrorsOf(
          Object.entries(body.fieldErrors).flatMap(([path, messages]) =>
            messages.slice(0, 1).map((message) => ({ path: [path], message })),
          ),
        )
      : {};
    setErrors({ form: getServerMessage(error), ...fieldErrors });
    toast({ variant: 'destructive', title, description: getServerMessage(error) });
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!hasChanges) {
      setErrors({ form: adminShopMessages.nothingChanged });
      return;
    }
    const parsed = ProductPatch.safeParse(changed);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    const onlyImage = Object.keys(changed).length === 1 && changed.imageUrl !== undefined;
    if (onlyImage && parsed.data.imageUrl !== undefined) {
      changeImage.mutate(
        { id: product.id, imageUrl: parsed.data.imageUrl },
        {
          onSuccess: () => {
            toast({ title: adminShopMessages.imageUpdated });
            onClose();
          },
          onError: failed(adminShopMessages.imageUpdateFailed),
        },
      );
      return;
    }
    patch.mutate(
      { id: product.id, ...changed },
      {
        onSuccess: () => {
          toast({ title: adminShopMessages.productUpdated });
          onClose();
        },
        onError: failed(adminProductMessages.updateFailed),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader title="Edit product" description="Changes show in the shop as soon as they are saved." />
      <InputField
        name="name"
        label="Name"
        error={errors.name}
        value={fields.name}
        onValueChange={(value) => set('name', value)}
      />
      <TextareaField
        name="description"
        label="Description"
        error={errors.description}
        rows={4}
        value={fields.description}
        onValueChange={(value) => set('description', value)}
      />
      <InputField
        name="price"
        label={`Price (${settings.currency})`}
        error={errors.price}
        inputMode="decimal"
        autoComplete="off"
        value={fields.price}
        onValueChange={(value) => set('price', value)}
      />
      <InputField
        name="imageUrl"
        label="Image URL"
        hint="The main image: an https:// address or an image uploaded to the shop (/images/…)."
        error={errors.imageUrl}
        inputMode="url"
        autoComplete="off"
        value={fields.imageUrl}
        onValueChange={(value) => set('imageUrl', value)}
      />
      <FieldError alert>{errors.form}</FieldError>
      <DialogFooter>
        <DialogCancel disabled={pending} />
        <Button type="submit" disabled={pending || !hasChanges} busy={pending}>
          {pending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
