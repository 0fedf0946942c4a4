import { cartPanelMessages } from '@shop/contract/messages';
import { Badge } from '@/components/ui/badge';
import { StoredImage } from '@/components/ui/stored-image';

/**
 * Pieces a product line draws the same way wherever it appears: in the cart panel, in the checkout's
 * order summary, in a placed order's items and in the search suggestions. The lines themselves differ (controls, price wording,
 * layout), so each screen keeps its own; only what is identical lives here.
 */

const imageSizes = {
  /** A search suggestion. */
  xs: { widths: [96], sizes: '48px', width: 48, box: 'size-12' },
  /** The checkout's order summary. */
  sm: { widths: [96, 160], sizes: '56px', width: 56, box: 'size-14' },
  /** The cart panel. */
  md: { widths: [96, 160], sizes: '64px', width: 64, box: 'size-16' },
  /** A placed order's items: larger from the sm breakpoint on. */
  lg: { widths: [96, 160], sizes: '(min-width: 640px) 80px, 64px', width: 80, box: 'size-16 sm:size-20' },
} as const;

type LineItemImageProps = {
  src: string | null | undefined;
  size: keyof typeof imageSizes;
};

/** The product's square thumbnail at the start of a line (decorative: the line names the product). */
export function LineItemImage({ src, size }: LineItemImageProps) {
  const { box, ...image } = imageSizes[size];
  return (
    <StoredImage
      src={src}
      {...image}
      height={image.width}
      loading="lazy"
      decoding="async"
      className={`${box} shrink-0 rounded-md border bg-muted object-cover`}
    />
  );
}

/** Marks a line priced by a bulk tier (docs/product.md, Bulk pricing). */
export function BulkBadge() {
  return <Badge variant="accent">{cartPanelMessages.bulkBadge}</Badge>;
}
