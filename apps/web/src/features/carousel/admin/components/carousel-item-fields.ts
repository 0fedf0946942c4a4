import type { FieldErrors } from '@/lib/form';
import type { CarouselFormValues } from '../carousel-form';

/** The keys of the form's values that hold free text (not the choices, switches or the file). */
export type TextKey = {
  [K in keyof CarouselFormValues]: string extends CarouselFormValues[K] ? K : never;
}[keyof CarouselFormValues];

/** The keys of the form's on/off values. */
export type SwitchKey = {
  [K in keyof CarouselFormValues]: CarouselFormValues[K] extends boolean ? K : never;
}[keyof CarouselFormValues];

export type FieldsProps = {
  values: CarouselFormValues;
  change: (patch: Partial<CarouselFormValues>) => void;
  errors: FieldErrors;
  disabled: boolean;
  /** An InputField's or TextareaField's binding to one text value: name, value, message, changes. */
  text: <Key extends TextKey>(
    key: Key,
  ) => {
    name: Key;
    value: string;
    error: string | undefined;
    disabled: boolean;
    onValueChange: (value: string) => void;
  };
  /** A SwitchField's binding to one on/off value. */
  toggle: (key: SwitchKey) => {
    name: SwitchKey;
    checked: boolean;
    disabled: boolean;
    onChange: (checked: boolean) => void;
  };
};

/**
 * The carousel item dialog's fields: `text(key)` spreads into an InputField or a TextareaField (its
 * name, value, message and changes), `toggle(key)` into a SwitchField, so each tab lists only what
 * is its own.
 */
export function fieldBindings(
  values: CarouselFormValues,
  errors: FieldErrors,
  disabled: boolean,
  change: (patch: Partial<CarouselFormValues>) => void,
): FieldsProps {
  return {
    values,
    change,
    errors,
    disabled,
    text: (key) => ({
      name: key,
      value: values[key],
      error: errors[key],
      disabled,
      onValueChange: (value) => change({ [key]: value }),
    }),
    toggle: (key) => ({
      name: key,
      checked: values[key],
      disabled,
      onChange: (checked) => change({ [key]: checked }),
    }),
  };
}
