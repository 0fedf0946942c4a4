import { imageSrcSet, resizedImageUrl, type ImageWidth } from '@shop/contract/images';
import { ImageOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type ProductImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'loading'
> & {
  url: string;
  alt: string;
  /** The slot's width in CSS pixels at each breakpoint, so the browser picks the smallest variant. */
  sizes: string;
  /** Width of the `src` fallback for browsers without srcset support. */
  fallbackWidth?: ImageWidth;
  widths?: readonly ImageWidth[];
  /** Above the fold: load at once (and first, with 'high'), else lazily. */
  priority?: 'high' | 'eager' | false;
  className?: string;
};

/**
 * A product image served resized for its slot (WebP variants through srcset). It fills a box whose
 * size the parent fixes (aspect-square etc.), so nothing shifts while it loads; a broken image
 * becomes a neutral placeholder.
 */
export function ProductImage({
  url,
  alt,
  sizes,
  fallbackWidth = 480,
  widths,
  priority = false,
  className,
  ...imgProps
}: ProductImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (failedUrl === url) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={cn('flex size-full items-center justify-center bg-muted text-muted-foreground', className)}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  }

  return (
    <img
      src={resizedImageUrl(url, fallbackWidth)}
      srcSet={imageSrcSet(url, widths) || undefined}
      sizes={sizes}
      alt={alt}
      width={fallbackWidth}
      height={fallbackWidth}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedUrl(url)}
      className={cn('size-full object-cover', className)}
      {...imgProps}
    />
  );
}
