import { InputField } from '@/components/ui/form-field';
import type { FieldsProps } from './carousel-item-fields';

/**
 * One of the slide's optional short texts (subtitle, button text, badge, discount text): one line of
 * at most `max` characters, with its hint, no autofill.
 */
export function OptionalLineField({
  binding,
  label,
  hint,
  max,
}: {
  /** The field's `text(key)`. */
  binding: ReturnType<FieldsProps['text']>;
  label: string;
  hint: string;
  max: number;
}) {
  return <InputField {...binding} label={label} hint={hint} optional maxLength={max} autoComplete="off" />;
}
