import { MAX_SEARCH_LENGTH } from '@shop/contract/limits';
import {
  RECALL_ACTION_LABELS,
  RECALL_ACTIONS,
  RECALL_CLASS_LABELS,
  RECALL_CLASSES,
  RECALL_REASON_MAX,
  recallMessages as m,
  recallTitle,
} from '@shop/contract/recall';
import type { RecallDetail } from '@shop/contract/recall-schemas';
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogTrigger, type DialogOpenProps } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { ChoiceField, FieldError, FormField, TextareaField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { LoadError } from '@/components/ui/load-error';
import { SearchInput } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { getServerMessage } from '@/lib/api-client';
import { formatDateOnly } from '@/lib/format';
import { useCheckedForm } from '@/lib/use-checked-form';
import { SEARCH_DELAY_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { getProductLotsQueryOptions, searchRecallProductsQueryOptions } from '../api/get-product-lots';
import { useOpenRecall } from '../api/recall-writes';
import { emptyOpenRecall, toggleLot, validateOpenRecall, type OpenRecallValues } from '../recall-form';

type ChosenProduct = NonNullable<OpenRecallValues['product']>;

type OpenRecallDialogProps = DialogOpenProps & {
  /** The button that opens it: focus returns to it when the dialog is cancelled. */
  trigger: ReactNode;
  /** The recall is open: the dialog closes and the caller shows it (focus goes there). */
  onOpened: (recall: RecallDetail) => void;
};

/** Open a recall, in a dialog; a new form each time it opens. */
export function OpenRecallDialog({ open, onOpenChange, trigger, onOpened }: OpenRecallDialogProps) {
  // Once the recall is open its detail takes focus: none goes back to the trigger.
  const opened = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
        onCloseAutoFocus={(event) => {
          if (!opened.current) return;
          opened.current = false;
          event.preventDefault();
        }}
      >
        <OpenRecallForm
          onOpened={(recall) => {
            opened.current = true;
            onOpened(recall);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The recall's form, checked by the contract's OpenRecallBody before it is sent: a lot-tracked
 * product found by name or by a lot number (that lot ticked at once), its lots (one already under a
 * recall cannot be chosen), the reason, the action and the class. The server's 400 field messages go beside their fields; a 404 or a 409 (a lot
 * recalled meanwhile) is the failure toast, and the dialog stays open with the lots read again.
 */
function OpenRecallForm({ onOpened }: { onOpened: (recall: RecallDetail) => void }) {
  const form = useCheckedForm(emptyOpenRecall, validateOpenRecall);
  const { values, set, change, errors, sendingDialog, choice, text } = form;
  const post = useOpenRecall();

  return (
    <DialogForm
      {...sendingDialog(post, onOpened)}
      title={m.openDialogTitle}
      description={m.openDialogDescription}
      submitLabel={m.submit}
      submitIcon={<ShieldAlert aria-hidden="true" />}
    >
      <ProductField
        chosen={values.product}
        error={errors.productId}
        onChoose={(product, lotNumbers) => change({ product, lotNumbers })}
      />
      <LotsField
        product={values.product}
        chosen={values.lotNumbers}
        error={errors.lotNumbers}
        onChange={(lotNumbers) => set('lotNumbers', lotNumbers)}
      />
      <TextareaField {...text('reason')} label={m.reason} maxLength={RECALL_REASON_MAX} rows={4} required />
      <ChoiceField
        {...choice('action', RECALL_ACTIONS, RECALL_ACTION_LABELS, '')}
        label={m.action}
        placeholder={m.chooseAction}
      />
      <ChoiceField
        {...choice('recallClass', RECALL_CLASSES, RECALL_CLASS_LABELS, '')}
        label={m.recallClass}
        placeholder={m.chooseClass}
      />
    </DialogForm>
  );
}

/**
 * The product: a search over the lot-tracked products by name and over every lot number (issue 38),
 * offered as choices, each found by a lot naming the lots that matched (the one chosen stays among
 * them while another search runs). Choosing a product found by the exact lot number typed ticks that
 * lot.
 */
function ProductField({
  chosen,
  error,
  onChoose,
}: {
  chosen: ChosenProduct | null;
  error: string | undefined;
  onChoose: (product: ChosenProduct, lotNumbers: string[]) => void;
}) {
  const [term, setTerm] = useState('');
  const searched = useDebouncedValue(term.trim(), SEARCH_DELAY_MS);
  const search = useQuery(searchRecallProductsQueryOptions(searched));
  const found = (search.data?.products ?? []).map((product) => ({
    id: product.productId,
    name: product.productName,
    matchedLots: product.matchedLots,
  }));
  const choices =
    chosen && !found.some((product) => product.id === chosen.id)
      ? [{ ...chosen, matchedLots: [] }, ...found]
      : found;
  const exactLots = (lots: readonly string[]) =>
    lots.filter((lot) => lot.toLowerCase() === searched.toLowerCase());
  const groupId = useId();

  return (
    <div className="grid gap-2">
      <FormField name="productId" label={m.product} error={error} hint={m.productSearchHint}>
        {(control) => (
          <div className="relative">
            <SearchInput
              {...control}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              // The choices follow the typing; Enter must not submit the form.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              placeholder={m.productPlaceholder}
              autoComplete="off"
              maxLength={MAX_SEARCH_LENGTH}
            />
          </div>
        )}
      </FormField>
      <fieldset aria-busy={search.isFetching} aria-live="polite" className="grid">
        <legend className="sr-only">{m.productResults}</legend>
        {search.isError && choices.length === 0 ? (
          <p className="text-sm text-destructive">{getServerMessage(search.error) ?? m.productsLoadFailed}</p>
        ) : search.isPending ? (
          <Spinner label={m.searchingProducts} />
        ) : choices.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.noProductsFound}</p>
        ) : (
          <ul className="grid max-h-48 gap-0.5 overflow-y-auto rounded-lg border p-1">
            {choices.map((product) => {
              const id = `${groupId}-${product.id}`;
              const matchId = `${id}-lots`;
              const matched = product.matchedLots.length > 0;
              return (
                <li
                  key={product.id}
                  className="group flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted has-checked:bg-accent has-checked:text-accent-foreground"
                >
                  <input
                    id={id}
                    type="radio"
                    name="product"
                    value={product.id}
                    checked={chosen?.id === product.id}
                    onChange={() =>
                      onChoose({ id: product.id, name: product.name }, exactLots(product.matchedLots))
                    }
                    aria-describedby={matched ? matchId : undefined}
                    className="size-4 shrink-0 cursor-pointer accent-primary"
                  />
                  <div className="grid flex-1 gap-0.5">
                    <Label htmlFor={id} className="cursor-pointer leading-snug font-normal">
                      {product.name}
                    </Label>
                    {matched && (
                      <span
                        id={matchId}
                        className="text-xs [overflow-wrap:anywhere] text-muted-foreground group-has-checked:text-accent-foreground"
                      >
                        {m.productLotMatch(product.matchedLots)}
                      </span>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
    </div>
  );
}

/** The chosen product's lots, ticked one by one; nothing to choose from until a product is chosen. */
function LotsField({
  product,
  chosen,
  error,
  onChange,
}: {
  product: ChosenProduct | null;
  chosen: readonly string[];
  error: string | undefined;
  onChange: (lotNumbers: string[]) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={Boolean(error) || undefined}
      className="grid gap-1.5"
    >
      <legend className="mb-1.5 text-sm leading-none font-medium">{m.lots}</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {m.lotsHint}
      </p>
      {product && (
        <LotChoices productId={product.id} chosen={chosen} invalid={Boolean(error)} onChange={onChange} />
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

function LotChoices({
  productId,
  chosen,
  invalid,
  onChange,
}: {
  productId: number;
  chosen: readonly string[];
  invalid: boolean;
  onChange: (lotNumbers: string[]) => void;
}) {
  const lots = useQuery(getProductLotsQueryOptions(productId));
  const id = useId();
  const data = lots.data;
  // A lot recalled meanwhile (the lots are read again after a 409) is no longer chosen.
  useEffect(() => {
    if (!data) return;
    const kept = chosen.filter((lotNumber) =>
      data.lots.some((lot) => lot.lotNumber === lotNumber && lot.recallId === null),
    );
    if (kept.length !== chosen.length) onChange(kept);
  }, [data, chosen, onChange]);

  if (lots.isError && !data) {
    return <LoadError title={m.lotsLoadFailed} size="block" onRetry={() => void lots.refetch()} />;
  }
  if (!data) return <Spinner label={m.loadingLots} />;
  if (data.lots.length === 0) return <p className="text-sm text-muted-foreground">{m.noLotsHeld}</p>;
  return (
    <ul className="grid gap-0.5 rounded-lg border p-1" aria-busy={lots.isFetching || undefined}>
      {data.lots.map((lot, index) => {
        const boxId = `${id}-${index}`;
        const recalled = lot.recallId !== null;
        return (
          <li key={lot.lotNumber} className="flex items-start gap-3 rounded-md px-2 py-1.5">
            <Checkbox
              id={boxId}
              name="lotNumbers"
              value={lot.lotNumber}
              checked={!recalled && chosen.includes(lot.lotNumber)}
              disabled={recalled}
              aria-invalid={invalid || undefined}
              aria-describedby={`${boxId}-details`}
              onChange={(event) => onChange(toggleLot(chosen, lot.lotNumber, event.target.checked))}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor={boxId} className="leading-snug">
                {lot.lotNumber}
              </Label>
              <span
                id={`${boxId}-details`}
                className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground"
              >
                {m.lotOption(formatDateOnly(lot.expiryDate), lot.onHand, lot.shipped)}
                {lot.recallId !== null && (
                  <Badge variant="secondary">{m.lotUnderRecall(recallTitle(lot.recallId))}</Badge>
                )}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
