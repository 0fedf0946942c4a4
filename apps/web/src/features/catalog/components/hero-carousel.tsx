import type { HeroCarouselItem } from '@shop/contract/catalog';
import { IMAGE_SLOTS } from '@shop/contract/images';
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CarouselDots } from '@/components/ui/carousel-dots';
import { StoredImage } from '@/components/ui/stored-image';
import { cn } from '@/lib/cn';
import { readableColors } from '@/lib/color';
import { formatPrice } from '@/lib/format';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import { useHeroCarousel } from '../api/get-hero-carousel';

/** An item shows for its displayDuration, 5 s when it has none (docs/product.md, Hero carousel items). */
const DEFAULT_DURATION_MS = 5000;
/** The frame's height is fixed per breakpoint, so slides of any length never move the page. */
const FRAME_CLASS = 'relative h-[35rem] overflow-hidden sm:h-[30rem] lg:h-[28rem]';

const controlClass =
  'size-9 rounded-full bg-white/90 text-slate-900 shadow-sm hover:bg-white focus-visible:outline-white';

/** How a slide enters and leaves (its animationType); reduced motion is handled in CSS. */
const animationClasses: Record<HeroCarouselItem['animationType'], { base: string; hidden: string }> = {
  fade: { base: 'transition-opacity duration-700', hidden: 'opacity-0' },
  slide: { base: 'transition-[opacity,translate] duration-700', hidden: 'translate-x-12 opacity-0' },
  zoom: { base: 'transition-[opacity,scale] duration-700', hidden: 'scale-95 opacity-0' },
  none: { base: '', hidden: 'opacity-0' },
};

function isLightColor(hex: string): boolean {
  return readableColors(hex).color !== '#ffffff';
}

/** The discount text as written ('Save 22%'), else the percentage with ' off'. */
function discountLabel(item: HeroCarouselItem): string | null {
  if (item.discount?.trim()) return item.discount.trim();
  return item.discountPercentage > 0 ? `${item.discountPercentage}% off` : null;
}

function Slide({ item, priority }: { item: HeroCarouselItem; priority: boolean }) {
  const badge = item.badgeText ? readableColors(item.badgeColor) : null;
  const cta = readableColors(item.textColor);
  const discount = discountLabel(item);
  const lightText = isLightColor(item.textColor);
  // Light text on a light gradient stop stays legible with a soft shadow.
  const textStyle: CSSProperties = {
    color: item.textColor,
    textShadow: lightText ? '0 1px 3px rgb(0 0 0 / 0.3)' : undefined,
  };

  return (
    <div
      className="mx-auto flex h-full max-w-7xl flex-col items-center gap-5 px-4 pt-8 pb-20 sm:flex-row-reverse sm:gap-8 sm:px-6 sm:pb-16 lg:gap-12 lg:px-8"
      style={textStyle}
    >
      {item.imageUrl && (
        <div className="aspect-[3/2] w-60 shrink-0 overflow-hidden rounded-2xl bg-white/10 shadow-xl sm:w-72 md:w-80 lg:w-[30rem]">
          <StoredImage
            src={item.imageUrl}
            widths={IMAGE_SLOTS.heroSlide.widths}
            sizes={IMAGE_SLOTS.heroSlide.sizes}
            width={480}
            height={320}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'low'}
            decoding={priority ? 'sync' : 'async'}
            className="size-full object-cover"
          />
        </div>
      )}
      <div className="grid w-full min-w-0 flex-1 content-center justify-items-start gap-2.5 sm:gap-3">
        <div className="flex min-h-6 flex-wrap items-center gap-2">
          {badge && (
            <span
              className="rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase"
              style={{ ...badge, textShadow: 'none' }}
            >
              {item.badgeText}
            </span>
          )}
          {item.subtitle && <span className="truncate text-sm font-medium opacity-90">{item.subtitle}</span>}
        </div>
        <h2 className="line-clamp-2 text-2xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {item.title}
        </h2>
        <p className="line-clamp-2 max-w-2xl text-sm opacity-95 sm:line-clamp-3 sm:text-base lg:text-lg">
          {item.description}
        </p>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-2xl font-bold sm:text-3xl">{formatPrice(item.price)}</span>
          {item.originalPrice && (
            <s className="text-base opacity-80 sm:text-lg">
              <span className="sr-only">Original price </span>
              {formatPrice(item.originalPrice)}
            </s>
          )}
          {discount && (
            <span className="rounded-full border border-current px-2.5 py-0.5 text-sm font-semibold">
              {discount}
            </span>
          )}
        </div>
        <Link
          to="/products"
          className="mt-1 inline-flex h-11 items-center gap-2 rounded-md px-6 text-base font-semibold shadow-md transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
          style={{ ...cta, textShadow: 'none' }}
        >
          {item.ctaText?.trim() || 'Shop Now'}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}

function Frame({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div className={FRAME_CLASS} style={style}>
      {children}
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
          <Button asChild size="lg" className="justify-self-start self-start">
            <Link to="/products">
              Browse Products
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </Frame>
  );
}

function Slides({ items }: { items: HeroCarouselItem[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A person who pauses keeps it paused; reduced motion starts paused (WCAG 2.2.2).
  const [stopped, setStopped] = useState<boolean | null>(null);
  const userStopped = stopped ?? reducedMotion;
  const count = items.length;
  const current = Math.min(index, count - 1);
  const paused = hovered || focused || userStopped || count < 2;
  const duration = items[current]?.displayDuration || DEFAULT_DURATION_MS;

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setIndex((current + 1) % count), duration);
    return () => window.clearTimeout(timer);
  }, [paused, current, count, duration]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Promotions"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
          setFocused(false);
        }
      }}
    >
      <Frame>
        {/* Announces the slide shown, but only once it stops moving by itself. */}
        <div aria-live={paused ? 'polite' : 'off'} className="absolute inset-0">
          {items.map((item, i) => {
            const active = i === current;
            const animation = animationClasses[item.animationType];
            return (
              <div
                key={item.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={!active || undefined}
                inert={!active}
                className={cn(
                  'absolute inset-0 bg-linear-to-br from-hero-from to-hero-to',
                  animation.base,
                  !active && animation.hidden,
                )}
                style={item.backgroundGradient ? { background: item.backgroundGradient } : undefined}
              >
                <Slide item={item} priority={i === 0} />
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
