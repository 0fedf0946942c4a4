import { useId, type ReactNode } from 'react';
import { Label } from './label';

export type FieldControlProps = {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  name: string;
  label: string;
  error: string | undefined;
  hint?: string;
  optional?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled control whose error and hint are wired to it through aria-invalid/aria-describedby. */
export function FormField({ name, label, error, hint, optional = false, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      {children({ id, name, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
