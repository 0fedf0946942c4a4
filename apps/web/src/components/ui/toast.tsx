import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { dismissToast, TOAST_DURATION_MS, useToasts, type ToastItem } from '@/lib/use-toast';

function Toast({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const remainingMs = useRef(TOAST_DURATION_MS);

  // The countdown pauses while the pointer or focus is on the toast, so it can be read and reached.
  useEffect(() => {
    if (!item.open || paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissToast(item.id), remainingMs.current);
    return () => {
      window.clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [item.id, item.open, paused]);

  const destructive = item.variant === 'destructive';
  return (
    <div
      data-state={item.open ? 'open' : 'closed'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg transition-[opacity,transform] duration-300 data-[state=closed]:translate-x-4 data-[state=closed]:opacity-0 data-[state=open]:animate-toast-in',
        destructive
          ? 'border-destructive bg-destructive text-destructive-foreground'
          : 'bg-card text-card-foreground',
      )}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description && <p className="text-sm opacity-90">{item.description}</p>}
        {item.action && (
          <button
            type="button"
            onClick={() => {
              dismissToast(item.id);
              item.action?.onClick();
            }}
            className="mt-1 justify-self-start rounded-md border border-current px-3 py-1 text-sm font-medium hover:bg-foreground/5 focus-visible:outline-2 focus-visible:outline-current"
          >
            {item.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(item.id)}
        className="absolute top-2 right-2 flex size-7 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * The toast area. Both live regions stay mounted so a toast inserted into one is announced; errors
 * interrupt (assertive), confirmations wait their turn (polite).
 */
export function Toaster() {
  const toasts = useToasts();
  const polite = toasts.filter((t) => t.variant !== 'destructive');
  const assertive = toasts.filter((t) => t.variant === 'destructive');

  return (
    <section
      aria-label="Notifications"
      // Phones: under the header, where it covers no control of the page; while the cart panel is
      // open (html[data-cart-open]), just above the panel's footer, clear of its first line and
      // its checkout button. Wider screens: bottom right, beside the panel.
      className="pointer-events-none fixed top-header right-0 z-[100] flex w-full flex-col gap-2 p-4 max-sm:[html[data-cart-open]_&]:top-auto max-sm:[html[data-cart-open]_&]:bottom-(--cart-footer-height) sm:top-auto sm:bottom-0 sm:max-w-sm"
    >
      <div aria-live="polite" aria-atomic="true" className="flex flex-col gap-2">
        {polite.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
      <div aria-live="assertive" aria-atomic="true" className="flex flex-col gap-2">
        {assertive.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}
