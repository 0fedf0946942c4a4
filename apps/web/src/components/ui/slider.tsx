import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** One accessible name per thumb, in value order (e.g. ['Minimum price', 'Maximum price']). */
  thumbLabels: readonly string[];
  /** Read out for each thumb instead of the bare number (e.g. a formatted price). */
  formatValueText?: (value: number) => string;
};

/** A range slider with one keyboard-operable thumb per value (arrows, Page Up/Down, Home/End). */
export function Slider({
  className,
  thumbLabels,
  formatValueText,
  value,
  defaultValue,
  ...props
}: SliderProps) {
  const values = value ?? defaultValue ?? [];
  return (
    <SliderPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      className={cn(
        'relative flex w-full touch-none items-center select-none data-[disabled]:opacity-60',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => (
        <SliderPrimitive.Thumb
          // The thumbs are positional: the first is always the lower value.
          key={index}
          aria-label={thumbLabels[index]}
          aria-valuetext={formatValueText?.(thumbValue)}
          className="block size-5 rounded-full border-2 border-primary bg-card shadow-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
