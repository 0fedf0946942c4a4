import type { ReactNode } from 'react';
import { StoredImage } from '@/components/ui/stored-image';

type ImageTileProps = {
  src: string;
  /** The image's shown width, for the browser's pick among the stored sizes. */
  sizes: string;
  alt: string;
  draggable?: boolean;
  /** What marks the image over its corners: the Main badge, a drag handle. */
  children?: ReactNode;
};

/** One of a product's images in an admin's image list: square, cropped to fill. */
export function ImageTile({ src, sizes, alt, draggable, children }: ImageTileProps) {
  return (
    <div className="relative aspect-square overflow-hidden rounded-md bg-muted">
      <StoredImage
        src={src}
        widths={[160, 320]}
        sizes={sizes}
        width={160}
        height={160}
        alt={alt}
        draggable={draggable}
        className="size-full object-cover"
      />
      {children}
    </div>
  );
}
