import type { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import { Play } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  HERO_FRAME_CLASS,
  HERO_SLIDE_LAYER_CLASS,
  HeroSlide,
  heroAnimationClasses,
  heroSlideBackground,
} from '../../components/hero-slide';

/** The home page's hero at a computer's width (its widest layout starts at 64rem). */
const STAGE_WIDTH = 1024;

const ANIMATION_NAMES: Record<HeroCarouselItem['animationType'], string> = {
  fade: 'Fade',
  slide: 'Slide',
  zoom: 'Zoom',
  none: 'None',
};

/**
 * The carousel item dialog's live preview: the home page's own slide component (hero-slide.tsx),
 * laid out at a computer's width and scaled down to fit the card, so it shows what the home page
 * will. It replays the item's entrance when the animation changes or on Play animation. It cannot
 * be clicked or focused (`inert`): its button would leave the dialog.
 */
export function CarouselPreview({ item }: { item: HeroCarouselItem }) {
  const headingId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ scale: 0.5, height: 224 });

  useLayoutEffect(() => {
    const box = boxRef.current;
    const frame = frameRef.current;
    if (!box || !frame) return;
    const measure = () => {
      const scale = box.clientWidth / STAGE_WIDTH;
      setSize({ scale, height: frame.offsetHeight * scale });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // Hidden for two frames, then shown: the slide enters with its animation, as on the home page.
  const [hidden, setHidden] = useState(false);
  const [shownAnimation, setShownAnimation] = useState(item.animationType);
  if (shownAnimation !== item.animationType) {
    setShownAnimation(item.animationType);
    setHidden(true);
  }
  useEffect(() => {
    if (!hidden) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setHidden(false));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [hidden]);

  const animation = heroAnimationClasses[item.animationType];
  const seconds = item.displayDuration / 1000;

  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-3 rounded-xl border bg-muted/40 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          Live preview
        </h3>
        <Button type="button" variant="outline" size="sm" onClick={() => setHidden(true)}>
          <Play aria-hidden="true" />
          Play animation
        </Button>
      </div>
      <div
        ref={boxRef}
        className="relative overflow-hidden rounded-lg shadow-sm"
        style={{ height: size.height }}
      >
        <div
          inert
          className="@container absolute top-0 left-0 origin-top-left"
          style={{ width: STAGE_WIDTH, transform: `scale(${size.scale})` }}
        >
          <div ref={frameRef} className={HERO_FRAME_CLASS}>
            <div
              data-testid="carousel-preview-slide"
              className={cn(HERO_SLIDE_LAYER_CLASS, animation.base, hidden && animation.hidden)}
              style={heroSlideBackground(item)}
            >
              <HeroSlide item={item} priority />
            </div>
          </div>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        As the home page shows it on a computer. {ANIMATION_NAMES[item.animationType]} animation,{' '}
        {Number.isFinite(seconds) ? `${seconds} s` : '5 s'} per slide
        {item.isActive ? '' : '; inactive items are not shown on the home page'}.
      </p>
    </section>
  );
}
