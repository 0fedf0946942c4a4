import { isWellFormedText } from './text';

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

/** An image stored by the shop: `/images/{uuid}` (decision 016). */
export const STORED_IMAGE_PATH = new RegExp(
  `^${IMAGE_PATH_PREFIX}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
  'i',
);

/** The longest `https:` image address the shop accepts. */
export const IMAGE_ADDRESS_MAX = 2048;

/**
 * An `https:` image address an admin may type: a host, no credentials, no spaces or control
 * characters. Never `http:` (mixed content on the shop's https pages) or any other scheme.
 */
export function isHttpsImageAddress(value: string): boolean {
  if (
    value.length > IMAGE_ADDRESS_MAX ||
    !/^https:\/\//i.test(value) ||
    /[\s\p{Cc}]/u.test(value) ||
    !isWellFormedText(value)
  ) {
    return false;
  }
  try {
    const parsed = new URL(value);
    return (
      parsed.protocol === 'https:' &&
      parsed.hostname !== '' &&
      parsed.username === '' &&
      parsed.password === ''
    );
  } catch {
    return false;
  }
}

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

type ImageSlot = {
  /** The variants offered in `srcset`. */
  widths: readonly ImageWidth[];
  /** How wide the slot is drawn at each breakpoint (`sizes`). */
  sizes: string;
  /** The variant a browser without `srcset` support loads. */
  fallbackWidth: ImageWidth;
};

/**
 * The slots a screen's first large image fills. The web app draws them with these values and the
 * server preloads the first one with the same (modules/spa/initial-data.ts), so the browser picks
 * the same variant for both and fetches it once.
 */
export const IMAGE_SLOTS = {
  /** A grid card on /products, beside the filter sidebar. */
  listingCardBesideSidebar: {
    widths: [320, 480, 640, 960],
    sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 340px, (min-width: 480px) 50vw, 100vw',
    fallbackWidth: 480,
  },
  /** A grid card on a full-width listing (/category/{slug}). */
  listingCardFullWidth: {
    widths: [320, 480, 640, 960],
    sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 480px) 50vw, 100vw',
    fallbackWidth: 480,
  },
  /** The main image on /product/{id}. */
  productGallery: {
    widths: [320, 480, 640, 960, 1200],
    sizes: '(min-width: 1280px) 592px, (min-width: 1024px) 46vw, (min-width: 576px) 576px, 100vw',
    fallbackWidth: 640,
  },
  /** A hero carousel slide on the home page. */
  heroSlide: {
    widths: [480, 640, 960],
    sizes: '(min-width: 1024px) 480px, (min-width: 768px) 320px, (min-width: 640px) 288px, 240px',
    fallbackWidth: 960,
  },
} as const satisfies Record<string, ImageSlot>;
