import { CAROUSEL_SORT_ORDER_MAX, DISPLAY_DURATION } from '@shop/contract/admin-carousel-schemas';
import { InputField, SelectField } from '@/components/ui/form-field';
import { SwitchField } from '@/components/ui/switch-field';
import type { AnimationType } from '../carousel-form';
import type { FieldsProps } from './carousel-item-fields';

const ANIMATIONS: { value: AnimationType; label: string }[] = [
  { value: 'fade', label: 'Fade' },
  { value: 'slide', label: 'Slide' },
  { value: 'zoom', label: 'Zoom' },
  { value: 'none', label: 'None' },
];

/** The dialog's Behavior tab: the animation, the display duration, the sort order and Active. */
export function BehaviorFields({ values, change, errors, disabled, text, toggle }: FieldsProps) {
  return (
    <>
      <SelectField
        name="animationType"
        label="Animation"
        error={errors.animationType}
        hint="How the slide enters on the home page; visitors who ask for reduced motion see it without."
        value={values.animationType}
        onValueChange={(chosen) => {
          const next = ANIMATIONS.find((a) => a.value === chosen);
          if (next) change({ animationType: next.value });
        }}
        disabled={disabled}
      >
        {ANIMATIONS.map((animation) => (
          <option key={animation.value} value={animation.value}>
            {animation.label}
          </option>
        ))}
      </SelectField>
      <InputField
        {...text('displayDuration')}
        label="Display duration (ms)"
        hint={`${DISPLAY_DURATION.min}–${DISPLAY_DURATION.max} ms in steps of ${DISPLAY_DURATION.step}; ${DISPLAY_DURATION.default} is 5 seconds.`}
        type="number"
        inputMode="numeric"
        min={DISPLAY_DURATION.min}
        max={DISPLAY_DURATION.max}
        step={DISPLAY_DURATION.step}
      />
      <InputField
        {...text('sortOrder')}
        label="Sort order"
        hint="Lower numbers show first; the tab’s move up and down buttons renumber the items."
        type="number"
        inputMode="numeric"
        min={0}
        max={CAROUSEL_SORT_ORDER_MAX}
        step={1}
      />
      <SwitchField label="Active" hint="Shown in the home page’s carousel." {...toggle('isActive')} />
    </>
  );
}
