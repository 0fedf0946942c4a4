import { accountMessages } from '@shop/contract/account-messages';
import { navLinkMessages } from '@shop/contract/nav-links';
import { ChevronDown, ClipboardList, UserRound } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { useDisclosure } from '@/lib/use-disclosure';
import { useOutsidePointer } from '@/lib/use-outside-pointer';
import { AccountLink } from './account-link';

/**
 * The desktop header's account menu (issue 41): the doctor's label and e-mail, as the specification
 * shows them, on a button that opens the account's own pages (My Account, Supply lists), which the
 * bar has no room to show beside Orders, Referrals and Logout. A disclosure, as a site's navigation
 * menu should be (WAI-ARIA APG): a button with `aria-expanded` and a list of links under it, closed
 * by Escape (focus back on the button), a click or focus elsewhere, or a link followed.
 */
export function AccountMenu({ identity }: { identity: ReactNode }) {
  const { open, panelId, close, buttonProps } = useDisclosure();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Following a link (or Back) closes the menu.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    close();
  }
  useOutsidePointer(rootRef, open, close);
  const closeOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Focus in the menu goes back to its button; elsewhere it stays where it is.
    if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    close();
  });
  useEffect(() => {
    if (!open) return;
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative ml-2 border-l pl-3"
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
          close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        {...buttonProps}
        className="flex min-w-0 items-center gap-1.5 rounded-md px-1 py-0.5 hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {identity}
        {/* Named by what it shows, then what it does (WCAG 2.5.3, label in name). */}
        <span className="sr-only">{accountMessages.accountMenu}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 min-w-48 rounded-md border bg-card p-1 text-card-foreground shadow-lg"
      >
        {/* The menu closes on a path change already: onNavigate covers a link to the page already shown. */}
        <ul className="flex flex-col">
          <li>
            <AccountLink to="/account" icon={UserRound} className="w-full justify-start" onNavigate={close}>
              {accountMessages.myAccount}
            </AccountLink>
          </li>
          <li>
            <AccountLink to="/lists" icon={ClipboardList} className="w-full justify-start" onNavigate={close}>
              {navLinkMessages.supplyLists}
            </AccountLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
