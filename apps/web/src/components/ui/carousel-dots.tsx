import { cn } from '@/lib/cn';

type CarouselDotsProps = {
  count: number;
  /** The index shown; its dot is drawn long and marked aria-current. */
  current: number;
  onSelect: (index: number) => void;
  /** Each dot's accessible name, e.g. "Show slide 2 of 4: Spring offer". */
  label: (index: number) => string;
  /**
   * 'over-image': dark dots on a light pill, legible on any slide background.
   * 'page': the theme's colours, on the page itself.
   */
  tone?: 'over-image' | 'page';
  className?: string;
};

const tones = {
  'over-image': {
    row: 'flex items-center gap-0.5 rounded-full bg-white/90 px-1.5 shadow-sm',
    button: 'size-7 focus-visible:outline-slate-900',
    current: 'w-5 bg-slate-900',
    other: 'w-2 bg-slate-400 group-hover:bg-slate-600',
  },
  page: {
    row: 'flex justify-center gap-1',
    button: 'size-6',
    current: 'w-6 bg-primary',
    other: 'w-2 bg-muted-foreground/40 group-hover:bg-muted-foreground',
  },
} as const;

/**
 * A carousel's dots, one button per slide or page. The hit area is larger than the dot drawn, so a
 * small dot is still easy to tap.
 */
export function CarouselDots({
  count,
  current,
  onSelect,
  label,
  tone = 'page',
  className,
}: CarouselDotsProps) {
  const style = tones[tone];
  return (
    <div className={cn(style.row, className)}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={label(i)}
          aria-current={i === current || undefined}
          onClick={() => onSelect(i)}
          className={cn('group flex items-center justify-center rounded-full', style.button)}
        >
          <span
            aria-hidden="true"
            className={cn(
              'block h-2 rounded-full transition-all',
              i === current ? style.current : style.other,
            )}
          />
        </button>
      ))}
    </div>
  );
}
