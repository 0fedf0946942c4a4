import type { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { CarouselDots } from '@/components/ui/carousel-dots';
import { cn } from '@/lib/cn';
import { useHoverOrFocus } from '@/lib/use-hover-or-focus';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import { useHeroCarousel } from '../api/get-hero-carousel';
import {
  HERO_FRAME_CLASS,
  HERO_SLIDE_LAYER_CLASS,
  HeroSlide,
  heroAnimationClasses,
  heroSlideBackground,
} from './hero-slide';

/** An item shows for its displayDuration, 5 s when it has none (docs/product.md, Hero carousel items). */
const DEFAULT_DURATION_MS = 5000;

const controlClass =
  'size-9 rounded-full bg-white/90 text-slate-900 shadow-sm hover:bg-white focus-visible:outline-white';

/** The hero's frame, in the container its slides are laid out by (hero-slide.tsx). */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="@container">
      <div className={HERO_FRAME_CLASS}>{children}</div>
    </div>
  );
}

/** Shown while the items load: the same frame, so the page below does not move when they arrive. */
function HeroSkeleton() {
  return (
    <Frame>
      <div aria-hidden="true" className="size-full animate-pulse bg-linear-to-br from-hero-from to-hero-to" />
    </Frame>
  );
}

/** Without active items (or when they cannot be loaded) the hero still says what the shop is. */
function HeroFallback() {
  return (
    <Frame>
      <div className="size-full bg-linear-to-br from-hero-from to-hero-to">
        <div className="mx-auto flex h-full max-w-7xl flex-col justify-center gap-5 px-4 sm:px-6 lg:px-8">
          <h2 className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            Clinical and aesthetic supplies, delivered to verified practices
          </h2>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Botulinum toxins, dermal fillers, orthopedic, rheumatology, weight-loss and gynecology products
            from trusted manufacturers.
          </p>
          <ButtonLink to="/products" size="lg" className="justify-self-start self-start" arrow>
            Browse Products
          </ButtonLink>
        </div>
      </div>
    </Frame>
  );
}

function Slides({ items }: { items: HeroCarouselItem[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const attention = useHoverOrFocus();
  // A person who pauses keeps it paused; reduced motion starts paused (WCAG 2.2.2).
  const [stopped, setStopped] = useState<boolean | null>(null);
  const userStopped = stopped ?? reducedMotion;
  const count = items.length;
  const current = Math.min(index, count - 1);
  const paused = attention.engaged || userStopped || count < 2;
  const duration = items[current]?.displayDuration || DEFAULT_DURATION_MS;

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setIndex((current + 1) % count), duration);
    return () => window.clearTimeout(timer);
  }, [paused, current, count, duration]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section aria-roledescription="carousel" aria-label="Promotions" {...attention.handlers}>
      <Frame>
        {/* Announces the slide shown, but only once it stops moving by itself. */}
        <div aria-live={paused ? 'polite' : 'off'} className="absolute inset-0">
          {items.map((item, i) => {
            const active = i === current;
            const animation = heroAnimationClasses[item.animationType];
            return (
              <div
                key={item.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={!active || undefined}
                inert={!active}
                className={cn(HERO_SLIDE_LAYER_CLASS, animation.base, !active && animation.hidden)}
                style={heroSlideBackground(item)}
              >
                <HeroSlide item={item} priority={i === 0} />
              </div>
            );
          })}
        </div>

        {count > 1 && (
          <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-2">
            <Button
              variant="ghost"
              size="icon"
              className={controlClass}
              aria-label="Previous slide"
              onClick={() => go(current - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </Button>
            <CarouselDots
              tone="over-image"
              count={count}
              current={current}
              onSelect={setIndex}
              label={(i) => `Show slide ${i + 1} of ${count}: ${items[i]?.title ?? ''}`}
            />
            <Button
              variant="ghost"
              size="icon"
              className={controlClass}
              aria-label="Next slide"
              onClick={() => go(current + 1)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className={controlClass}
              aria-label={userStopped ? 'Start slide rotation' : 'Stop slide rotation'}
              onClick={() => setStopped(!userStopped)}
            >
              {userStopped ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
            </Button>
          </div>
        )}
      </Frame>
    </section>
  );
}

/**
 * Home: the hero carousel of active items by sortOrder. Each shows for its display
 * duration (5 s by default), pausing while pointed at or focused; previous/next, dots and a
 * stop/start button move it by hand.
 */
export function HeroCarousel() {
  const carousel = useHeroCarousel();
  if (carousel.isPending) return <HeroSkeleton />;
  if (carousel.isError || carousel.data.length === 0) return <HeroFallback />;
  return <Slides items={carousel.data} />;
}
