import { ChevronRight, House, Package } from 'lucide-react';
import { Link } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useCategories } from '@/features/catalog/api/get-categories';
import { settings } from '@/lib/settings';
import { AccountLinks } from './account-links';

const menuLinkClass =
  'flex items-center justify-between gap-2 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-muted';

function CategoryLinks({ onNavigate }: { onNavigate: () => void }) {
  const categories = useCategories();
  if (categories.isPending) return <Spinner label="Loading categories" className="mx-3 my-2" />;
  if (categories.isError)
    return <p className="px-3 text-sm text-muted-foreground">Categories could not be loaded.</p>;

  return (
    <ul className="grid gap-0.5">
      {categories.data.map((category) => (
        <li key={category.id}>
          <Link to={`/category/${category.slug}`} onClick={onNavigate} className={menuLinkClass}>
            {category.name}
            <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

const HELP_LINKS = [
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
          <Link to="/" onClick={close} className={menuLinkClass}>
            <span className="flex items-center gap-2">
              <House aria-hidden="true" className="size-4" />
              Home
            </span>
          </Link>
          <Link to="/products" onClick={close} className={menuLinkClass}>
            <span className="flex items-center gap-2">
              <Package aria-hidden="true" className="size-4" />
              Products
            </span>
          </Link>
          <h2 className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Categories
          </h2>
          <CategoryLinks onNavigate={close} />
          <h2 className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Help
          </h2>
          <ul className="grid gap-0.5">
            {HELP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={close} className={menuLinkClass}>
                  {link.label}
                  <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t p-3">
          <AccountLinks layout="stack" onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
