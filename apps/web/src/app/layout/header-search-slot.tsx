import { Search, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/features/search/components/search-box';
import { cn } from '@/lib/cn';

/**
 * The header's search: always shown from the md breakpoint; on a phone a button opens it
 * as a bar below the header, so the header row keeps room for the logo and the cart.
 */
export function HeaderSearchSlot() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    // The bar is rendered by the time the frame is drawn; focus lands in its input.
    if (next) window.requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={open ? 'Close search' : 'Open search'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Search aria-hidden="true" className="size-5" />
        )}
      </Button>
      <div
        id={panelId}
        className={cn(
          'md:static md:block md:w-full md:max-w-md md:border-0 md:bg-transparent md:p-0 md:shadow-none',
          open ? 'absolute inset-x-0 top-full border-b bg-card p-3 shadow-md' : 'hidden',
        )}
      >
        <SearchBox label="Header search" inputRef={inputRef} onNavigate={() => setOpen(false)} />
      </div>
    </>
  );
}
