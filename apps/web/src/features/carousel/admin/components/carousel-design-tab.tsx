import { CAROUSEL_BADGE_MAX } from '@shop/contract/admin-carousel-schemas';
import { GRADIENT_MAX_LENGTH, GRADIENT_PRESETS } from '@shop/contract/carousel';
import { useId, type ReactNode } from 'react';
import { FieldError, FormField, TextareaField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { GradientChoice } from '../carousel-form';
import type { FieldsProps } from './carousel-item-fields';
import { OptionalLineField } from './optional-line-field';

function ColorField({
  name,
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const pickerValue = /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#000000';
  return (
    <FormField name={name} label={label} error={error} hint="Pick a color or type a hex value.">
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label} picker`}
            value={pickerValue}
            onChange={(event) => onChange(event.target.value)}
            disabled={disabled}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1"
          />
          <Input
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={7}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            disabled={disabled}
          />
        </div>
      )}
    </FormField>
  );
}

/** The slide's two colours, side by side. */
const COLOR_FIELDS = [
  { name: 'textColor', label: 'Text color' },
  { name: 'badgeColor', label: 'Badge color' },
] as const;

/** The dialog's Design tab: the background, the text and badge colours, the badge's text. */
export function DesignFields({ values, change, errors, disabled, text }: FieldsProps) {
  const group = useId();
  const choose = (choice: GradientChoice) => change({ gradientChoice: choice });
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Background</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {GRADIENT_PRESETS.map((preset) => (
            <GradientOption
              key={preset.name}
              group={group}
              label={preset.name}
              checked={values.gradientChoice === preset.name}
              onChange={() => choose(preset.name)}
              disabled={disabled}
              swatch={<span className="h-8 w-full rounded" style={{ background: preset.value }} />}
            />
          ))}
          <GradientOption
            group={group}
            label="Custom"
            checked={values.gradientChoice === 'custom'}
            onChange={() => choose('custom')}
            disabled={disabled}
            swatch={
              <span className="flex h-8 w-full items-center justify-center rounded border border-dashed text-xs text-muted-foreground">
                CSS
              </span>
            }
          />
        </div>
      </fieldset>
      {values.gradientChoice === 'custom' ? (
        // The server names the field backgroundGradient; the form keeps the custom text apart.
        <TextareaField
          {...text('customGradient')}
          name="backgroundGradient"
          error={errors.backgroundGradient}
          label="Custom gradient"
          hint="A CSS gradient such as linear-gradient(135deg, #667eea 0%, #764ba2 100%); blank for the shop’s own colours."
          optional
          rows={2}
          maxLength={GRADIENT_MAX_LENGTH}
          spellCheck={false}
          className="font-mono"
        />
      ) : (
        <FieldError>{errors.backgroundGradient}</FieldError>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {COLOR_FIELDS.map(({ name, label }) => (
          <ColorField
            key={name}
            name={name}
            label={label}
            value={values[name]}
            onChange={(value) => change({ [name]: value })}
            error={errors[name]}
            disabled={disabled}
          />
        ))}
      </div>
      <OptionalLineField
        binding={text('badgeText')}
        label="Badge text"
        hint="A short label above the title, such as “NEW”."
        max={CAROUSEL_BADGE_MAX}
      />
    </>
  );
}

/** One choice of background: a swatch and its name, a radio of the group. */
function GradientOption({
  group,
  label,
  checked,
  onChange,
  disabled,
  swatch,
}: {
  group: string;
  label: string;
  checked: boolean;
  onChange: () => void;
  disabled: boolean;
  swatch: ReactNode;
}) {
  return (
    <label
      className={cn(
        'grid cursor-pointer gap-1.5 rounded-lg border p-2 text-sm',
        checked && 'border-primary ring-2 ring-primary/30',
      )}
    >
      {swatch}
      <span className="flex items-center gap-1.5">
        <input
          type="radio"
          name={group}
          className="size-4 shrink-0 accent-primary"
          checked={checked}
          onChange={onChange}
          disabled={disabled}
        />
        {label}
      </span>
    </label>
  );
}
