import { imageSrcSet, resizedImageUrl, type ImageWidth } from '@shop/contract/images';
import { useState, type ComponentProps } from 'react';

/** Shown when an image cannot be loaded (featured cards fall back to an image). */
export const FALLBACK_IMAGE_URL = '/product-fallback.svg';

type StoredImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet'> & {
  src: string | null | undefined;
  /** Resized widths offered in `srcset`; the largest is the plain `src`. */
  widths: readonly ImageWidth[];
  /** The slot's rendered width, e.g. "64px" or "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  width: number;
  height: number;
};

/**
 * An image served resized for its slot (WebP `srcset` from the server's fixed widths) with explicit
 * dimensions, so it never shifts the layout; a missing or broken image becomes the fallback.
 */
export function StoredImage({ src, widths, sizes, alt = '', onError, ...props }: StoredImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const largest = widths.reduce<ImageWidth | undefined>((max, w) => (max && max > w ? max : w), undefined);
  const srcSet = failed ? undefined : imageSrcSet(src, widths) || undefined;

  return (
    <img
      {...props}
      alt={alt}
      src={failed ? FALLBACK_IMAGE_URL : largest ? resizedImageUrl(src, largest) : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      onError={(event) => {
        if (src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
