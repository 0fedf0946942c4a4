import { PRODUCT_TIERS_MAX, TIER_QUANTITY_MAX } from '@shop/contract/admin-product-schemas';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatPrice } from '@/lib/format';
import { TierTableHead, tierQuantityLabel } from '../../components/bulk-pricing-table';
import {
  addDraft,
  draftAfter,
  sortTiers,
  tierDiscountError,
  tierUnitPrice,
  type EditorTier,
  type TierDraft,
} from '../product-form';
import type { FieldErrors } from '@/lib/form';

type TierEditorProps = {
  /** The tiers, sorted by minimum quantity. */
  tiers: EditorTier[];
  onChange: (tiers: EditorTier[]) => void;
  /** The product's price when what is typed is a valid one: the tiers' prices follow it. */
  price: string | undefined;
  /**
   * The form's or the server's messages about the tiers: `bulkDiscounts` for the list as a whole,
   * `bulkDiscounts.{i}.discountPercentage` for one tier's discount.
   */
  errors: FieldErrors;
  disabled?: boolean;
};

type DraftFieldProps = {
  id: string;
  label: ReactNode;
  /** The discount (0–100, two decimals, a full row on a phone) rather than a quantity. */
  percent?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  error: string | undefined;
  invalid: boolean;
  /** Other texts that describe it (a range message, a hint), when shown; its own message comes first. */
  describedBy: (string | false | undefined)[];
};

/** One of the next tier's three inputs, with its label above and its message below. */
function DraftField({
  id,
  label,
  percent = false,
  inputRef,
  error,
  invalid,
  describedBy: more,
  ...input
}: DraftFieldProps) {
  const { value, onValueChange, onKeyDown, placeholder } = input;
  return (
    <div
      className={percent ? 'col-span-2 grid content-start gap-1 sm:col-span-1' : 'grid content-start gap-1'}
    >
      <Label
        htmlFor={id}
        className={
          percent ? 'text-xs' : 'flex min-h-8 flex-wrap content-end items-end gap-x-1 text-xs sm:min-h-0'
        }
      >
        {label}
      </Label>
      <Input
        ref={inputRef}
        id={id}
        type="number"
        inputMode={percent ? 'decimal' : 'numeric'}
        min={percent ? 0 : 1}
        max={percent ? 100 : TIER_QUANTITY_MAX}
        step={percent ? 0.01 : 1}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-invalid={invalid}
        aria-describedby={describedBy(
          ...(percent ? [...more, error && `${id}-error`] : [error && `${id}-error`, ...more]),
        )}
        className="h-9"
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function percentLabel(text: string): string {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? `${percentFormat.format(value)}% off` : '—';
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * The bulk tier editor of the add-product page and the edit dialog (docs/product.md, Bulk pricing):
 * minimum and optional maximum quantity, discount and the price it gives; Add Tier (or Enter in a
 * field); each added tier's discount stays editable and the tier can be deleted. Tiers are kept
 * sorted by minimum quantity; after one is added the next draft starts at its maximum plus one, and
 * a draft that shares a quantity with a tier is refused with the contract's message.
 */
export function TierEditor({ tiers, onChange, price, errors, disabled = false }: TierEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<TierDraft>(() => draftAfter(tiers));
  const [draftErrors, setDraftErrors] = useState<FieldErrors>({});
  const [announcement, setAnnouncement] = useState('');
  const minInput = useRef<HTMLInputElement>(null);

  // A refused draft: focus moves to the field to fix after the render that describes it.
  const [focusRequest, setFocusRequest] = useState<{ elementId: string }>();
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.elementId)?.focus();
  }, [focusRequest]);

  const draftPrice = tierUnitPrice(price, draft.discountPercentage);
  const listError = errors.bulkDiscounts;
  const full = tiers.length >= PRODUCT_TIERS_MAX;

  const draftIds = {
    min: `${id}-min`,
    max: `${id}-max`,
    percent: `${id}-percent`,
    price: `${id}-price`,
    range: `${id}-range`,
    hint: `${id}-hint`,
  };
  const editDraft = (field: keyof TierDraft, value: string) => {
    setDraft({ ...draft, [field]: value });
    if (draftErrors[field] || draftErrors.range) {
      const { [field]: _edited, range: _range, ...rest } = draftErrors;
      setDraftErrors(rest);
    }
  };

  const addTier = () => {
    const result = addDraft(tiers, draft);
    if (!result.ok) {
      setDraftErrors(result.errors);
      setAnnouncement('');
      const field = (['minQuantity', 'maxQuantity', 'discountPercentage'] as const).find(
        (f) => result.errors[f],
      );
      const fieldIds = {
        minQuantity: draftIds.min,
        maxQuantity: draftIds.max,
        discountPercentage: draftIds.percent,
      };
      setFocusRequest({ elementId: field ? fieldIds[field] : draftIds.min });
      return;
    }
    const added = result.tiers.find((tier) => !tiers.includes(tier));
    onChange(result.tiers);
    setDraft(draftAfter(result.tiers));
    setDraftErrors({});
    if (added) {
      setAnnouncement(
        `Tier added: ${tierQuantityLabel(added)}, ${percentLabel(added.discountPercentage)}. ${pluralTiers(result.tiers.length)}.`,
      );
    }
    minInput.current?.focus();
  };

  const removeTier = (tier: EditorTier) => {
    const next = tiers.filter((t) => t !== tier);
    onChange(next);
    // A suggested minimum follows the tiers; one the admin typed stays.
    if (draft.minQuantity === draftAfter(tiers).minQuantity) {
      setDraft({ ...draft, minQuantity: draftAfter(next).minQuantity });
    }
    setAnnouncement(`Tier ${tierQuantityLabel(tier)} deleted. ${pluralTiers(next.length)}.`);
    // The deleted row's button is gone: focus goes where the next tier is written.
    minInput.current?.focus();
  };

  const editPercent = (tier: EditorTier, value: string) => {
    onChange(sortTiers(tiers.map((t) => (t === tier ? { ...t, discountPercentage: value } : t))));
  };

  // Enter in a draft field adds the tier instead of submitting the product form.
  const onDraftKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addTier();
  };

  const error = (field: keyof TierDraft) => draftErrors[field];
  const openEnded = draft.minQuantity === '' && tiers.length > 0;

  return (
    <fieldset
      className="grid min-w-0 gap-4"
      aria-describedby={listError ? `${id}-list-error` : undefined}
      disabled={disabled}
    >
      <legend className="sr-only">Bulk pricing tiers</legend>

      <FieldError id={`${id}-list-error`} alert>
        {listError}
      </FieldError>

      {tiers.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No bulk tiers yet: every quantity is sold at the product price.
        </p>
      ) : (
        <ol aria-label="Bulk pricing tiers" className="grid gap-2">
          {tiers.map((tier, index) => {
            const name = `bulkDiscounts.${index}.discountPercentage`;
            const inputId = `${id}-tier-${tier.key}`;
            const rowError = tierDiscountError(tier) ?? errors[name];
            const unitPrice = tierUnitPrice(price, tier.discountPercentage);
            const label = tierQuantityLabel(tier);
            return (
              <li
                key={tier.key}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-3 gap-y-2 rounded-lg border bg-card p-3 sm:grid-cols-[7rem_minmax(0,9rem)_minmax(0,1fr)_auto]"
              >
                <p className="col-start-1 row-start-1 self-center text-sm">
                  <span className="block text-xs text-muted-foreground">Tier {index + 1}</span>
                  <span className="font-semibold tabular-nums">{label}</span>
                  <span className="sr-only"> units</span>
                </p>
                <div className="col-start-1 row-start-2 grid max-w-40 gap-1 sm:col-start-2 sm:row-start-1">
                  <Label htmlFor={inputId} className="text-xs">
                    <span className="sr-only">
                      Tier {index + 1} ({label}){' '}
                    </span>
                    Discount %
                  </Label>
                  <Input
                    id={inputId}
                    name={name}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={100}
                    step={0.01}
                    value={tier.discountPercentage}
                    onChange={(event) => editPercent(tier, event.target.value)}
                    aria-invalid={Boolean(rowError)}
                    aria-describedby={describedBy(rowError && `${inputId}-error`)}
                    className="h-9"
                  />
                </div>
                <p className="col-start-2 row-start-2 pb-2 text-right text-sm sm:col-start-3 sm:row-start-1 sm:self-center sm:pb-0 sm:text-left">
                  <span className="block text-xs text-muted-foreground">New price</span>
                  <span className="font-semibold tabular-nums">
                    {unitPrice ? formatPrice(unitPrice) : '—'}
                  </span>
                </p>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => removeTier(tier)}
                  className="col-start-2 row-start-1 self-center justify-self-end text-destructive hover:bg-destructive/10 sm:col-start-4"
                >
                  <Trash2 aria-hidden="true" />
                  <span className="sr-only">
                    Delete tier {index + 1} ({label})
                  </span>
                </Button>
                {rowError && (
                  <div className="col-span-full row-start-3 sm:row-start-2">
                    <FieldError id={`${inputId}-error`}>{rowError}</FieldError>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}

      <div className="grid gap-3 rounded-lg border border-dashed p-3">
        <p className="text-sm font-medium">{full ? 'New tier' : `New tier (tier ${tiers.length + 1})`}</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <DraftField
            id={draftIds.min}
            label="Min quantity"
            inputRef={minInput}
            value={draft.minQuantity}
            onValueChange={(value) => editDraft('minQuantity', value)}
            onKeyDown={onDraftKeyDown}
            error={error('minQuantity')}
            invalid={Boolean(error('minQuantity') ?? draftErrors.range)}
            describedBy={[draftErrors.range && draftIds.range, openEnded && draftIds.hint]}
          />
          <DraftField
            id={draftIds.max}
            label={
              <>
                Max quantity <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            placeholder="No limit"
            value={draft.maxQuantity}
            onValueChange={(value) => editDraft('maxQuantity', value)}
            onKeyDown={onDraftKeyDown}
            error={error('maxQuantity')}
            invalid={Boolean(error('maxQuantity') ?? draftErrors.range)}
            describedBy={[draftErrors.range && draftIds.range]}
          />
          <DraftField
            id={draftIds.percent}
            label="Discount %"
            percent
            value={draft.discountPercentage}
            onValueChange={(value) => editDraft('discountPercentage', value)}
            onKeyDown={onDraftKeyDown}
            error={error('discountPercentage')}
            invalid={Boolean(error('discountPercentage'))}
            describedBy={[draftIds.price]}
          />
        </div>
        <FieldError id={draftIds.range} alert>
          {draftErrors.range}
        </FieldError>
        {openEnded && (
          <p id={draftIds.hint} className="text-xs text-muted-foreground">
            The last tier has no maximum quantity; a new tier needs a range below it.
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id={draftIds.price} className="text-sm">
            <span className="text-muted-foreground">New price: </span>
            <span className="font-semibold tabular-nums">{draftPrice ? formatPrice(draftPrice) : '—'}</span>
          </p>
          <Button type="button" variant="outline" size="sm" onClick={addTier} disabled={full}>
            <Plus aria-hidden="true" />
            Add Tier
          </Button>
        </div>
      </div>

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {tiers.length > 0 && <PricingPreview tiers={tiers} price={price} />}
    </fieldset>
  );
}

const pluralTiers = (count: number) => `${count} ${count === 1 ? 'tier' : 'tiers'}`;

/** What a doctor will pay at each quantity, as the product page will show it. */
function PricingPreview({ tiers, price }: { tiers: readonly EditorTier[]; price: string | undefined }) {
  if (price === undefined) {
    return <p className="text-sm text-muted-foreground">Enter a valid price to preview the tier prices.</p>;
  }
  const first = tiers[0];
  const rows = [
    ...(first && first.minQuantity > 1
      ? [
          {
            key: 'base',
            label: tierQuantityLabel({ minQuantity: 1, maxQuantity: first.minQuantity - 1 }),
            discount: 'Product price',
            unit: price,
          },
        ]
      : []),
    ...tiers.map((tier) => ({
      key: tier.key,
      label: tierQuantityLabel(tier),
      discount: percentLabel(tier.discountPercentage),
      unit: tierUnitPrice(price, tier.discountPercentage),
    })),
  ];
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="border-b bg-muted/60 px-3 py-2 text-left font-semibold">Pricing preview</caption>
        <TierTableHead
          rowClassName="border-b text-left text-xs text-muted-foreground"
          cellClassName="px-3 py-2"
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b last:border-b-0">
              <th scope="row" className="px-3 py-2 text-left font-medium tabular-nums">
                {row.label}
              </th>
              <td className="px-3 py-2">{row.discount}</td>
              <td className="px-3 py-2 text-right tabular-nums">{row.unit ? formatPrice(row.unit) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
