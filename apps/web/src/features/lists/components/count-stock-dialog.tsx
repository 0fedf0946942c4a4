import {
  LIST_QUANTITY_MAX,
  parOrderQuantity,
  supplyListScreenMessages as s,
} from '@shop/contract/supply-lists';
import type { CountStockBody, SupplyList, SupplyListItem } from '@shop/contract/supply-list-schemas';
import { ClipboardList, ShoppingCart } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DialogCancel, DialogFooter, DialogHeader, FormDialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { CartChangedHandler } from '@/lib/cart-change';
import { numberOf } from '@/lib/form';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useCountToCart } from '../api/lists';
import { countField, countedLines, validateCounts, type CountValues } from '../list-form';

/** What a counted line comes to, as typed: its arithmetic, none, or nothing yet (blank or not a count). */
function lineOutcome(line: SupplyListItem, typed: string) {
  if (typed.trim() === '') return { quantity: 0, counted: false, blank: true, text: s.notCounted };
  const onShelf = numberOf(typed);
  const isCount = Number.isInteger(onShelf) && onShelf >= 0 && onShelf <= LIST_QUANTITY_MAX;
  const quantity = isCount ? parOrderQuantity(line, onShelf) : null;
  if (quantity === null || line.parLevel === null)
    return { quantity: 0, counted: false, blank: false, text: '—' };
  return {
    quantity,
    counted: true,
    blank: false,
    text:
      quantity > 0
        ? s.parArithmetic(line.parLevel, onShelf, quantity)
        : s.enoughOnShelf(line.minLevel ?? line.parLevel),
  };
}

type CountStockFormProps = {
  list: SupplyList;
  busy: boolean;
  onSubmit: (body: z.output<typeof CountStockBody>, showErrors: (error: unknown) => void) => void;
};

/**
 * Count stock's form: what is on the shelf of each line with a par level, and beside it what that
 * comes to (par − on shelf, or none), worked out by the rule the server applies when it fills the cart.
 */
function CountStockForm({ list, busy, onSubmit }: CountStockFormProps) {
  const lines = useMemo(() => countedLines(list), [list]);
  const validate = useMemo(() => validateCounts(lines, list.version), [lines, list.version]);
  const form = useCheckedForm<CountValues, z.output<typeof CountStockBody>>(
    () => ({ onShelf: lines.map(() => '') }),
    validate,
  );
  const { values, set, errors } = form;
  const outcomes = lines.map((line, index) => lineOutcome(line, values.onShelf[index] ?? ''));
  const toOrder = outcomes.filter((outcome) => outcome.quantity > 0).length;
  // Said once every count typed is a count, and none comes to anything.
  const nothingToOrder =
    outcomes.some((outcome) => outcome.counted) &&
    outcomes.every((outcome) => outcome.counted || outcome.blank) &&
    toOrder === 0;
  const withoutPar = list.items.filter((item) => item.parLevel === null);

  if (lines.length === 0) {
    return (
      <div className="grid gap-4">
        <DialogHeader title={s.countTitle} description={s.noParLevels} />
        <DialogFooter>
          <DialogCancel>{s.close}</DialogCancel>
        </DialogFooter>
      </div>
    );
  }

  return (
    <DialogForm
      title={s.countTitle}
      description={s.countDescription}
      form={form}
      busy={busy}
      onSubmit={form.submitWith(busy, (body) => onSubmit(body, form.showServerErrors))}
      submitLabel={toOrder > 0 ? s.addCounted(toOrder) : s.addToCart}
      submitIcon={<ShoppingCart aria-hidden="true" />}
    >
      <ul className="grid divide-y rounded-lg border">
        {lines.map((line, index) => {
          const name = countField(index);
          const error = errors[name];
          const outcome = outcomes[index];
          return (
            <li
              key={line.productId}
              className="grid gap-2 px-3 py-2 sm:grid-cols-[minmax(0,1fr)_7rem_12rem] sm:items-start"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{line.productName}</p>
                <p className="text-xs text-muted-foreground">
                  {line.parLevel !== null && s.minAndPar(line.minLevel, line.parLevel)}
                </p>
              </div>
              <div>
                <Input
                  name={name}
                  aria-label={s.onShelfOf(line.productName)}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={s.onShelfColumn}
                  value={values.onShelf[index] ?? ''}
                  aria-invalid={error !== undefined}
                  aria-describedby={error ? `${name}-error` : undefined}
                  onChange={(event) =>
                    set(
                      'onShelf',
                      values.onShelf.map((typed, at) => (at === index ? event.target.value : typed)),
                    )
                  }
                  className="text-right tabular-nums"
                />
                <FieldError id={`${name}-error`}>{error}</FieldError>
              </div>
              <p className="pt-2 text-sm tabular-nums sm:text-right">
                <span className="sr-only">{s.toOrderColumn}: </span>
                {outcome?.text}
              </p>
            </li>
          );
        })}
      </ul>
      <FieldError id="counts-error">{errors.counts}</FieldError>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {nothingToOrder ? s.nothingBelowMinimum : ''}
      </p>
      {withoutPar.length > 0 && (
        <p className="text-xs text-muted-foreground">
          {s.withoutPar(withoutPar.map((item) => item.productName).join(', '))}
        </p>
      )}
    </DialogForm>
  );
}

type CountStockButtonProps = {
  list: SupplyList;
  /** The list has unsaved changes: counting waits for them (the server counts against the list as saved). */
  blocked: boolean;
  onCartChanged: CartChangedHandler;
};

/**
 * Count stock (issue 41, par levels): the member types what is on the shelf; the lines below their
 * minimum go in the cart up to their par level, as Add to cart puts them.
 */
export function CountStockButton({ list, blocked, onCartChanged }: CountStockButtonProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const count = useCountToCart(list.id, (cart, showCart) => {
    // The dialog closes in the same render as the cart opens, so focus ends in the cart.
    setOpen(false);
    onCartChanged(cart, { showCart, returnFocus: () => trigger.current?.focus() });
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      className="sm:max-w-2xl"
      trigger={
        <Button
          ref={trigger}
          variant="outline"
          aria-disabled={blocked}
          icon={<ClipboardList aria-hidden="true" />}
          onClick={(event) => {
            if (blocked) event.preventDefault();
          }}
        >
          {s.countStock}
        </Button>
      }
    >
      {() => (
        <CountStockForm
          list={list}
          busy={count.isPending}
          onSubmit={(body, showErrors) => count.mutate(body, { onError: showErrors })}
        />
      )}
    </FormDialog>
  );
}
