import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from './input';
import { Label } from './label';

/**
 * The browser's own <select>, styled like the other fields: it is keyboard- and screen-reader-friendly
 * everywhere and opens the platform picker on phones, at no JavaScript cost.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(fieldClasses, 'h-10 appearance-none py-2 pr-9')} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

/**
 * A select's options for the server's rows (categories, brands, lists): the empty first choice, then
 * each row by its id, in the server's order.
 */
export function RowOptions({
  emptyChoice,
  rows,
}: {
  emptyChoice: string;
  rows: readonly { id: number; name: string }[];
}) {
  return (
    <>
      <option value="">{emptyChoice}</option>
      {rows.map((row) => (
        <option key={row.id} value={String(row.id)}>
          {row.name}
        </option>
      ))}
    </>
  );
}

type ChoiceSelectProps<Option extends string | number> = ComponentProps<'select'> & {
  /** The empty first choice ("Select a specialty"), which a required field's rule refuses. */
  placeholder: string;
  options: readonly Option[];
  /** An option's text; the option itself by default. */
  optionLabel?: (option: Option) => string;
};

/** A NativeSelect of `options` after an empty first choice. */
export function ChoiceSelect<Option extends string | number>({
  placeholder,
  options,
  optionLabel = String,
  ...props
}: ChoiceSelectProps<Option>) {
  return (
    <NativeSelect {...props}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </NativeSelect>
  );
}

type FilterSelectProps<Option extends string> = Omit<ChoiceSelectProps<Option>, 'value' | 'onChange'> & {
  /** The option chosen, or '' for none (the placeholder: "All statuses"). */
  value: Option | '';
  onValueChange: (value: Option | '') => void;
};

/** A list's filter: one of `options` or none, its choice typed (anything else reads as none). */
export function FilterSelect<Option extends string>({
  value,
  onValueChange,
  options,
  ...props
}: FilterSelectProps<Option>) {
  return (
    <ChoiceSelect
      {...props}
      options={options}
      value={value}
      onChange={(event) => onValueChange(options.find((option) => option === event.target.value) ?? '')}
    />
  );
}

/** A FilterSelect with its label above it, as the admin lists' filter rows lay them out. */
export function FilterSelectField<Option extends string>({
  label,
  ...props
}: Omit<FilterSelectProps<Option>, 'id'> & { label: ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <FilterSelect id={id} {...props} />
    </div>
  );
}
