import {
  CAROUSEL_DEFAULTS,
  CarouselItemInput,
  type CarouselItemValues,
  type SlideLinkInput,
  type SlideLinkKind,
} from '@shop/contract/admin-carousel-schemas';
import { GRADIENT_PRESETS, isCssGradient } from '@shop/contract/carousel';
import type { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import { ANIMATION_TYPES } from '@shop/contract/limits';
import { isMoneyString } from '@shop/contract/money';
import { imageAddressKind } from '@shop/contract/upload-schemas';
import { zodFieldErrors, type FieldErrors } from '@/lib/form';
import type { FormCheck } from '@/lib/use-checked-form';
import type { EmbeddedImage } from '@/lib/use-image-file-reader';

/**
 * The carousel item dialog's values and how they become the body the server takes (docs/product.md,
 * Hero carousel items). The dialog and the server check the body with the same schema
 * (`CarouselItemInput`), so a field's message is the same on both sides.
 */

export type AnimationType = (typeof ANIMATION_TYPES)[number];

/** The four tabs of the dialog, in order (docs/product.md, Hero carousel items). */
export const CAROUSEL_TABS = ['content', 'pricing', 'design', 'behavior'] as const;
export type CarouselTab = (typeof CAROUSEL_TABS)[number];

/**
 * A preset's name (GRADIENT_PRESETS), or 'custom' for a gradient typed by hand (blank: the shop's own
 * colours).
 */
export type GradientChoice = string;

/** The product a slide links to, as the picker found it (its prices: what the slide then shows). */
export type LinkedProduct = { id: number; name: string; price: string; originalPrice: string | null };

export type CarouselFormValues = {
  title: string;
  subtitle: string;
  description: string;
  ctaText: string;
  /** An image address typed by hand; a picked file is kept apart (`imageFile`) until saved. */
  imageUrl: string;
  /** A picked image file, read as a data URL; the server stores it as an image (decision 016). */
  imageFile: EmbeddedImage | null;
  price: string;
  originalPrice: string;
  discount: string;
  discountPercentage: string;
  onSale: boolean;
  gradientChoice: GradientChoice;
  customGradient: string;
  textColor: string;
  badgeText: string;
  badgeColor: string;
  animationType: AnimationType;
  displayDuration: string;
  isActive: boolean;
  sortOrder: string;
  /** Where the button goes: nowhere chosen (/products), a product, a category or a shop page. */
  linkKind: 'none' | SlideLinkKind;
  /** The chosen product; its prices are unknown (null) for a slide that kept its own price. */
  linkProduct: (Omit<LinkedProduct, 'price'> & { price: string | null }) | null;
  linkCategoryId: string;
  linkPath: string;
  /** A slide linked to a product keeps its own price instead of the product's. */
  priceOverride: boolean;
};

const FIELD_TABS: Record<string, CarouselTab> = {
  title: 'content',
  subtitle: 'content',
  description: 'content',
  ctaText: 'content',
  imageUrl: 'content',
  price: 'pricing',
  originalPrice: 'pricing',
  discount: 'pricing',
  discountPercentage: 'pricing',
  onSale: 'pricing',
  backgroundGradient: 'design',
  textColor: 'design',
  badgeText: 'design',
  badgeColor: 'design',
  animationType: 'behavior',
  displayDuration: 'behavior',
  isActive: 'behavior',
  sortOrder: 'behavior',
  priceOverride: 'pricing',
};

/** The tab that holds a field (`content` for anything unknown). */
export const tabOfField = (field: string): CarouselTab => FIELD_TABS[field] ?? 'content';

const isLinkKey = (key: string) => key === 'link' || key.startsWith('link.');

/** The link's messages (`link`, `link.kind`, `link.productId`…) show under the Link control. */
export const linkError = (errors: FieldErrors): string | undefined =>
  Object.entries(errors).find(([key]) => isLinkKey(key))?.[1];

/** A 400's link messages (`link.productId`…) as the form keys them: `link`, the control's name. */
export function linkErrorsFolded(errors: FieldErrors): FieldErrors {
  const folded: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) folded[isLinkKey(key) ? 'link' : key] ??= message;
  return folded;
}

/** The first tab, in tab order, with an error, if any. */
export function firstTabWithError(errors: FieldErrors): CarouselTab | undefined {
  const tabs = new Set(Object.keys(errors).map(tabOfField));
  return CAROUSEL_TABS.find((tab) => tabs.has(tab));
}

/** The number of fields with an error on each tab. */
export function errorCountByTab(errors: FieldErrors): Record<CarouselTab, number> {
  const counts: Record<CarouselTab, number> = { content: 0, pricing: 0, design: 0, behavior: 0 };
  for (const field of Object.keys(errors)) counts[tabOfField(field)] += 1;
  return counts;
}

const firstPreset = GRADIENT_PRESETS[0];

/** A new item: the documented defaults (docs/product.md, Hero carousel items), and the first preset so white text has a background to sit on. */
export function emptyCarouselValues(): CarouselFormValues {
  return {
    title: '',
    subtitle: '',
    description: '',
    ctaText: '',
    imageUrl: '',
    imageFile: null,
    price: '',
    originalPrice: '',
    discount: '',
    discountPercentage: String(CAROUSEL_DEFAULTS.discountPercentage),
    onSale: CAROUSEL_DEFAULTS.onSale,
    gradientChoice: firstPreset.name,
    customGradient: firstPreset.value,
    textColor: CAROUSEL_DEFAULTS.textColor,
    badgeText: '',
    badgeColor: CAROUSEL_DEFAULTS.badgeColor,
    animationType: CAROUSEL_DEFAULTS.animationType,
    displayDuration: String(CAROUSEL_DEFAULTS.displayDuration),
    isActive: CAROUSEL_DEFAULTS.isActive,
    sortOrder: String(CAROUSEL_DEFAULTS.sortOrder),
    linkKind: 'none',
    linkProduct: null,
    linkCategoryId: '',
    linkPath: '',
    priceOverride: CAROUSEL_DEFAULTS.priceOverride,
  };
}

/** An existing item as the dialog shows it. */
export function carouselValuesFrom(item: HeroCarouselItem): CarouselFormValues {
  const preset = GRADIENT_PRESETS.find((p) => p.value === item.backgroundGradient);
  return {
    title: item.title,
    subtitle: item.subtitle ?? '',
    description: item.description,
    ctaText: item.ctaText ?? '',
    imageUrl: item.imageUrl ?? '',
    imageFile: null,
    price: item.price,
    originalPrice: item.originalPrice ?? '',
    discount: item.discount ?? '',
    discountPercentage: String(item.discountPercentage),
    onSale: item.onSale,
    gradientChoice: preset ? preset.name : 'custom',
    customGradient: item.backgroundGradient ?? '',
    textColor: item.textColor,
    badgeText: item.badgeText ?? '',
    badgeColor: item.badgeColor,
    animationType: item.animationType,
    displayDuration: String(item.displayDuration),
    isActive: item.isActive,
    sortOrder: String(item.sortOrder),
    linkKind: item.link?.kind ?? 'none',
    // A slide that follows its product was answered with the product's prices.
    linkProduct:
      item.link?.kind === 'product'
        ? {
            id: item.link.productId,
            name: item.link.name,
            price: item.priceOverride ? null : item.price,
            originalPrice: item.priceOverride ? null : item.originalPrice,
          }
        : null,
    linkCategoryId: item.link?.kind === 'category' ? String(item.link.categoryId) : '',
    linkPath: item.link?.kind === 'path' ? item.link.path : '',
    priceOverride: item.priceOverride,
  };
}

/** The product whose current prices the slide shows, if it follows one whose prices are known. */
export function followedProduct(values: CarouselFormValues): LinkedProduct | undefined {
  const product = values.linkKind === 'product' ? values.linkProduct : null;
  if (!product || values.priceOverride || product.price === null) return undefined;
  return { ...product, price: product.price };
}

/** The link the server takes; a kind without its choice is sent so that its rule's message applies. */
export function linkBody(values: CarouselFormValues): SlideLinkInput {
  switch (values.linkKind) {
    case 'none':
      return null;
    case 'product':
      return { kind: 'product', productId: values.linkProduct?.id ?? Number.NaN };
    case 'category':
      return {
        kind: 'category',
        categoryId: values.linkCategoryId === '' ? Number.NaN : Number(values.linkCategoryId),
      };
    case 'path':
      return { kind: 'path', path: values.linkPath };
  }
}

/** The gradient the values choose: a preset's value, or the custom text as typed. */
export function chosenGradient(values: CarouselFormValues): string {
  const preset = GRADIENT_PRESETS.find((p) => p.name === values.gradientChoice);
  return preset ? preset.value : values.customGradient;
}

/** The image the values choose: a picked file wins over a typed address. */
export const chosenImage = (values: CarouselFormValues): string =>
  values.imageFile?.dataUrl ?? values.imageUrl.trim();

/** A discount percentage that is not a number becomes 0 (a range or fraction is an error). */
export function discountPercentageFrom(text: string): number {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

/** A number typed in a field; blank or not a number is NaN, which the schema names. */
const numberFrom = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** What the server takes, before it is checked. */
export function carouselBody(values: CarouselFormValues): CarouselItemInput {
  // A slide that follows its product stores the product's prices as they are now (its fallback).
  const product = followedProduct(values);
  return {
    title: values.title,
    subtitle: values.subtitle,
    description: values.description,
    price: product?.price ?? values.price,
    originalPrice: product ? product.originalPrice : values.originalPrice,
    discount: values.discount,
    discountPercentage: discountPercentageFrom(values.discountPercentage),
    imageUrl: chosenImage(values),
    backgroundGradient: chosenGradient(values),
    textColor: values.textColor,
    onSale: values.onSale,
    badgeText: values.badgeText,
    badgeColor: values.badgeColor,
    animationType: values.animationType,
    displayDuration: numberFrom(values.displayDuration),
    ctaText: values.ctaText,
    isActive: values.isActive,
    sortOrder: values.sortOrder.trim() === '' ? CAROUSEL_DEFAULTS.sortOrder : numberFrom(values.sortOrder),
    link: linkBody(values),
    priceOverride: values.priceOverride,
  };
}

export type CarouselValidation = FormCheck<CarouselItemValues>;

/** The values checked by the contract's schema: the body to send, or a message per field. */
export function validateCarousel(values: CarouselFormValues): CarouselValidation {
  const parsed = CarouselItemInput.safeParse(carouselBody(values));
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: zodFieldErrors(parsed.error) };
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The item the live preview shows, from the values as they are now: what is not valid yet falls
 * back to what the home page would show without it (no gradient, the default colours, no price
 * struck through), so the preview never shows something the server would refuse.
 */
export function previewItem(values: CarouselFormValues, id = 0): HeroCarouselItem {
  const product = followedProduct(values);
  const price = product?.price ?? values.price.trim();
  const originalPrice = product ? (product.originalPrice ?? '') : values.originalPrice.trim();
  const gradient = chosenGradient(values).trim();
  const percentage = discountPercentageFrom(values.discountPercentage);
  const duration = Number(values.displayDuration);
  return {
    id,
    title: values.title.trim() || 'Title',
    subtitle: values.subtitle.trim() || null,
    description: values.description.trim() || 'Description',
    price: isMoneyString(price) ? price : '0.00',
    originalPrice: isMoneyString(originalPrice) ? originalPrice : null,
    discount: values.discount.trim() || null,
    discountPercentage: Number.isInteger(percentage) && percentage >= 0 && percentage <= 100 ? percentage : 0,
    imageUrl: imageAddressKind(chosenImage(values)) ? chosenImage(values) : null,
    backgroundGradient: gradient !== '' && isCssGradient(gradient) ? gradient : null,
    textColor: HEX.test(values.textColor) ? values.textColor : CAROUSEL_DEFAULTS.textColor,
    onSale: values.onSale,
    badgeText: values.badgeText.trim() || null,
    badgeColor: HEX.test(values.badgeColor) ? values.badgeColor : CAROUSEL_DEFAULTS.badgeColor,
    animationType: values.animationType,
    displayDuration: Number.isInteger(duration) ? duration : CAROUSEL_DEFAULTS.displayDuration,
    ctaText: values.ctaText.trim() || null,
    isActive: values.isActive,
    sortOrder: Number(values.sortOrder) || 0,
    // The preview is inert: its button goes nowhere.
    link: null,
    priceOverride: values.priceOverride,
  };
}
