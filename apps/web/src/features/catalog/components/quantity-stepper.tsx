import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type QuantityStepperProps = {
  value: number;
  onChange: (quantity: number) => void;
  min?: number;
  max: number;
  /** Said under the stepper while it is at `max` (e.g. "Only 3 left"), and by the disabled +. */
  limitNote?: string;
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** − / number / +: decrease is disabled at the minimum, increase at the maximum. */
export function QuantityStepper({ value, onChange, min = 1, max, limitNote }: QuantityStepperProps) {
  const id = useId();
  const noteId = `${id}-limit`;
  const atLimit = limitNote !== undefined && value >= max;
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  const set = (next: number) => {
    const quantity = clamp(next, min, max);
    setText(String(quantity));
    if (quantity !== value) onChange(quantity);
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Quantity</Label>
      <div className="flex w-fit items-center rounded-md border border-input bg-card shadow-xs">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Decrease quantity"
          disabled={value <= min}
          onClick={() => set(value - 1)}
          className="rounded-r-none"
        >
          <Minus aria-hidden="true" />
        </Button>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const typed = Number.parseInt(event.target.value, 10);
            // Follow valid input as it is typed, so the price line and tier update at once.
            if (Number.isFinite(typed) && typed >= min) {
              const quantity = clamp(typed, min, max);
              setShown(quantity);
              if (quantity !== value) onChange(quantity);
            }
          }}
          onBlur={() => set(Number.parseInt(text, 10) || min)}
          className="h-10 w-16 rounded-none border-0 border-x text-center shadow-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label="Increase quantity"
          aria-describedby={atLimit ? noteId : undefined}
          disabled={value >= max}
          onClick={() => set(value + 1)}
          className="rounded-l-none"
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {limitNote !== undefined && (
        <p id={noteId} aria-live="polite" className="min-h-5 text-sm font-medium text-warning-foreground">
          {atLimit ? limitNote : ''}
        </p>
      )}
    </div>
  );
}
