import { useId } from 'react';
import { Label } from './label';
import { Switch } from './switch';

type SwitchFieldProps = {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** An on/off field with its label and a line saying what it does. */
export function SwitchField({ name, label, hint, checked, onChange, disabled }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border p-3">
      <Switch
        id={id}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
