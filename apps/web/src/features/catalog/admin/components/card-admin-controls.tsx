import { PriceChange } from '@shop/contract/admin-product-schemas';
import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import type { Product } from '@shop/contract/catalog-schemas';
import type { ViewMode } from '@shop/contract/listing';
import { Check, Pencil, X } from 'lucide-react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/use-toast';
import { getServerMessage } from '@/lib/api-client';
import { settings } from '@/lib/settings';
import { useChangePrice } from '../api/change-price';
import { DeleteProductButton } from './delete-product-button';
import { QuickEditDialog } from './quick-edit-dialog';

export type CardAdminControlsProps = {
  product: Product;
  variant: ViewMode;
  /** Where focus goes once a delete is confirmed: the card leaves with its buttons. */
  focusAfterDelete: () => void;
};

/**
 * The admin's controls on a product card (docs/product.md, Roles): a grid card edits its price in
 * place, a list card edits name, description, price and image in a dialog; both delete after a
 * confirmation.
 */
export function CardAdminControls({ product, variant, focusAfterDelete }: CardAdminControlsProps) {
  const [editingPrice, setEditingPrice] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  if (editingPrice) {
    return (
      <PriceEditor
        product={product}
        onDone={() => {
          setEditingPrice(false);
          // Back to the button that opened the editor.
          window.requestAnimationFrame(() => editButton.current?.focus());
        }}
      />
    );
  }

  return (
    <div className="flex basis-full flex-wrap gap-2">
      {variant === 'grid' ? (
        <Button
          ref={editButton}
          variant="outline"
          size="sm"
          className="flex-1"
          aria-label={`Edit price of ${product.name}`}
          onClick={() => setEditingPrice(true)}
        >
          <Pencil aria-hidden="true" />
          Edit price
        </Button>
      ) : (
        <QuickEditDialog product={product} />
      )}
      <DeleteProductButton product={product} className="flex-1" focusAfterDelete={focusAfterDelete} />
    </div>
  );
}

/** A grid card's price, edited where it is: `PATCH …/price`, "Price updated successfully!". */
function PriceEditor({ product, onDone }: { product: Product; onDone: () => void }) {
  const [draft, setDraft] = useState(product.price);
  const [error, setError] = useState<string>();
  const change = useChangePrice();
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = PriceChange.safeParse({ price: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (parsed.data.price === product.price) {
      onDone();
      return;
    }
    change.mutate(
      { id: product.id, price: parsed.data.price },
      {
        onSuccess: () => {
          toast({ title: adminShopMessages.priceUpdated });
          onDone();
        },
        onError: (failure) => {
          const message = getServerMessage(failure);
          setError(message);
          toast({ variant: 'destructive', title: adminShopMessages.priceUpdateFailed, description: message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid basis-full gap-1.5">
      <Label htmlFor={inputId}>
        Price ({settings.currency})<span className="sr-only"> of {product.name}</span>
      </Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          name="price"
          inputMode="decimal"
          autoComplete="off"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the editor opens on the admin's request
          autoFocus
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
            }
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          disabled={change.isPending}
          className="h-9 min-w-0"
        />
        <Button
          type="submit"
          size="icon"
          className="size-9"
          aria-label="Save price"
          disabled={change.isPending || draft.trim() === ''}
          busy={change.isPending}
          icon={<Check aria-hidden="true" />}
        />
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label="Cancel price edit"
          disabled={change.isPending}
          onClick={onDone}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </form>
  );
}
