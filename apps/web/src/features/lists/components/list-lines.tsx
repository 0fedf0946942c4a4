import { supplyListScreenMessages as s } from '@shop/contract/supply-lists';
import type { PutListItemsBody, SupplyList, SupplyListItem } from '@shop/contract/supply-list-schemas';
import { ArrowDown, ArrowUp, RotateCcw, Save, ShoppingCart, Trash2 } from 'lucide-react';
import { useCallback, useState, type Ref } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/form-field';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { Input } from '@/components/ui/input';
import { MoveButtons } from '@/components/ui/move-buttons';
import { ListTable } from '@/components/ui/paged-list';
import { formatPrice } from '@/lib/format';
import { moveItem } from '@/lib/list-order';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useMoveFocus } from '@/lib/use-move-focus';
import type { CartChangedHandler } from '@/lib/cart-change';
import { usePutListItems } from '../api/lists';
import { CountStockButton } from './count-stock-dialog';
import { draftsOf, lineField, linesChanged, validateLines, type LineDraft } from '../list-form';

const COLUMNS = ['', s.productColumn, s.availableColumn, s.quantityColumn, s.minColumn, s.parColumn, ''];
const NUMERIC = [s.availableColumn];

/** A line's numbers, in their columns' order, each with the accessible name of its input. */
const LINE_NUMBERS = [
  { field: 'quantity', labelOf: s.quantityOf },
  { field: 'minLevel', labelOf: s.minOf },
  { field: 'parLevel', labelOf: s.parOf },
] as const;

/** The form's values: the lines as edited, in their order. */
type LinesValues = { lines: LineDraft[] };

type ListLinesProps = {
  list: SupplyList;
  /** The member may change the list and order from it (not a bookkeeper). */
  editable: boolean;
  /** Add to cart: the lines chosen (none: all), as the list is saved. */
  onAddToCart: (productIds: number[] | undefined) => void;
  addingToCart: boolean;
  /** Add to cart's button: focus comes back to it once the cart panel it opened closes. */
  addButtonRef: Ref<HTMLButtonElement>;
  /** Mirrors the server cart after Count stock (the screen wires this to the cart). */
  onCartChanged: CartChangedHandler;
};

/** What may be ordered now: a number, "In stock" for a product that counts no stock, or "Out of stock". */
function availableText(item: SupplyListItem) {
  if (!item.inStock) return s.outOfStock;
  return item.available === null ? s.notTracked : item.available.toLocaleString('en-US');
}

/** One number of a line: its input, named as the server names the field, with its message under it. */
function LineNumber({
  name,
  label,
  value,
  error,
  disabled,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const errorId = `${name}-error`;
  return (
    <td className="px-3 py-2 align-top">
      <Input
        name={name}
        aria-label={label}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="w-24 text-right tabular-nums"
      />
      <FieldError id={errorId}>{error}</FieldError>
    </td>
  );
}

/**
 * A list's lines as a form (issue 41): each product with what is available now, its quantity, minimum
 * and par level, moved up or down, or removed; Save changes sends them all at once, based on the
 * version read (another member's change in between is a 409: the list is read again). Add all to
 * cart, or the lines chosen, puts the list as saved in the cart.
 */
export function ListLines({
  list,
  editable,
  onAddToCart,
  addingToCart,
  addButtonRef,
  onCartChanged,
}: ListLinesProps) {
  const { version } = list;
  const validate = useCallback((values: LinesValues) => validateLines(values.lines, version), [version]);
  const { values, set, errors, errorCount, formRef, sendWith } = useCheckedForm<
    LinesValues,
    z.output<typeof PutListItemsBody>
  >(() => ({ lines: draftsOf(list) }), validate);
  const drafts = values.lines;
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const save = usePutListItems(list.id);
  const { listRef, keepFocus } = useMoveFocus<HTMLTableSectionElement>(drafts);
  const items = new Map(list.items.map((item) => [item.productId, item]));
  const changed = linesChanged(drafts, list);
  const setLines = (lines: LineDraft[]) => set('lines', lines);
  const edit = (index: number, patch: Partial<LineDraft>) =>
    setLines(drafts.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));
  const onSubmit = sendWith(save);

  const toggle = (productId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(productId);
    else next.delete(productId);
    setChosen(next);
  };

  if (drafts.length === 0 && list.items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed bg-card px-4 py-10 text-center">
        <p className="font-medium">{s.emptyList}</p>
        <p className="mt-1 text-sm text-muted-foreground">{s.emptyListText}</p>
      </div>
    );
  }

  const chosenOnList = [...chosen].filter((productId) => items.has(productId));
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-busy={save.isPending || undefined}
    >
      <FormErrorSummary count={errorCount} />
      <ListTable
        caption={list.name}
        columns={COLUMNS}
        numeric={NUMERIC}
        busy={save.isPending}
        minWidth="min-w-[52rem]"
      >
        <tbody ref={listRef} className="divide-y">
          {drafts.map((draft, index) => {
            const item = items.get(draft.productId);
            if (!item) return null;
            return (
              <tr key={draft.productId}>
                <td className="px-3 py-2 align-top">
                  <Checkbox
                    aria-label={s.chooseLine(item.productName)}
                    checked={chosen.has(item.productId)}
                    disabled={!editable}
                    onChange={(event) => toggle(item.productId, event.target.checked)}
                    className="mt-2.5"
                  />
                </td>
                <td className="px-3 py-2 align-top">
                  <Link to={`/product/${item.productId}`} className="font-medium hover:underline">
                    {item.productName}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {item.sku} · {formatPrice(item.price)}
                  </p>
                </td>
                <td className="px-3 py-2 text-right align-top whitespace-nowrap tabular-nums">
                  <span className="inline-block pt-2">{availableText(item)}</span>
                </td>
                {LINE_NUMBERS.map(({ field, labelOf }) => (
                  <LineNumber
                    key={field}
                    name={lineField(index, field)}
                    label={labelOf(item.productName)}
                    value={draft[field]}
                    error={errors[lineField(index, field)]}
                    disabled={!editable}
                    onChange={(value) => edit(index, { [field]: value })}
                  />
                ))}
                <td className="px-3 py-2 align-top">
                  {editable && (
                    <div className="flex justify-end gap-1">
                      <MoveButtons
                        name={item.productName}
                        itemKey={item.productId}
                        words={['up', 'down']}
                        icons={[ArrowUp, ArrowDown]}
                        index={index}
                        count={drafts.length}
                        onMove={(direction) => {
                          keepFocus(item.productId, direction);
                          setLines(moveItem(drafts, index, direction === 'back' ? index - 1 : index + 1));
                        }}
                      />
                      <Button
                        type="button"
                        variant="outline"
                        size="icon"
                        className="size-8"
                        aria-label={s.removeLine(item.productName)}
                        onClick={() => setLines(drafts.filter((_, at) => at !== index))}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </ListTable>
      {editable && (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <div className="flex flex-wrap items-center gap-2">
            {changed && <p className="text-sm text-muted-foreground">{s.unsaved}</p>}
            <Button
              type="submit"
              variant={changed ? 'default' : 'outline'}
              disabled={!changed || save.isPending}
              busy={save.isPending}
              icon={<Save aria-hidden="true" />}
            >
              {save.isPending ? s.saving : s.saveChanges}
            </Button>
            {changed && (
              <Button
                type="button"
                variant="ghost"
                disabled={save.isPending}
                icon={<RotateCcw aria-hidden="true" />}
                onClick={() => setLines(draftsOf(list))}
              >
                {s.discard}
              </Button>
            )}
          </div>
          <div className="flex flex-col items-stretch gap-1 sm:items-end">
            <div className="flex flex-col gap-2 sm:flex-row">
              <CountStockButton list={list} blocked={changed} onCartChanged={onCartChanged} />
              <Button
                ref={addButtonRef}
                type="button"
                aria-disabled={changed || addingToCart || list.items.length === 0}
                aria-busy={addingToCart}
                busy={addingToCart}
                icon={<ShoppingCart aria-hidden="true" />}
                onClick={() => {
                  if (changed || addingToCart || list.items.length === 0) return;
                  onAddToCart(chosenOnList.length > 0 ? chosenOnList : undefined);
                }}
              >
                {addingToCart
                  ? s.addingToCart
                  : chosenOnList.length > 0
                    ? s.addChosenToCart(chosenOnList.length)
                    : s.addAllToCart}
              </Button>
            </div>
            {changed && <p className="text-xs text-muted-foreground">{s.saveFirst}</p>}
          </div>
        </div>
      )}
    </form>
  );
}
