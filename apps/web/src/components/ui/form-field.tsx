import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';
import { ChoiceSelect, NativeSelect } from './select';
import { Textarea } from './textarea';

export type FieldControlProps = {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required'?: true;
};

type FormFieldProps = {
  name: string;
  label: string;
  error: string | undefined;
  hint?: string;
  optional?: boolean;
  /** Marks the label with an asterisk (the form says what it means) and the control as required. */
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

/** A field's message, tied to its control by `id` (aria-describedby); nothing while there is none. */
export function FieldError({
  id,
  alert = false,
  children,
}: {
  id?: string;
  alert?: boolean;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <p id={id} role={alert ? 'alert' : undefined} className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}

/** A labelled control whose error and hint are wired to it through aria-invalid/aria-describedby. */
export function FormField({
  name,
  label,
  error,
  hint,
  optional = false,
  required = false,
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        )}
      </Label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** The label, message and hint of a text field; `required` is the control's own (see below). */
type TextFieldProps = Omit<FormFieldProps, 'children' | 'required'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** A control's attributes besides those the field sets: FormField's wiring, the value and its changes. */
type ControlAttributes<Tag extends 'input' | 'textarea'> = Omit<
  ComponentProps<Tag>,
  keyof FieldControlProps | 'value' | 'onChange' | 'children'
>;

/** A text field's props, split: the FormField's, the value's binding, and the control's own attributes. */
function splitTextField<Control extends object>({
  name,
  label,
  error,
  hint,
  optional,
  value,
  onValueChange,
  ...control
}: TextFieldProps & Control) {
  const bind = {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onValueChange(event.target.value),
  };
  return { field: { name, label, error, hint, optional }, bind, control };
}

/**
 * A FormField holding an Input bound to one text value. Every other attribute goes to the input,
 * `required` too (the HTML attribute; the label shows no asterisk: use FormField for that).
 */
export function InputField(props: TextFieldProps & ControlAttributes<'input'>) {
  const { field, bind, control } = splitTextField(props);
  return <FormField {...field}>{(wiring) => <Input {...wiring} {...control} {...bind} />}</FormField>;
}

/** InputField's twin for a Textarea. */
export function TextareaField(props: TextFieldProps & ControlAttributes<'textarea'>) {
  const { field, bind, control } = splitTextField(props);
  return <FormField {...field}>{(wiring) => <Textarea {...wiring} {...control} {...bind} />}</FormField>;
}

/** The FormField's props of a field whose control is any other element. */
type FieldProps = Omit<FormFieldProps, 'children'>;

/** A field's props, split: the FormField's (label, message, hint, optional, required), the control's own. */
function splitField<Control extends object>({
  name,
  label,
  error,
  hint,
  optional,
  required,
  ...control
}: FieldProps & Control) {
  return { field: { name, label, error, hint, optional, required }, control };
}

type TextInputFieldProps = FieldProps &
  Omit<ComponentProps<'input'>, keyof FieldControlProps | 'children' | 'required'>;

/**
 * A FormField holding an uncontrolled Input (a form read on submit): the field's props go to the
 * FormField, every other attribute (type, autoComplete, defaultValue…) to the input.
 */
export function TextField(props: TextInputFieldProps) {
  const { field, control } = splitField(props);
  return <FormField {...field}>{(wiring) => <Input {...wiring} {...control} />}</FormField>;
}

/** A FormField holding a ChoiceSelect: the field's props go to the FormField, the rest to the select. */
export function ChoiceField<Option extends string | number>(
  props: FieldProps & Omit<ComponentProps<typeof ChoiceSelect<Option>>, keyof FieldControlProps | 'required'>,
) {
  const { field, control } = splitField(props);
  return <FormField {...field}>{(wiring) => <ChoiceSelect {...wiring} {...control} />}</FormField>;
}

type SelectFieldProps = FieldProps &
  Omit<ComponentProps<'select'>, keyof FieldControlProps | 'value' | 'onChange' | 'required'> & {
    value: string;
    onValueChange: (value: string) => void;
  };

/**
 * A FormField holding a NativeSelect bound to one value: the options are its children, the field's
 * props go to the FormField, every other attribute to the select.
 */
export function SelectField({ value, onValueChange, ...props }: SelectFieldProps) {
  const { field, control } = splitField(props);
  return (
    <FormField {...field}>
      {(wiring) => (
        <NativeSelect
          {...wiring}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
