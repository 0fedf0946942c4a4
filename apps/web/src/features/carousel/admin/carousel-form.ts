import { CAROUSEL_DEFAULTS, CarouselItemInput, type CarouselItemValues } from '@shop/contract/admin-carousel';
import { GRADIENT_PRESETS, isCssGradient } from '@shop/contract/carousel';
import type { HeroCarouselItem } from '@shop/contract/catalog';
import { ANIMATION_TYPES } from '@shop/contract/limits';
import { isMoneyString } from '@shop/contract/money';
import { imageAddressKind } from '@shop/contract/uploads';
import { zodFieldErrors, type FieldErrors } from '@/lib/form';
import type { FormCheck } from '@/lib/use-checked-form';

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

export type CarouselFormValues = {
  title: string;
  subtitle: string;
  description: string;
  ctaText: string;
  /** An image address typed by hand; a picked file is kept apart (`imageFile`) until saved. */
  imageUrl: string;
  /** A picked image file, read as a data URL; the server stores it as an image (decision 016). */
  imageFile: { name: string; dataUrl: string } | null;
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
};

/** The tab that holds a field (`content` for anything unknown). */
export const tabOfField = (field: string): CarouselTab => FIELD_TABS[field] ?? 'content';

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
  };
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
  return {
    title: values.title,
    subtitle: values.subtitle,
    description: values.description,
    price: values.price,
    originalPrice: values.originalPrice,
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
  const price = values.price.trim();
  const originalPrice = values.originalPrice.trim();
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
  };
}
