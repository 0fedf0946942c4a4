import { z } from 'zod';
import { adminCarouselMessages as m } from './admin-carousel-messages';
import { checkOriginalPrice } from './admin-product-schemas';
import { GRADIENT_MAX_LENGTH, isCssGradient, isShopPagePath, SLIDE_LINK_PATH_MAX } from './carousel';
import { patchBody, withoutDefaults } from './common-schemas';
import { ANIMATION_TYPES } from './limits';
import { fromCents, toCents } from './money';
import { IdOrder } from './reorder-schemas';
import { PLAIN_TEXT_LINE } from './text';
import { text } from './text-field-schemas';
import { imageAddressKind } from './upload-schemas';
import { idField, wholeNumberField } from './number-field-schemas';

/**
 * A hero carousel item as the admin writes it (docs/product.md, Hero carousel items): the carousel
 * item dialog checks what is typed and the server checks what arrives with the same schemas, so a
 * field's message is the same on the page and in a 400's `fieldErrors`.
 */

export const CAROUSEL_TITLE_MAX = 120;
export const CAROUSEL_SUBTITLE_MAX = 160;
export const CAROUSEL_DESCRIPTION_MAX = 600;
export const CAROUSEL_DISCOUNT_TEXT_MAX = 40;
export const CAROUSEL_BADGE_MAX = 30;
export const CAROUSEL_CTA_MAX = 40;
export const CAROUSEL_SORT_ORDER_MAX = 100_000;

/** Shown 1000–10000 ms in steps of 500, 5000 by default. */
export const DISPLAY_DURATION = { min: 1000, max: 10_000, step: 500, default: 5000 } as const;
export const DISCOUNT_PERCENTAGE = { min: 0, max: 100 } as const;

/** The defaults: white text, a red badge. */
export const CAROUSEL_DEFAULTS = {
  textColor: '#ffffff',
  badgeColor: '#ef4444',
  animationType: 'fade',
  displayDuration: DISPLAY_DURATION.default,
  discountPercentage: 0,
  isActive: true,
  onSale: false,
  sortOrder: 0,
  priceOverride: false,
} as const satisfies Record<string, string | number | boolean>;

/** numeric(12,2): ten digits before the point. */
const PRICE_WHOLE_DIGITS_MAX = 10;

/** Several lines: line breaks and tabs, but no other control characters or bidi overrides. */
const PLAIN_TEXT = /^[^\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u;
const withoutLineBreaks = (text: string) => text.replace(/[\t\n\r]/g, '');

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#ABC" → "#aabbcc": stored as `#rrggbb` (the table's check). */
function normalizeHex(value: string): string {
  const hex = value.trim().toLowerCase();
  return hex.length === 4 ? `#${hex.slice(1).replace(/./g, '$&$&')}` : hex;
}

// ---------------------------------------------------------------------------------------------
// Fields

const RequiredLine = (label: string, required: string, max: number) =>
  text(required)
    .trim()
    .min(1, required)
    .max(max, m.tooLong(label, max))
    .regex(PLAIN_TEXT_LINE, m.plainText(label));

/** Optional text: blank or null means none (null out). */
const OptionalLine = (label: string, max: number) =>
  z
    .union([z.string(), z.null()], { error: m.textFormat(label) })
    .transform((value) => (value === null ? '' : value.trim()))
    .pipe(
      text()
        .max(max, m.tooLong(label, max))
        .regex(PLAIN_TEXT_LINE, m.plainText(label))
        .transform((text) => (text === '' ? null : text)),
    );

const TitleField = RequiredLine('Title', m.titleRequired, CAROUSEL_TITLE_MAX);
const SubtitleField = OptionalLine('Subtitle', CAROUSEL_SUBTITLE_MAX);
const DescriptionField = text(m.descriptionRequired)
  .trim()
  .min(1, m.descriptionRequired)
  .max(CAROUSEL_DESCRIPTION_MAX, m.tooLong('Description', CAROUSEL_DESCRIPTION_MAX))
  .refine((text) => PLAIN_TEXT.test(withoutLineBreaks(text)), m.plainText('Description'));
const DiscountTextField = OptionalLine('Discount text', CAROUSEL_DISCOUNT_TEXT_MAX);
const BadgeTextField = OptionalLine('Badge text', CAROUSEL_BADGE_MAX);
const CtaTextField = OptionalLine('Button text', CAROUSEL_CTA_MAX);

/**
 * An amount as typed ("129.5") or a JSON number, above 0, at most two decimals; "129.50" out. A
 * blank value is `blank`.
 */
function parseAmount(value: string | number, formatMessage: string, blank: 'required' | 'none') {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return blank === 'none' ? { amount: null } : { message: m.priceRequired };
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { message: /^-\d/.test(text) ? m.pricePositive : formatMessage };
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  if (whole.length > PRICE_WHOLE_DIGITS_MAX) return { message: m.priceTooLarge };
  const cents = toCents(match[2] === undefined ? whole : `${whole}.${match[2]}`);
  if (cents === 0) return { message: m.pricePositive };
  return { amount: fromCents(cents) };
}

const PriceField = z.union([z.string(), z.number()], { error: m.priceRequired }).transform((value, ctx) => {
  const parsed = parseAmount(value, m.priceFormat, 'required');
  if ('message' in parsed || parsed.amount === null) {
    ctx.addIssue({ code: 'custom', message: 'message' in parsed ? parsed.message : m.priceRequired });
    return z.NEVER;
  }
  return parsed.amount;
});

/** The struck-through price: blank or null means none. */
const OriginalPriceField = z
  .union([z.string(), z.number(), z.null()], { error: m.originalPriceFormat })
  .transform((value, ctx) => {
    if (value === null) return null;
    const parsed = parseAmount(value, m.originalPriceFormat, 'none');
    if ('message' in parsed) {
      ctx.addIssue({
        code: 'custom',
        message: parsed.message === m.priceTooLarge ? parsed.message : m.originalPriceFormat,
      });
      return z.NEVER;
    }
    return parsed.amount;
  });

/** A whole number 0–100 (the form turns what is not a number into 0 before checking). */
const DiscountPercentageField = wholeNumberField(m.discountPercentage, DISCOUNT_PERCENTAGE);

/**
 * An `https:` URL, an image stored by the shop (`/images/{uuid}`) or a `data:image/…;base64,`
 * value, which the server stores as an image and replaces by its `/images/{id}` URL (decision 016);
 * blank or null means no image.
 */
const ImageUrlField = z
  .union([z.string(), z.null()], { error: m.imageInvalid })
  .transform((value) => (value === null ? '' : value.trim()))
  .refine((value) => value === '' || imageAddressKind(value) !== undefined, m.imageInvalid)
  .transform((value) => (value === '' ? null : value));

/** A preset's value or any CSS gradient, checked to be only a gradient; blank or null means none. */
const BackgroundGradientField = z
  .union([z.string(), z.null()], { error: m.gradient })
  .transform((value) => (value === null ? '' : value.trim().replace(/\s+/g, ' ')))
  .refine(
    (value) => value === '' || (value.length <= GRADIENT_MAX_LENGTH && isCssGradient(value)),
    m.gradient,
  )
  .transform((value) => (value === '' ? null : value));

const ColorField = (label: string) =>
  z.string(m.color(label)).trim().regex(HEX_COLOR, m.color(label)).transform(normalizeHex);

const AnimationTypeField = z.enum(ANIMATION_TYPES, m.animationType);

const DisplayDurationField = wholeNumberField(m.displayDuration, DISPLAY_DURATION).refine(
  (ms) => ms % DISPLAY_DURATION.step === 0,
  m.displayDuration,
);

const SortOrderField = wholeNumberField(m.sortOrder(CAROUSEL_SORT_ORDER_MAX), {
  min: 0,
  max: CAROUSEL_SORT_ORDER_MAX,
});

const SwitchField = (label: string) => z.boolean(m.switchFormat(label));

/** The kinds of place a slide may link to. */
export const SLIDE_LINK_KINDS = ['product', 'category', 'path'] as const;
export type SlideLinkKind = (typeof SLIDE_LINK_KINDS)[number];

/**
 * Where the slide's button goes: a product (its page; the slide shows the product's current price
 * unless `priceOverride`), a category (its page) or one of the shop's own pages (`isShopPagePath`);
 * null means none (the button goes to /products). The server checks that the product or category
 * exists (400 on `link.productId` / `link.categoryId`).
 */
export const SlideLinkInput = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('product'), productId: idField(m.linkProduct) }).strict(),
      z.object({ kind: z.literal('category'), categoryId: idField(m.linkCategory) }).strict(),
      z
        .object({
          kind: z.literal('path'),
          path: z
            .string(m.linkPath)
            .trim()
            .max(SLIDE_LINK_PATH_MAX, m.linkPath)
            .refine(isShopPagePath, m.linkPath),
        })
        .strict(),
    ],
    { error: m.linkFormat },
  )
  .nullable();
export type SlideLinkInput = z.input<typeof SlideLinkInput>;
export type SlideLinkValue = z.output<typeof SlideLinkInput>;

// ---------------------------------------------------------------------------------------------
// Calls

/**
 * `POST /api/carousel` and the dialog: title, description and price required; everything else
 * optional with the documented defaults (white text, red badge, fade, 5000 ms, 0 %, active, sort
 * order 0).
 */
export const CarouselItemInput = z
  .object({
    title: TitleField,
    subtitle: SubtitleField.default(null),
    description: DescriptionField,
    price: PriceField,
    originalPrice: OriginalPriceField.default(null),
    discount: DiscountTextField.default(null),
    discountPercentage: DiscountPercentageField.default(CAROUSEL_DEFAULTS.discountPercentage),
    imageUrl: ImageUrlField.default(null),
    backgroundGradient: BackgroundGradientField.default(null),
    textColor: ColorField('Text color').default(CAROUSEL_DEFAULTS.textColor),
    onSale: SwitchField('On sale').default(CAROUSEL_DEFAULTS.onSale),
    badgeText: BadgeTextField.default(null),
    badgeColor: ColorField('Badge color').default(CAROUSEL_DEFAULTS.badgeColor),
    animationType: AnimationTypeField.default(CAROUSEL_DEFAULTS.animationType),
    displayDuration: DisplayDurationField.default(CAROUSEL_DEFAULTS.displayDuration),
    ctaText: CtaTextField.default(null),
    isActive: SwitchField('Active').default(CAROUSEL_DEFAULTS.isActive),
    sortOrder: SortOrderField.default(CAROUSEL_DEFAULTS.sortOrder),
    link: SlideLinkInput.default(null),
    priceOverride: SwitchField('Own price').default(CAROUSEL_DEFAULTS.priceOverride),
  })
  .strict()
  .superRefine(checkOriginalPrice);
export type CarouselItemInput = z.input<typeof CarouselItemInput>;
export type CarouselItemValues = z.output<typeof CarouselItemInput>;

/**
 * `PATCH /api/carousel/{id}`: any of the item's fields, at least one; the rest stay. The dialog
 * sends them all; the Active switch sends `isActive` alone.
 */
export const CarouselItemPatch = patchBody(
  withoutDefaults(CarouselItemInput.shape),
  m.nothingToChange,
).superRefine(checkOriginalPrice);
export type CarouselItemPatch = z.input<typeof CarouselItemPatch>;
export type CarouselItemChanges = z.output<typeof CarouselItemPatch>;

/**
 * `PUT /api/carousel/order` (beyond the spec: the tab's move up/down): every item of the carousel,
 * once, in the order wanted; the first gets sort order 1, the next 2, and so on.
 */
export const CarouselOrderInput = z.object({ itemIds: IdOrder(m.orderInvalid) }).strict();
export type CarouselOrderInput = z.input<typeof CarouselOrderInput>;
