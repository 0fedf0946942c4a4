import { PRICE_FILTER } from '@shop/contract/limits';
import { normalizePriceRange, type PriceRange } from '@shop/contract/listing';
import { useId, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';
import { formatCents } from '@/lib/format';

const formatWhole = (amount: number) => formatCents(amount * 100).replace(/\.00$/, '');

type PriceRangeFilterProps = {
  value: PriceRange;
  onChange: (range: PriceRange) => void;
};

/**
 * The price filter (docs/product.md, Catalogue and listings): a two-thumb slider and two number
 * fields that follow the same rules. The slider applies when a thumb is released; a field when it
 * loses focus or on Enter.
 */
export function PriceRangeFilter({ value, onChange }: PriceRangeFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState<PriceRange>(value);
  const [fields, setFields] = useState({ min: String(value[0]), max: String(value[1]) });
  // A new value from the URL (Back, Clear filters) replaces whatever was being edited.
  const [shown, setShown] = useState<PriceRange>(value);
  if (shown[0] !== value[0] || shown[1] !== value[1]) {
    setShown(value);
    setDraft(value);
    setFields({ min: String(value[0]), max: String(value[1]) });
  }

  const commit = (range: PriceRange) => {
    setDraft(range);
    setFields({ min: String(range[0]), max: String(range[1]) });
    if (range[0] !== value[0] || range[1] !== value[1]) onChange(range);
  };

  const commitField = (moved: 'min' | 'max') => {
    const min = fields.min.trim() === '' ? PRICE_FILTER.min : Number(fields.min);
    const max = fields.max.trim() === '' ? PRICE_FILTER.max : Number(fields.max);
    commit(normalizePriceRange(min, max, moved));
  };

  const onFieldKeyDown = (moved: 'min' | 'max') => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitField(moved);
    }
  };

  // The typed ends: each may not pass the other's value less one step.
  const fieldEnds = [
    { end: 'min', label: 'Minimum price', min: PRICE_FILTER.min, max: draft[1] - PRICE_FILTER.step },
    { end: 'max', label: 'Maximum price', min: draft[0] + PRICE_FILTER.step, max: PRICE_FILTER.max },
  ] as const;

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 text-sm font-semibold">Price range</legend>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {formatWhole(draft[0])} – {formatWhole(draft[1])}
      </p>
      <Slider
        min={PRICE_FILTER.min}
        max={PRICE_FILTER.max}
        step={PRICE_FILTER.step}
        // The ends stay at least one step (50) apart.
        minStepsBetweenThumbs={1}
        value={[...draft]}
        onValueChange={([min = draft[0], max = draft[1]]) => setDraft([min, max])}
        onValueCommit={([min = draft[0], max = draft[1]]) => commit(normalizePriceRange(min, max))}
        thumbLabels={['Minimum price', 'Maximum price']}
        formatValueText={formatWhole}
        className="py-2"
      />
      <div className="grid grid-cols-2 gap-3">
        {fieldEnds.map(({ end, label, min, max }) => (
          <div key={end} className="grid gap-1.5">
            <Label htmlFor={`${id}-${end}`} className="text-xs text-muted-foreground">
              {label}
            </Label>
            <Input
              id={`${id}-${end}`}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={PRICE_FILTER.step}
              value={fields[end]}
              onChange={(event) => setFields((f) => ({ ...f, [end]: event.target.value }))}
              onBlur={() => commitField(end)}
              onKeyDown={onFieldKeyDown(end)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
