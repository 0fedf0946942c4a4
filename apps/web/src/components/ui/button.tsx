import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border border-input bg-card shadow-xs hover:bg-muted',
        'outline-destructive':
          'border border-destructive/40 bg-card text-destructive shadow-xs hover:bg-destructive/10',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a router Link) with the button's styles instead of a <button>. */
    asChild?: boolean;
    /** The icon before the text (aria-hidden). */
    icon?: ReactNode;
    /** The action is under way: a spinner takes the icon's place. */
    busy?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  icon,
  busy = false,
  disabled = false,
  onClick,
  onFocus,
  onBlur,
  children,
  ...props
}: ButtonProps) {
  // A button disabled while it has focus (its action under way, say) would drop a keyboard user's
  // focus to the page: it stays focusable instead, marked aria-disabled, and refuses clicks (and a
  // form's submit) until it is enabled again (WCAG 2.4.3).
  const [focused, setFocused] = useState(false);
  const holdsFocus = disabled && focused;
  const classes = cn(buttonVariants({ variant, size, className }));
  if (asChild) {
    return (
      <Slot className={classes} {...props} {...{ disabled, onClick, onFocus, onBlur }}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled && !holdsFocus}
      aria-disabled={holdsFocus || undefined}
      onClick={(event) => {
        if (disabled) event.preventDefault();
        else onClick?.(event);
      }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      {...props}
    >
      {busy ? <Spinner /> : icon}
      {children}
    </button>
  );
}
