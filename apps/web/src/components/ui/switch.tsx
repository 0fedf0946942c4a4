import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * An on/off switch: a native checkbox with the switch role, so it is keyboard- and form-friendly
 * and screen readers announce "on"/"off". Pair it with a <label>.
 */
export function Switch({ className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'role'>) {
  return (
    <input
      type="checkbox"
      role="switch"
      className={cn(
        'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors',
        "before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-card before:shadow-sm before:transition-transform before:content-['']",
        'checked:bg-primary checked:before:translate-x-5',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
