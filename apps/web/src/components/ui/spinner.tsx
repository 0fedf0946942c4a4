import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

type SpinnerProps = {
  /** Read by screen readers; omit when a visible text already says what is loading. */
  label?: string;
  className?: string;
};

export function Spinner({ label, className }: SpinnerProps) {
  if (!label) return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-primary', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Holds a page's place while its data loads, tall enough that the footer does not jump. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} className="size-8" />
    </div>
  );
}
