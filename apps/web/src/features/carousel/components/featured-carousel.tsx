import type { FeaturedEntry, Product } from '@shop/contract/catalog-schemas';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CarouselDots } from '@/components/ui/carousel-dots';
import { cn } from '@/lib/cn';
import { useHoverOrFocus } from '@/lib/use-hover-or-focus';
import { useMediaQuery, usePrefersReducedMotion } from '@/lib/use-media-query';
import { useFeaturedCarousel } from '../api/get-featured-carousel';

/** The featured carousel moves on every 4 s (docs/product.md, Header, carousels and toasts). */
const ADVANCE_MS = 4000;
/** Card widths per breakpoint; keep in step with `usePerPage`. */
const SLOT_CLASS = 'w-full shrink-0 px-2 sm:w-1/2 lg:w-1/3';

/** Decision 009: 3 cards per page on a desktop; 2 on a tablet and 1 on a phone, where 3 would not fit. */
function usePerPage(): number {
  const desktop = useMediaQuery('(min-width: 1024px)');
  const tablet = useMediaQuery('(min-width: 640px)');
  return desktop ? 3 : tablet ? 2 : 1;
}

/** An admin's controls: Add product under the heading, the empty state, Remove on each card. */
export type FeaturedAdminSlots = {
  Toolbar: ComponentType<{ entries: readonly FeaturedEntry[] }>;
  empty: ReactNode;
  EntryActions: ComponentType<{ entry: FeaturedEntry; focusAfterRemove: () => void }>;
};

/** The catalogue's product card and its loading placeholder: the screen hands them in. */
export type FeaturedCards = {
  Card: ComponentType<{ product: Product }>;
  Skeleton: ComponentType;
};

/**
 * Home: featured products, a page at a time, moving on by itself every 4 s unless the
 * pointer or focus is on it (or the visitor prefers reduced motion). Shoppers see nothing when there
 * are none; an admin sees the section with its controls (lazily loaded slots).
 */
export function FeaturedCarousel({
  cards: { Card, Skeleton },
  admin,
}: {
  cards: FeaturedCards;
  admin?: FeaturedAdminSlots | undefined;
}) {
  const featured = useFeaturedCarousel();
  const perPage = usePerPage();
  const reducedMotion = usePrefersReducedMotion();
  const [requestedPage, setPage] = useState(0);
  const attention = useHoverOrFocus();
  // A removed entry's card leaves with its Remove button: focus goes to the section's heading.
  const heading = useRef<HTMLHeadingElement>(null);

  const entries = featured.data ?? [];
  const pageCount = Math.max(1, Math.ceil(entries.length / perPage));
  // A resize can leave fewer pages than the one shown.
  const page = Math.min(requestedPage, pageCount - 1);
  // The last page is filled from the end, so it never shows an empty slot.
  const first = Math.max(0, Math.min(page * perPage, entries.length - perPage));
  const paused = attention.engaged || reducedMotion || pageCount < 2;

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setPage((page + 1) % pageCount), ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [paused, page, pageCount]);

  const empty = featured.isSuccess && entries.length === 0;
  if (featured.isError || (empty && !admin)) return null;

  const go = (next: number) => setPage((next + pageCount) % pageCount);

  return (
    <section
      aria-labelledby="featured-title"
      aria-roledescription="carousel"
      className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
      {...attention.handlers}
    >
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2
            ref={heading}
            tabIndex={-1}
            id="featured-title"
            className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
          >
            Featured products
          </h2>
          <p className="mt-1 text-muted-foreground">Popular with clinics this season.</p>
          {admin && (
            <div className="mt-3">
              <admin.Toolbar entries={entries} />
            </div>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous featured products"
            disabled={pageCount < 2}
            onClick={() => go(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next featured products"
            disabled={pageCount < 2}
            onClick={() => go(page + 1)}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>

      <div className="-mx-2 overflow-hidden">
        {empty ? (
          <div className="px-2">{admin?.empty}</div>
        ) : featured.isPending ? (
          <div className="flex">
            {Array.from({ length: 3 }, (_, i) => (
              <div
                key={i}
                className={cn(SLOT_CLASS, i === 1 && 'hidden sm:block', i === 2 && 'hidden lg:block')}
              >
                <Skeleton />
              </div>
            ))}
          </div>
        ) : (
          <div
            aria-live={paused ? 'polite' : 'off'}
            className="flex transition-transform duration-500 ease-out"
            style={{ transform: `translateX(-${(first * 100) / perPage}%)` }}
          >
            {entries.map((entry, index) => {
              const visible = index >= first && index < first + perPage;
              return (
                <div
                  key={entry.id}
                  role="group"
                  // Cards scrolled out of view are out of the tab order and the accessibility tree.
                  inert={!visible}
                  aria-hidden={!visible || undefined}
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${entries.length}`}
                  className={SLOT_CLASS}
                >
                  {admin ? (
                    <div className="relative h-full">
                      <Card product={entry.product} />
                      <div className="absolute top-2 right-2">
                        <admin.EntryActions entry={entry} focusAfterRemove={() => heading.current?.focus()} />
                      </div>
                    </div>
                  ) : (
                    <Card product={entry.product} />
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>

      {pageCount > 1 && (
        <CarouselDots
          count={pageCount}
          current={page}
          onSelect={setPage}
          label={(i) => `Show featured page ${i + 1} of ${pageCount}`}
          className="mt-6"
        />
      )}
    </section>
  );
}
