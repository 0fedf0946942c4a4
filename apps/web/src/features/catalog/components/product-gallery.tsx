import { IMAGE_SLOTS } from '@shop/contract/images';
import { Expand } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { ImageZoomDialog } from './image-zoom-dialog';
import { ProductImage } from './product-image';

type ProductGalleryProps = {
  name: string;
  /** The main image first, then the extra ones (imageUrl, then imageUrls). */
  images: readonly string[];
};

/** /product/{id}: the main image, thumbnails to switch it, and a fullscreen zoom view. */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const count = images.length;
  const current = images[index] ?? images[0] ?? '';

  return (
    <div className="mx-auto grid w-full max-w-xl content-start gap-3 lg:max-w-none">
      <div className="relative aspect-square overflow-hidden rounded-xl border bg-muted">
        <ImageZoomDialog
          open={zoomOpen}
          onOpenChange={setZoomOpen}
          name={name}
          images={images}
          index={index}
          onIndexChange={setIndex}
        >
          <button
            type="button"
            aria-label="View full size"
            className="group block size-full cursor-zoom-in focus-visible:outline-offset-[-3px]"
          >
            <ProductImage
              url={current}
              alt={name}
              sizes={IMAGE_SLOTS.productGallery.sizes}
              widths={IMAGE_SLOTS.productGallery.widths}
              fallbackWidth={IMAGE_SLOTS.productGallery.fallbackWidth}
              priority="high"
            />
            <span
              aria-hidden="true"
              className="absolute right-3 bottom-3 flex size-10 items-center justify-center rounded-full bg-card/90 text-foreground shadow-md transition-transform group-hover:scale-110"
            >
              <Expand className="size-5" />
            </span>
          </button>
        </ImageZoomDialog>
      </div>

      {count > 1 && (
        <ul aria-label="Product images" className="flex gap-2 overflow-x-auto p-1">
          {images.map((url, i) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg border-2 bg-muted transition-colors sm:size-20',
                  i === index ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <ProductImage url={url} alt="" sizes="80px" widths={[96, 160]} fallbackWidth={160} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
