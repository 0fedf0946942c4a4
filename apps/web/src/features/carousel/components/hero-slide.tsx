import type { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import { IMAGE_SLOTS } from '@shop/contract/images';
import { ArrowRight } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { StruckPrice } from '@/components/struck-price';
import { StoredImage } from '@/components/ui/stored-image';
import { readableColors } from '@/lib/color';
import { formatPrice } from '@/lib/format';

/**
 * One hero carousel slide, as the home page shows it and as the admin's carousel item dialog
 * previews it (the same component, so the preview is what the home page will show).
 *
 * Its layout follows the width of its container (`@container`), not the window's: on the home
 * page the container is the full-width hero, so it matches the window's breakpoints, and the
 * dialog's preview can lay a slide out at a computer's width inside a smaller card (decision 023).
 */

/**
 * The hero's frame: its height is fixed per width, so slides of any length never move the page.
 * Put it inside an `@container` element.
 */
export const HERO_FRAME_CLASS =
  'relative h-[35rem] overflow-hidden @min-[40rem]:h-[30rem] @min-[64rem]:h-[28rem]';

/** A slide's layer inside the frame; the item's gradient or the theme's hero colours paint it. */
export const HERO_SLIDE_LAYER_CLASS = 'absolute inset-0 bg-linear-to-br from-hero-from to-hero-to';

/** How a slide enters and leaves (its animationType); reduced motion shortens them in CSS. */
export const heroAnimationClasses: Record<
  HeroCarouselItem['animationType'],
  { base: string; hidden: string }
> = {
  fade: { base: 'transition-opacity duration-700', hidden: 'opacity-0' },
  slide: { base: 'transition-[opacity,translate] duration-700', hidden: 'translate-x-12 opacity-0' },
  zoom: { base: 'transition-[opacity,scale] duration-700', hidden: 'scale-95 opacity-0' },
  none: { base: '', hidden: 'opacity-0' },
};

/** The item's background gradient, when it has one (checked by the server to be only a gradient). */
export function heroSlideBackground(item: Pick<HeroCarouselItem, 'backgroundGradient'>) {
  return item.backgroundGradient ? { background: item.backgroundGradient } : undefined;
}

function isLightColor(hex: string): boolean {
  return readableColors(hex).color !== '#ffffff';
}

/** The discount text as written ('Save 22%'), else the percentage with ' off'. */
function discountLabel(item: HeroCarouselItem): string | null {
  if (item.discount?.trim()) return item.discount.trim();
  return item.discountPercentage > 0 ? `${item.discountPercentage}% off` : null;
}

/** The call to action's text when the item has none; the button goes to the item's link, else /products. */
export const DEFAULT_CTA_TEXT = 'Shop Now';

export function HeroSlide({ item, priority }: { item: HeroCarouselItem; priority: boolean }) {
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
      className="mx-auto flex h-full max-w-7xl flex-col items-center gap-5 px-4 pt-8 pb-20 @min-[40rem]:flex-row-reverse @min-[40rem]:gap-8 @min-[40rem]:px-6 @min-[40rem]:pb-16 @min-[64rem]:gap-12 @min-[64rem]:px-8"
      style={textStyle}
    >
      {item.imageUrl && (
        <div className="aspect-[3/2] w-60 shrink-0 overflow-hidden rounded-2xl bg-white/10 shadow-xl @min-[40rem]:w-72 @min-[48rem]:w-80 @min-[64rem]:w-[30rem]">
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
      <div className="grid w-full min-w-0 flex-1 content-center justify-items-start gap-2.5 @min-[40rem]:gap-3">
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
        <h2 className="line-clamp-2 text-2xl font-bold tracking-tight text-balance @min-[40rem]:text-4xl @min-[64rem]:text-5xl">
          {item.title}
        </h2>
        <p className="line-clamp-2 max-w-2xl text-sm opacity-95 @min-[40rem]:line-clamp-3 @min-[40rem]:text-base @min-[64rem]:text-lg">
          {item.description}
        </p>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-2xl font-bold @min-[40rem]:text-3xl">{formatPrice(item.price)}</span>
          {item.originalPrice && (
            <StruckPrice price={item.originalPrice} className="text-base opacity-80 @min-[40rem]:text-lg" />
          )}
          {discount && (
            <span className="rounded-full border border-current px-2.5 py-0.5 text-sm font-semibold">
              {discount}
            </span>
          )}
        </div>
        <Link
          to={item.link?.href ?? '/products'}
          className="mt-1 inline-flex h-11 items-center gap-2 rounded-md px-6 text-base font-semibold shadow-md transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
          style={{ ...cta, textShadow: 'none' }}
        >
          {item.ctaText?.trim() || DEFAULT_CTA_TEXT}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
