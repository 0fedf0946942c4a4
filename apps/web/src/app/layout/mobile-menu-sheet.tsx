import { ChevronRight, House, Package, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useCategories } from '@/features/catalog/api/get-categories';
import { settings } from '@/lib/settings';
import { AccountLinks } from './account-links';

const menuLinkClass =
  'flex items-center justify-between gap-2 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-muted';

type MenuEntry = { to: string; label: string; icon?: LucideIcon };

/** A menu link: with its icon before the label (a main link), or a chevron after it (a list's). */
function MenuLink({ to, label, icon: Icon, onNavigate }: MenuEntry & { onNavigate: () => void }) {
  return (
    <Link to={to} onClick={onNavigate} className={menuLinkClass}>
      {Icon ? (
        <span className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </span>
      ) : (
        <>
          {label}
          <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
        </>
      )}
    </Link>
  );
}

/** A titled list of links (the categories, Help). */
function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h2 className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      {children}
    </>
  );
}

function MenuList({ links, onNavigate }: { links: readonly MenuEntry[]; onNavigate: () => void }) {
  return (
    <ul className="grid gap-0.5">
      {links.map((link) => (
        <li key={link.to}>
          <MenuLink {...link} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function CategoryLinks({ onNavigate }: { onNavigate: () => void }) {
  const categories = useCategories();
  if (categories.isPending) return <Spinner label="Loading categories" className="mx-3 my-2" />;
  if (categories.isError)
    return <p className="px-3 text-sm text-muted-foreground">Categories could not be loaded.</p>;
  const links = categories.data.map((category) => ({
    to: `/category/${category.slug}`,
    label: category.name,
  }));
  return <MenuList links={links} onNavigate={onNavigate} />;
}

const MAIN_LINKS: readonly MenuEntry[] = [
  { to: '/', label: 'Home', icon: House },
  { to: '/products', label: 'Products', icon: Package },
];

const HELP_LINKS: readonly MenuEntry[] = [
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
];

type MobileMenuSheetProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** A slide-in menu (below the md breakpoint): Home, Products, the categories, FAQ and Contact. */
export function MobileMenuSheet({ open, onOpenChange }: MobileMenuSheetProps) {
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" closeLabel="Close menu">
        <SheetHeader>
          <SheetTitle>{settings.shopName}</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-2 py-3">
          {MAIN_LINKS.map((link) => (
            <MenuLink key={link.to} {...link} onNavigate={close} />
          ))}
          <MenuGroup title="Categories">
            <CategoryLinks onNavigate={close} />
          </MenuGroup>
          <MenuGroup title="Help">
            <MenuList links={HELP_LINKS} onNavigate={close} />
          </MenuGroup>
        </nav>
        <div className="border-t p-3">
          <AccountLinks layout="stack" onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
