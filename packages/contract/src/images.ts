/**
 * Widths `/images/{id}?w=…` resizes to. A fixed set keeps the variant cache small and stops anyone
 * from making the server render (and store) arbitrary sizes.
 */
export const IMAGE_WIDTHS = [96, 160, 320, 480, 640, 960, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const imageMessages = {
  notFound: 'Image not found',
  widthNotAllowed: `Width must be one of ${IMAGE_WIDTHS.join(', ')}`,
} as const;

export function isImageWidth(value: number): value is ImageWidth {
  return IMAGE_WIDTHS.some((width) => width === value);
}

/** Images are served under this path; the id is the stored image's uuid. */
export const IMAGE_PATH_PREFIX = '/images/';

function storedImagePath(url: string): string | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return /^\/images\/[^/]+$/.test(path) ? path : undefined;
}

/** URL of the resized variant of a stored image; any other URL is returned unchanged. */
export function resizedImageUrl(url: string, width: ImageWidth): string {
  const path = storedImagePath(url);
  return path ? `${path}?w=${width}` : url;
}

/**
 * A `srcset` value for a stored image, e.g. `/images/x?w=320 320w, /images/x?w=640 640w`; an empty
 * string for any other URL (external or embedded images cannot be resized).
 */
export function imageSrcSet(url: string, widths: readonly ImageWidth[] = IMAGE_WIDTHS): string {
  const path = storedImagePath(url);
  if (!path) return '';
  return [...new Set(widths)]
    .sort((a, b) => a - b)
    .map((width) => `${path}?w=${width} ${width}w`)
    .join(', ');
}
