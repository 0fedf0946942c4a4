import { adminCarouselMessages as m } from '@shop/contract/admin-carousel-messages';
import type { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import { catalogMessages } from '@shop/contract/messages';
import { ArrowDown, ArrowRight, ArrowUp, GalleryHorizontal, Pencil, Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { StruckPrice } from '@/components/struck-price';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeleteButton } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { ListEmpty, ListLoading, QueryView } from '@/components/ui/list-states';
import { MoveButtons } from '@/components/ui/move-buttons';
import { StoredImage } from '@/components/ui/stored-image';
import { Switch } from '@/components/ui/switch';
import { formatPrice, pluralize } from '@/lib/format';
import { moveItem } from '@/lib/list-order';
import { useMoveFocus, type MoveDirection } from '@/lib/use-move-focus';
import { useDeleteCarouselItem } from '../api/delete-carousel-item';
import { useAdminCarousel } from '../api/get-admin-carousel';
import { useReorderCarousel } from '../api/reorder-carousel';
import { useUpdateCarouselItem } from '../api/update-carousel-item';
import { CarouselItemDialog } from './carousel-item-dialog';

type DialogState = { open: false } | { open: true; item: HeroCarouselItem | null };

/**
 * The dashboard's Carousel Management tab (docs/product.md, Hero carousel items): every item in the
 * home page's order, inactive ones too; add, edit, delete after a confirmation, an Active switch on
 * each, and move up/down to change the order (buttons, so the keyboard can; the moved item's button
 * keeps the focus).
 */
export function CarouselTab() {
  const carousel = useAdminCarousel();
  const reorder = useReorderCarousel('hero');
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const items = carousel.data;
  const { listRef, keepFocus } = useMoveFocus<HTMLOListElement>(items?.map((item) => item.id).join(','));

  const move = (from: number, direction: MoveDirection) => {
    if (!items) return;
    const to = direction === 'back' ? from - 1 : from + 1;
    const item = items[from];
    if (!item || to < 0 || to >= items.length) return;
    keepFocus(item.id, direction);
    reorder.mutate(moveItem(items, from, to).map((entry) => entry.id));
    setAnnouncement(`${item.title} moved to position ${to + 1} of ${items.length}.`);
  };

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 ref={heading} tabIndex={-1} id={headingId} className="text-lg font-semibold outline-none">
            Hero carousel
          </h2>
          {items && <Badge variant="secondary">{pluralize(items.length, 'item')}</Badge>}
        </div>
        <Button size="sm" onClick={() => setDialog({ open: true, item: null })}>
          <Plus aria-hidden="true" />
          Add Item
        </Button>
      </div>
      <p className="mb-5 text-sm text-muted-foreground">
        The home page shows the active items in this order, each for its display duration.
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <QueryView
        query={carousel}
        error={{ title: catalogMessages.fetchCarouselFailed, size: 'block' }}
        loading={<ListLoading label="Loading carousel items" />}
      >
        {(shown) =>
          shown.length === 0 ? (
            <ListEmpty icon={GalleryHorizontal} text={m.empty} />
          ) : (
            <ol ref={listRef} aria-label="Carousel items in order" className="grid gap-3">
              {shown.map((item, index) => (
                <li key={item.id}>
                  <CarouselItemRow
                    item={item}
                    index={index}
                    count={shown.length}
                    onMove={(direction) => move(index, direction)}
                    onEdit={() => setDialog({ open: true, item })}
                    focusAfterDelete={() => heading.current?.focus()}
                  />
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
      {dialog.open && (
        <CarouselItemDialog
          item={dialog.item}
          open
          onOpenChange={(open) => {
            if (!open) setDialog({ open: false });
          }}
        />
      )}
    </section>
  );
}

/** The discount as the list shows it: the text plus ' off' (docs/product.md, Hero carousel items), else the percentage. */
function discountText(item: HeroCarouselItem): string | null {
  if (item.discount) return `${item.discount} off`;
  return item.discountPercentage > 0 ? `${item.discountPercentage}% off` : null;
}

function CarouselItemRow({
  item,
  index,
  count,
  onMove,
  onEdit,
  focusAfterDelete,
}: {
  item: HeroCarouselItem;
  index: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
  onEdit: () => void;
  /** Where focus goes once a delete is confirmed: the row leaves with its Delete button. */
  focusAfterDelete: () => void;
}) {
  const toggle = useUpdateCarouselItem();
  const remove = useDeleteCarouselItem();
  const switchId = useId();
  // The switch shows the change asked for while it is being saved.
  const active = toggle.isPending ? toggle.variables.body.isActive !== false : item.isActive;
  const discount = discountText(item);

  return (
    <article
      aria-label={item.title}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:flex-row sm:items-start"
    >
      <div className="flex aspect-[3/2] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted sm:w-40">
        {item.imageUrl ? (
          <StoredImage
            src={item.imageUrl}
            widths={[160, 320]}
            sizes="160px"
            width={160}
            height={107}
            alt=""
            className="size-full object-cover"
          />
        ) : (
          <span className="text-sm text-muted-foreground">{m.noImage}</span>
        )}
      </div>

      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-muted-foreground tabular-nums">#{index + 1}</span>
          <h3 className="min-w-0 font-semibold break-words">{item.title}</h3>
          <Badge variant={item.isActive ? 'default' : 'outline'}>
            {item.isActive ? m.active : m.inactive}
          </Badge>
        </div>
        <p className="line-clamp-2 text-sm break-words text-muted-foreground">{item.description}</p>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold">{formatPrice(item.price)}</span>
          {item.originalPrice && <StruckPrice price={item.originalPrice} className="text-muted-foreground" />}
          {discount && <span className="font-medium text-destructive">{discount}</span>}
          {item.ctaText && (
            <span className="inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs">
              <span className="sr-only">Button: </span>
              {item.ctaText}
              <ArrowRight aria-hidden="true" className="size-3" />
            </span>
          )}
        </div>
        {item.link && (
          <p className="text-xs break-words text-muted-foreground">
            Links to {item.link.kind === 'path' ? item.link.path : item.link.name}
            {item.link.kind === 'product' && !item.priceOverride && ' (its current price)'}
          </p>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-2 sm:w-56 sm:justify-end">
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            aria-label={`Active: ${item.title}`}
            checked={active}
            disabled={toggle.isPending}
            onChange={(event) => toggle.mutate({ id: item.id, body: { isActive: event.target.checked } })}
          />
          <Label htmlFor={switchId} className="text-sm">
            Active
          </Label>
        </div>
        <div className="flex gap-1">
          <MoveButtons
            name={item.title}
            itemKey={item.id}
            words={['up', 'down']}
            icons={[ArrowUp, ArrowDown]}
            index={index}
            count={count}
            onMove={onMove}
          />
        </div>
        <Button variant="outline" size="sm" aria-label={`Edit ${item.title}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <DeleteButton
          name={item.title}
          pending={remove.isPending}
          title={m.deleteConfirmTitle}
          text={m.deleteConfirm}
          onConfirm={() => remove.mutate(item.id)}
          focusAfter={focusAfterDelete}
        />
      </div>
    </article>
  );
}
