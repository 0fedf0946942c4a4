import { selectItemCount, useCartStore } from '@/features/cart/cart-store';
import { cn } from '@/lib/cn';
import { AccountLinks } from './account-links';
import { CartPanel } from './cart-panel';
import { HeaderSearchSlot } from './header-search-slot';
import { Logo } from './logo';
import { QuickOrderLink } from './quick-order-link';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';
import { useHeaderScroll } from './use-header-scroll';

export function Header() {
  // A change of the cart's count brings the header (and its badge) into view for a moment.
  const { hidden, elevated } = useHeaderScroll(useCartStore(selectItemCount));

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 h-header border-b bg-card/95 backdrop-blur transition-[translate,box-shadow] duration-300',
        // A keyboard user tabbing into a hidden header brings it back.
        hidden && '-translate-y-full focus-within:translate-y-0',
        elevated && 'shadow-md',
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-6 lg:px-8">
        <MobileMenu />
        <Logo />
        <div className="flex flex-1 justify-end md:min-w-0 md:justify-center md:px-4">
          <HeaderSearchSlot />
          <QuickOrderLink variant="icon" />
        </div>
        <nav aria-label="Account" className="hidden md:flex">
          <AccountLinks layout="bar" />
        </nav>
        <ThemeToggle />
        <CartPanel />
      </div>
    </header>
  );
}
