import { useId, type ComponentProps } from 'react';
import { Input } from './input';
import { Label } from './label';

type LabelledInputProps = Omit<ComponentProps<typeof Input>, 'id'> & {
  label: string;
  /** The label and input's box: the gap between them. */
  fieldClassName?: string;
};

/** An Input under its label, the two tied by an id of their own; every other attribute goes to the input. */
export function LabelledInput({ label, fieldClassName = 'grid gap-2', ...input }: LabelledInputProps) {
  const id = useId();
  return (
    <div className={fieldClassName}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} />
    </div>
  );
}
