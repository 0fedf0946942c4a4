import { GRADIENT_PRESETS } from '@shop/contract/carousel';
import type { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import { describe, expect, it } from 'vitest';
import {
  carouselBody,
  carouselValuesFrom,
  emptyCarouselValues,
  errorCountByTab,
  firstTabWithError,
  previewItem,
  validateCarousel,
} from './carousel-form';

const filled = () => ({
  ...emptyCarouselValues(),
  title: 'Spring offer',
  description: 'Fillers at spring prices',
  price: '149',
});

describe('the carousel item form', () => {
  it('starts from the documented defaults with the first preset', () => {
    const body = carouselBody(filled());
    expect(body).toMatchObject({
      discountPercentage: 0,
      textColor: '#ffffff',
      badgeColor: '#ef4444',
      animationType: 'fade',
      displayDuration: 5000,
      isActive: true,
      sortOrder: 0,
      backgroundGradient: GRADIENT_PRESETS[0].value,
    });
    const result = validateCarousel(filled());
    expect(result.ok && result.body.price).toBe('149.00');
  });

  it('turns a discount percentage that is not a number into 0, and names one out of range', () => {
    expect(carouselBody({ ...filled(), discountPercentage: 'abc' }).discountPercentage).toBe(0);
    expect(carouselBody({ ...filled(), discountPercentage: '' }).discountPercentage).toBe(0);
    const result = validateCarousel({ ...filled(), discountPercentage: '150' });
    expect(result.ok ? {} : result.errors).toEqual({
      discountPercentage: 'Discount percentage must be a whole number from 0 to 100',
    });
  });

  it('sends a picked file rather than a typed address, and a custom gradient as typed', () => {
    const values = {
      ...filled(),
      imageUrl: 'https://cdn.example/a.png',
      imageFile: { name: 'a.png', dataUrl: 'data:image/png;base64,AAAA' },
      gradientChoice: 'custom',
      customGradient: 'linear-gradient(red, blue); color: red',
    };
    expect(carouselBody(values)).toMatchObject({
      imageUrl: 'data:image/png;base64,AAAA',
      backgroundGradient: 'linear-gradient(red, blue); color: red',
    });
    const result = validateCarousel(values);
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(['backgroundGradient']);
  });

  it('opens the first tab with a problem and counts the problems of each', () => {
    const result = validateCarousel({ ...emptyCarouselValues(), displayDuration: '1200' });
    const errors = result.ok ? {} : result.errors;
    expect(firstTabWithError(errors)).toBe('content');
    expect(errorCountByTab(errors)).toEqual({ content: 2, pricing: 1, design: 0, behavior: 1 });
    expect(firstTabWithError({ sortOrder: 'x' })).toBe('behavior');
  });

  it('previews what is valid so far and the home page’s fallbacks for the rest', () => {
    const item = previewItem({
      ...filled(),
      price: '12.345',
      originalPrice: 'abc',
      textColor: 'red',
      gradientChoice: 'custom',
      customGradient: 'url(x)',
      imageUrl: 'http://insecure.example/a.png',
      title: '',
    });
    expect(item).toMatchObject({
      title: 'Title',
      price: '0.00',
      originalPrice: null,
      textColor: '#ffffff',
      backgroundGradient: null,
      imageUrl: null,
    });
  });

  it('shows an item as it is, and keeps it as it is when nothing changes', () => {
    const item: HeroCarouselItem = {
      id: 7,
      title: 'Kept',
      subtitle: null,
      description: 'As it was',
      price: '20.00',
      originalPrice: '25.00',
      discount: 'Save 20%',
      discountPercentage: 20,
      imageUrl: '/images/00000000-0000-4000-8000-000000000000',
      backgroundGradient: GRADIENT_PRESETS[3].value,
      textColor: '#111827',
      onSale: true,
      badgeText: 'NEW',
      badgeColor: '#00aa00',
      animationType: 'zoom',
      displayDuration: 6500,
      ctaText: 'Go',
      isActive: false,
      sortOrder: 3,
      link: null,
      priceOverride: false,
    };
    const values = carouselValuesFrom(item);
    expect(values.gradientChoice).toBe('Green Mint');
    const result = validateCarousel(values);
    expect(result.ok && result.body).toEqual(omitId(item));
    expect(previewItem(values, item.id)).toEqual(item);
  });

  it("sends a product link; a slide that follows the product saves the product's prices, one with its own price its own", () => {
    const item: HeroCarouselItem = {
      ...emptyItem(),
      title: 'T',
      description: 'D',
      link: { kind: 'product', productId: 12, name: 'Botox', href: '/product/12' },
      price: '629.00',
      originalPrice: '689.00',
    };
    const values = carouselValuesFrom(item);
    expect(values.linkProduct).toEqual({ id: 12, name: 'Botox', price: '629.00', originalPrice: '689.00' });
    // The product's price changed meanwhile (a new pick): the slide saves it.
    const picked = {
      ...values,
      linkProduct: { id: 12, name: 'Botox', price: '599.00', originalPrice: null },
    };
    const body = validateCarousel(picked);
    expect(body.ok && body.body).toMatchObject({
      link: { kind: 'product', productId: 12 },
      price: '599.00',
      originalPrice: null,
      priceOverride: false,
    });
    const own = validateCarousel({ ...picked, priceOverride: true, price: '500.00' });
    expect(own.ok && own.body).toMatchObject({
      price: '500.00',
      originalPrice: '689.00',
      priceOverride: true,
    });
  });

  it('sends a category or path link, and names what a link lacks', () => {
    const base = { ...carouselValuesFrom(emptyItem()), title: 'T', description: 'D', price: '10.00' };
    const category = validateCarousel({ ...base, linkKind: 'category', linkCategoryId: '3' });
    expect(category.ok && category.body.link).toEqual({ kind: 'category', categoryId: 3 });
    const path = validateCarousel({ ...base, linkKind: 'path', linkPath: ' /faq ' });
    expect(path.ok && path.body.link).toEqual({ kind: 'path', path: '/faq' });
    expect(validateCarousel({ ...base, linkKind: 'path', linkPath: 'https://evil.example' })).toMatchObject({
      ok: false,
      errors: { link: expect.stringContaining('Link must be a page of this shop') as string },
    });
    expect(validateCarousel({ ...base, linkKind: 'product' })).toMatchObject({
      ok: false,
      errors: { link: 'Choose a product for the link' },
    });
    expect(validateCarousel({ ...base, linkKind: 'category' })).toMatchObject({
      ok: false,
      errors: { link: 'Choose a category for the link' },
    });
  });
});

function emptyItem(): HeroCarouselItem {
  return { ...previewItem(emptyCarouselValues()), link: null };
}

function omitId({ id: _id, ...rest }: HeroCarouselItem) {
  return rest;
}
