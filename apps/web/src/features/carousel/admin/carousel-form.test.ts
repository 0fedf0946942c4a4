import { GRADIENT_PRESETS } from '@shop/contract/carousel';
import type { HeroCarouselItem } from '@shop/contract/catalog';
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
    };
    const values = carouselValuesFrom(item);
    expect(values.gradientChoice).toBe('Green Mint');
    const result = validateCarousel(values);
    expect(result.ok && result.body).toEqual(omitId(item));
    expect(previewItem(values, item.id)).toEqual(item);
  });
});

function omitId({ id: _id, ...rest }: HeroCarouselItem) {
  return rest;
}
