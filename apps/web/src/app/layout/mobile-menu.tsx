import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The menu's content is not needed for the first paint; it loads when first opened (or pointed at).
const menuSheet = lazyWithPreload(() => import('./mobile-menu-sheet').then((m) => m.MobileMenuSheet));

/** The header's menu button (below the md breakpoint) and the slide-in menu it opens. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  // Once shown, the menu stays mounted so it can animate out.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void menuSheet.preload()}
        onFocus={() => void menuSheet.preload()}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <menuSheet.Component open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
