import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';

/** The page frame: header, main and footer. */
export function AppShell({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      {/* The header is fixed, so main starts below its reserved height: no shift when it appears. */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col pt-header focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
