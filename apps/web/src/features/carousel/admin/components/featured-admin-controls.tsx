import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import type { FeaturedEntry } from '@shop/contract/catalog';
import { MAX_SEARCH_LENGTH } from '@shop/contract/limits';
import { catalogMessages } from '@shop/contract/messages';
import { adminFeaturedMessages } from '@shop/contract/admin-messages';
import { ArrowDown, ArrowUp, ArrowUpDown, Plus, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { DialogCancel, DialogHeader, FormDialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoveButtons, type MoveDirection } from '@/components/ui/move-buttons';
import { Spinner } from '@/components/ui/spinner';
import { StoredImage } from '@/components/ui/stored-image';
import { getServerMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { moveItem, sameOrder } from '@/lib/list-order';
import { useMoveFocus } from '@/lib/use-move-focus';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAddFeaturedEntry } from '../api/add-featured-entry';
import { useRemoveFeaturedEntry } from '../api/remove-featured-entry';
import { useReorderCarousel } from '../api/reorder-carousel';
import { useProductPickerSearch } from '../api/search-picker-products';

/** A product's small square image beside its name (decorative: the name says which product). */
function ProductThumb({ src, size }: { src: string | null; size: 40 | 48 }) {
  return (
    <StoredImage
      src={src}
      widths={[96]}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt=""
      className={cn(size === 40 ? 'size-10' : 'size-12', 'shrink-0 rounded-md object-cover')}
    />
  );
}

type ToolbarDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  icon: ReactNode;
  label: string;
  children: (close: () => void) => ReactNode;
};

/** A toolbar button and the dialog it opens, its content mounted while open. */
function ToolbarDialog({ open, onOpenChange, icon, label, children }: ToolbarDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" icon={icon}>
          {label}
        </Button>
      }
      className="grid-cols-[minmax(0,1fr)]"
    >
      {children}
    </FormDialog>
  );
}

/**
 * The featured carousel's admin toolbar on the home page: add a product through a search picker, and
 * arrange the entries' order.
 */
export function FeaturedAdminToolbar({ entries }: { entries: readonly FeaturedEntry[] }) {
  const [adding, setAdding] = useState(false);
  const [arranging, setArranging] = useState(false);
  // The editor starts again from the carousel as it is whenever entries join or leave it (a 409
  // after another admin's change reloads the carousel), but not when only their order changes.
  const membership = entries
    .map((entry) => entry.id)
    .sort((a, b) => a - b)
    .join(',');
  return (
    <div className="flex flex-wrap gap-2">
      <ToolbarDialog
        open={adding}
        onOpenChange={setAdding}
        icon={<Plus aria-hidden="true" />}
        label="Add product"
      >
        {(close) => <FeaturedPicker entries={entries} onAdded={close} />}
      </ToolbarDialog>
      {entries.length > 1 && (
        <ToolbarDialog
          open={arranging}
          onOpenChange={setArranging}
          icon={<ArrowUpDown aria-hidden="true" />}
          label="Arrange order"
        >
          {(close) => <FeaturedOrderEditor key={membership} entries={entries} onSaved={close} />}
        </ToolbarDialog>
      )}
    </div>
  );
}

/**
 * The entries in carousel order, each movable one place earlier or later; Save order sends the
 * whole list (`PUT /api/admin/featured-carousel/order`). A moved entry's button keeps the focus.
 */
function FeaturedOrderEditor({
  entries,
  onSaved,
}: {
  entries: readonly FeaturedEntry[];
  onSaved: () => void;
}) {
  const saved = entries.map((entry) => entry.id);
  const [order, setOrder] = useState(saved);
  const [announcement, setAnnouncement] = useState('');
  const reorder = useReorderCarousel('featured');
  const { listRef, keepFocus } = useMoveFocus<HTMLOListElement>(order);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const changed = !sameOrder(order, saved);
  const count = order.length;

  const move = (from: number, direction: MoveDirection) => {
    const to = direction === 'back' ? from - 1 : from + 1;
    const id = order[from];
    if (id === undefined || to < 0 || to >= count) return;
    keepFocus(id, direction);
    setOrder(moveItem(order, from, to));
    setAnnouncement(`${byId.get(id)?.product.name ?? 'Product'} moved to position ${to + 1} of ${count}.`);
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <DialogHeader
        title="Arrange featured products"
        description="The carousel shows the products in this order, the first one first."
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol ref={listRef} aria-label="Featured products in order" className="grid gap-2">
        {order.map((id, index) => {
          const entry = byId.get(id);
          if (!entry) return null;
          const name = entry.product.name;
          return (
            <li key={id} className="flex items-center gap-3 rounded-lg border p-2">
              <span className="w-6 shrink-0 text-center text-sm font-semibold text-muted-foreground tabular-nums">
                {index + 1}
              </span>
              <ProductThumb src={entry.product.imageUrl} size={40} />
              <p className="line-clamp-2 min-w-0 flex-1 text-sm font-medium break-words">{name}</p>
              <MoveButtons
                name={name}
                itemKey={id}
                words={['earlier', 'later']}
                icons={[ArrowUp, ArrowDown]}
                index={index}
                count={count}
                disabled={reorder.isPending}
                onMove={(direction) => move(index, direction)}
              />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          disabled={!changed || reorder.isPending}
          onClick={() => {
            setOrder(saved);
            setAnnouncement('Order reset.');
          }}
        >
          Reset
        </Button>
        <DialogCancel />
        <Button
          disabled={!changed || reorder.isPending}
          busy={reorder.isPending}
          onClick={() => reorder.mutate(order, { onSuccess: onSaved })}
        >
          Save order
        </Button>
      </div>
    </div>
  );
}

/** Shown to an admin instead of nothing when the carousel has no entries. */
export function FeaturedAdminEmpty() {
  return (
    <p className="rounded-xl border border-dashed bg-card p-8 text-center text-muted-foreground">
      {adminShopMessages.featuredEmpty}
    </p>
  );
}

function FeaturedPicker({ entries, onAdded }: { entries: readonly FeaturedEntry[]; onAdded: () => void }) {
  const [term, setTerm] = useState('');
  const [conflict, setConflict] = useState<string>();
  const search = useProductPickerSearch(useDebouncedValue(term, 250));
  const add = useAddFeaturedEntry();
  const inputId = useId();
  const featuredIds = new Set(entries.map((entry) => entry.product.id));
  const products = search.data?.products ?? [];

  const choose = (productId: number) => {
    setConflict(undefined);
    add.mutate(
      { productId },
      {
        onSuccess: onAdded,
        // Shown in the picker too (a 409 says the product is already featured).
        onError: (error) => setConflict(getServerMessage(error) ?? adminFeaturedMessages.addFailed),
      },
    );
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <DialogHeader
        title="Add a featured product"
        description="Search the catalogue; the product goes after the last featured one."
      />
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Search products</Label>
        <Input
          id={inputId}
          type="search"
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Name, description or category"
        />
      </div>
      {conflict && <Alert variant="destructive">{conflict}</Alert>}
      <div aria-live="polite" aria-busy={search.isFetching} className="grid grid-cols-[minmax(0,1fr)] gap-2">
        {search.isPending ? (
          <Spinner label="Searching" />
        ) : search.isError ? (
          <p className="text-sm text-destructive">
            {getServerMessage(search.error) ?? catalogMessages.fetchProductsFailed}
          </p>
        ) : products.length === 0 ? (
          <p className="text-sm text-muted-foreground">{catalogMessages.noProductsFound}</p>
        ) : (
          <ul aria-label="Search results" className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {products.map((product) => {
              const already = featuredIds.has(product.id);
              return (
                <li key={product.id} className="flex items-center gap-3 rounded-lg border p-2">
                  <ProductThumb src={product.imageUrl} size={48} />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 text-sm font-medium break-words">{product.name}</p>
                    <p className="text-xs text-muted-foreground">{formatPrice(product.price)}</p>
                  </div>
                  {already ? (
                    <Badge variant="secondary">{adminShopMessages.alreadyFeaturedLabel}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      aria-label={`Add ${product.name} to the carousel`}
                      disabled={add.isPending}
                      busy={add.isPending && add.variables.productId === product.id}
                      icon={<Plus aria-hidden="true" />}
                      onClick={() => choose(product.id)}
                    >
                      Add
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

/** On each featured card: take the product out of the carousel (it stays in the catalogue). */
export function FeaturedEntryAdminControls({
  entry,
  focusAfterRemove,
}: {
  entry: FeaturedEntry;
  /** Where focus goes once the removal is confirmed: the card leaves with this button. */
  focusAfterRemove: () => void;
}) {
  const remove = useRemoveFeaturedEntry();
  return (
    <ConfirmButton
      label="Remove"
      accessibleName={`Remove ${entry.product.name} from the carousel`}
      icon={<X aria-hidden="true" />}
      pending={remove.isPending}
      className="shadow-md"
      title={adminShopMessages.featuredRemoveConfirmTitle}
      subject={entry.product.name}
      text={adminShopMessages.featuredRemoveConfirm}
      confirmLabel="Remove"
      onConfirm={() => remove.mutate(entry.id)}
      focusAfter={focusAfterRemove}
    />
  );
}
