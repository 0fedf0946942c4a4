import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import type { FeaturedEntry } from '@shop/contract/catalog-schemas';
import { adminFeaturedMessages } from '@shop/contract/admin-messages';
import { ArrowDown, ArrowUp, ArrowUpDown, Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { DialogCancel, DialogHeader, FormDialog } from '@/components/ui/dialog';
import { MoveButtons } from '@/components/ui/move-buttons';
import { getServerMessage } from '@/lib/api-client';
import { moveItem, sameOrder } from '@/lib/list-order';
import { useMoveFocus, type MoveDirection } from '@/lib/use-move-focus';
import { useAddFeaturedEntry } from '../api/add-featured-entry';
import { useRemoveFeaturedEntry } from '../api/remove-featured-entry';
import { useReorderCarousel } from '../api/reorder-carousel';
import { ProductSearchPicker, ProductThumb } from './product-search-picker';

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
  const [conflict, setConflict] = useState<string>();
  const add = useAddFeaturedEntry();
  const featuredIds = new Set(entries.map((entry) => entry.product.id));

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
      <ProductSearchPicker
        notice={conflict && <Alert variant="destructive">{conflict}</Alert>}
        action={(product) =>
          featuredIds.has(product.id) ? (
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
          )
        }
      />
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
