import { useId, type ReactNode } from 'react';
import { Checkbox } from './checkbox';

type ConfirmCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** What ticking it confirms: its label. */
  children: ReactNode;
};

/**
 * A box the admin ticks to go ahead with a step the screen warned about (an import's large price
 * changes, a refrigerated shipment on another day), its words as its label.
 */
export function ConfirmCheckbox({ checked, onChange, disabled, children }: ConfirmCheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
      />
      <label htmlFor={id} className="cursor-pointer text-sm font-medium">
        {children}
      </label>
    </div>
  );
}
