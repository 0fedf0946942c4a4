import { Menu } from 'lucide-react';
import { useState } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { SheetButton } from './sheet-button';

// The menu's content is not needed for the first paint; it loads when first opened (or pointed at).
const menuSheet = lazyWithPreload(() => import('./mobile-menu-sheet').then((m) => m.MobileMenuSheet));

/** The header's menu button (below the md breakpoint) and the slide-in menu it opens. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);

  return (
    <SheetButton
      open={open}
      onOpen={() => setOpen(true)}
      sheet={menuSheet}
      sheetProps={{ open, onOpenChange: setOpen }}
      label="Open menu"
      className="md:hidden"
    >
      <Menu aria-hidden="true" className="size-5" />
    </SheetButton>
  );
}
