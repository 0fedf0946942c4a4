import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ImageFrameProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'className'> & {
  /** The image's address; none (null or blank) shows the placeholder. */
  src: string | null | undefined;
  alt: string;
  /** The frame's size, corners and border. */
  className: string;
  /** 'contain' shows the whole image (a brand's logo) a little inside the frame. */
  fit?: 'cover' | 'contain';
  /** What stands in the frame while there is no image: an icon, hidden from screen readers. */
  placeholder: ReactNode;
};

/** An admin's view of an image in a fixed muted frame, or a placeholder while there is none. */
export function ImageFrame({ src, alt, className, fit = 'cover', placeholder, ...image }: ImageFrameProps) {
  return (
    <div className={cn('flex shrink-0 items-center justify-center overflow-hidden bg-muted', className)}>
      {src ? (
        <img
          src={src}
          alt={alt}
          {...image}
          className={fit === 'cover' ? 'size-full object-cover' : 'size-full object-contain p-1'}
        />
      ) : (
        placeholder
      )}
    </div>
  );
}
