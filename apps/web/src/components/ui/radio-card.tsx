import { useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * One choice of a radio group, drawn as a card: its label in bold, an optional hint under it (tied
 * to the radio by aria-describedby), a ring while chosen. Put the group in a fieldset with a legend.
 */
export function RadioCard(props: {
  /** The group's name: one radio of a name is checked at a time. */
  name: string;
  label: string;
  hint?: string | undefined;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
}) {
  const id = useId();
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
        props.checked && 'border-primary ring-2 ring-primary/30',
        props.disabled && 'cursor-not-allowed opacity-70',
      )}
    >
      <input
        type="radio"
        name={props.name}
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChoose}
        aria-describedby={props.hint ? id : undefined}
      />
      <span className="grid gap-1">
        <span className="font-medium">{props.label}</span>
        {props.hint && (
          <span id={id} className="text-muted-foreground">
            {props.hint}
          </span>
        )}
      </span>
    </label>
  );
}
