import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps, KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** One accessible name per thumb, in value order (e.g. ['Minimum price', 'Maximum price']). */
  thumbLabels: readonly string[];
  /** Read out for each thumb instead of the bare number (e.g. a formatted price). */
  formatValueText?: (value: number) => string;
};

/**
 * A range slider with one keyboard-operable thumb per value (arrows, Page Up/Down, Home/End). The
 * thumbs keep their order: one pushed against its neighbour stops `minStepsBetweenThumbs` short.
 */
export function Slider({
  className,
  thumbLabels,
  formatValueText,
  value,
  defaultValue,
  min = 0,
  max = 100,
  step = 1,
  minStepsBetweenThumbs = 0,
  onValueChange,
  onValueCommit,
  ...props
}: SliderProps) {
  const values = value ?? defaultValue ?? [];
  const gap = minStepsBetweenThumbs * step;

  // Radix moves the first thumb on Home and the last on End, whichever has focus; here Home and End
  // move the focused thumb as far as it may go.
  const onThumbKeyDown = (index: number) => (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    event.stopPropagation();
    const lower = index > 0 ? (values[index - 1] ?? min) + gap : min;
    const upper = index < values.length - 1 ? (values[index + 1] ?? max) - gap : max;
    const next = values.map((v, i) => (i === index ? (event.key === 'Home' ? lower : upper) : v));
    if (next[index] === values[index]) return;
    onValueChange?.(next);
    onValueCommit?.(next);
  };

  return (
    <SliderPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={minStepsBetweenThumbs}
      preserveThumbOrder
      onValueChange={onValueChange}
      onValueCommit={onValueCommit}
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
          onKeyDown={onThumbKeyDown(index)}
          className="block size-5 rounded-full border-2 border-primary bg-card shadow-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
