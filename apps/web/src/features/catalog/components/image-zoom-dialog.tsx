import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useState, type ComponentProps, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { ProductImage } from './product-image';

const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;
const MAX_ZOOM = 3;
const CLICK_ZOOM = 2;

type ImageZoomDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  /** The control that opens the view; focus returns to it on close. */
  children: ReactNode;
};

/** The view's icon buttons: light on a dark disc, legible over any image. */
function OverlayButton({ className, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn(
        'bg-black/60 text-white hover:bg-black/80 hover:text-white focus-visible:outline-white disabled:opacity-40',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The gallery's fullscreen view: arrows (buttons or keys) move between images, Escape closes, and the
 * image zooms with the buttons, the +/− keys, or a click on the point to look at (the zoomed image
 * then follows the pointer).
 */
export function ImageZoomDialog({
  open,
  onOpenChange,
  name,
  images,
  index,
  onIndexChange,
  children,
}: ImageZoomDialogProps) {
  const [zoom, setZoom] = useState<number>(1);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const count = images.length;
  const url = images[index] ?? images[0] ?? '';

  const show = (next: number) => {
    onIndexChange((next + count) % count);
    setZoom(1);
    setOrigin({ x: 50, y: 50 });
  };
  const stepZoom = (direction: 1 | -1) => {
    const position = ZOOM_LEVELS.findIndex((level) => level >= zoom);
    const next = ZOOM_LEVELS[Math.min(Math.max(position + direction, 0), ZOOM_LEVELS.length - 1)] ?? 1;
    setZoom(next);
    if (next === 1) setOrigin({ x: 50, y: 50 });
  };

  const pointAt = (event: MouseEvent<HTMLImageElement>) => {
    const { offsetX, offsetY } = event.nativeEvent;
    const { offsetWidth, offsetHeight } = event.currentTarget;
    if (!offsetWidth || !offsetHeight) return;
    setOrigin({ x: (offsetX / offsetWidth) * 100, y: (offsetY / offsetHeight) * 100 });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && count > 1) show(index - 1);
    else if (event.key === 'ArrowRight' && count > 1) show(index + 1);
    else if (event.key === '+' || event.key === '=') stepZoom(1);
    else if (event.key === '-') stepZoom(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setZoom(1);
        onOpenChange(next);
      }}
    >
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        onKeyDown={onKeyDown}
        overlayClassName="bg-black/95"
        className="inset-0 flex h-dvh w-screen max-w-none translate-x-0 translate-y-0 flex-col gap-0 rounded-none border-0 bg-transparent p-0 text-white shadow-none"
      >
        <div className="flex items-center gap-2 p-3 sm:p-4">
          <div className="min-w-0 flex-1">
            <DialogTitle className="truncate text-sm font-semibold sm:text-base">{name}</DialogTitle>
            <DialogDescription className="sr-only">
              Use the left and right arrow keys to move between images, and plus or minus to zoom.
            </DialogDescription>
          </div>
          {count > 1 && (
            <p className="text-sm text-white/80 tabular-nums" aria-live="polite">
              <span className="sr-only">Image </span>
              {index + 1} / {count}
            </p>
          )}
          <OverlayButton aria-label="Zoom out" disabled={zoom <= 1} onClick={() => stepZoom(-1)}>
            <ZoomOut aria-hidden="true" />
          </OverlayButton>
          <OverlayButton aria-label="Zoom in" disabled={zoom >= MAX_ZOOM} onClick={() => stepZoom(1)}>
            <ZoomIn aria-hidden="true" />
          </OverlayButton>
          <DialogClose asChild>
            <OverlayButton aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </OverlayButton>
          </DialogClose>
        </div>

        <div className="relative flex min-h-0 flex-1 items-center justify-center overflow-hidden px-2 pb-4 sm:px-16">
          {/* Click to zoom is for the pointer; the Zoom buttons and +/− keys do the same from the keyboard. */}
          <ProductImage
            key={url}
            url={url}
            alt={count > 1 ? `${name}, image ${index + 1} of ${count}` : name}
            sizes="100vw"
            fallbackWidth={1200}
            priority="eager"
            className={cn(
              'size-auto max-h-full max-w-full object-contain transition-transform duration-200 select-none',
              zoom > 1 ? 'cursor-zoom-out' : 'cursor-zoom-in',
            )}
            style={{ transform: `scale(${zoom})`, transformOrigin: `${origin.x}% ${origin.y}%` }}
            onClick={(event) => {
              if (zoom > 1) {
                setZoom(1);
                return;
              }
              pointAt(event);
              setZoom(CLICK_ZOOM);
            }}
            onMouseMove={(event) => {
              if (zoom > 1) pointAt(event);
            }}
          />
          {count > 1 && (
            <>
              <OverlayButton
                aria-label="Previous image"
                onClick={() => show(index - 1)}
                className="absolute top-1/2 left-2 z-10 -translate-y-1/2 sm:left-4"
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </OverlayButton>
              <OverlayButton
                aria-label="Next image"
                onClick={() => show(index + 1)}
                className="absolute top-1/2 right-2 z-10 -translate-y-1/2 sm:right-4"
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </OverlayButton>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
