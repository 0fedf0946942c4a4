import type { Category } from '@shop/contract/catalog';
import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useCategories } from '../../api/get-categories';

type CategorySelectFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Shown while the category list loads (the edit dialog's product already has one). */
  current?: Pick<Category, 'id' | 'name'>;
  disabled?: boolean;
};

/** The category select of the add-product page and the edit dialog; the server's list, in its order. */
export function CategorySelectField({ value, onChange, error, current, disabled }: CategorySelectFieldProps) {
  const categories = useCategories();
  const options = categories.data ?? (current ? [current] : []);
  return (
    <FormField name="categoryId" label="Category" error={error}>
      {(control) => (
        <NativeSelect
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
          disabled={disabled}
          aria-busy={categories.isPending || undefined}
        >
          <option value="">Select a category</option>
          {options.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

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
