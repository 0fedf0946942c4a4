import { describe, expect, it } from 'vitest';
import { CarouselItemInput, CarouselItemPatch, SlideLinkInput } from './admin-carousel-schemas';
import { GRADIENT_PRESETS, isCssGradient, isShopPagePath } from './carousel';

describe('isCssGradient', () => {
  it('accepts the presets and gradients written with colours, angles, keywords and colour functions', () => {
    for (const preset of GRADIENT_PRESETS) expect(isCssGradient(preset.value)).toBe(true);
    for (const value of [
      'linear-gradient(to right, red, blue)',
      'radial-gradient(circle at 30% 40%, rgba(255, 255, 255, 0.4), transparent 70%)',
      'conic-gradient(from 45deg in oklch, oklch(70% 0.2 30), color-mix(in srgb, red 40%, blue))',
      'repeating-linear-gradient(45deg, #fff 0 10px, #eee 10px 20px), linear-gradient(#000, #111)',
      'LINEAR-GRADIENT(90DEG, #ABC, calc(50% + 10px) #DEF)',
    ]) {
      expect(isCssGradient(value), value).toBe(true);
    }
  });

  it('refuses anything that is not only gradients', () => {
    for (const value of [
      '',
      'red',
      '#667eea',
      'url(x.png)',
      'linear-gradient(red, blue), url(x.png)',
      'linear-gradient(url(x.png), blue)',
      'linear-gradient(red, blue); color: red',
      'linear-gradient(red, blue)}',
      'linear-gradient(red, blue){',
      'linear-gradient(red, blue) red',
      'linear-gradient(red, blue),',
      ', linear-gradient(red, blue)',
      'linear-gradient(red, blue) linear-gradient(red, blue)',
      'linear-gradient(var(--brand), blue)',
      'linear-gradient((red), blue)',
      'linear-gradient(red, blue',
      'linear-gradient(red, blue))',
      'linear-gradient(linear-gradient(red, blue), blue)',
      'image-set("a.png" 1x)',
      'linear-gradient(red /**/, blue)',
      'linear-gradient(red, blue) !important',
      'linear-gradient(red, "blue")',
      'linear-gradient(red, \\62lue)',
      '-webkit-linear-gradient(red, blue)',
      `linear-gradient(${'red, '.repeat(120)}blue)`,
    ]) {
      expect(isCssGradient(value), value).toBe(false);
    }
  });
});

describe('CarouselItemInput', () => {
  it('fills in the documented defaults and normalizes what it keeps', () => {
    const parsed = CarouselItemInput.parse({
      title: ' Offer ',
      description: 'Text',
      price: 10.5,
      subtitle: '  ',
      textColor: '#FFF',
    });
    expect(parsed).toEqual({
      title: 'Offer',
      subtitle: null,
      description: 'Text',
      price: '10.50',
      originalPrice: null,
      discount: null,
      discountPercentage: 0,
      imageUrl: null,
      backgroundGradient: null,
      textColor: '#ffffff',
      onSale: false,
      badgeText: null,
      badgeColor: '#ef4444',
      animationType: 'fade',
      displayDuration: 5000,
      ctaText: null,
      isActive: true,
      sortOrder: 0,
      link: null,
      priceOverride: false,
    });
  });

  it('takes an embedded image as it is (the server stores it) but no other scheme', () => {
    const base = { title: 'A', description: 'B', price: '1' };
    const embedded = 'data:image/png;base64,iVBORw0KGgo=';
    expect(CarouselItemInput.parse({ ...base, imageUrl: embedded }).imageUrl).toBe(embedded);
    expect(CarouselItemInput.safeParse({ ...base, imageUrl: 'data:text/html;base64,PGgxPg==' }).success).toBe(
      false,
    );
  });
});

describe('CarouselItemPatch', () => {
  it('needs at least one field and sets no defaults', () => {
    expect(CarouselItemPatch.safeParse({}).success).toBe(false);
    expect(CarouselItemPatch.parse({ isActive: false })).toEqual({ isActive: false });
  });
});

describe('SlideLinkInput and isShopPagePath', () => {
  it("takes the shop's own pages, with a query, and nothing else", () => {
    for (const path of [
      '/',
      '/products',
      '/products?search=botox&category=orthopedic',
      '/category/orthopedic',
      '/product/7',
      '/faq',
    ]) {
      expect(isShopPagePath(path), path).toBe(true);
    }
    for (const path of [
      '',
      'products',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/javascript:alert(1)',
      '/no/such/page',
      '/product/abc',
      '/admin/dashboard',
      '/faq#top',
      '/faq?x=<script>',
      '/%E0%A4%A',
      `/products?search=${'a'.repeat(400)}`,
    ]) {
      expect(isShopPagePath(path), path).toBe(false);
    }
  });

  it('is null, a product, a category or a path, each with its own message', () => {
    expect(SlideLinkInput.parse(null)).toBeNull();
    expect(SlideLinkInput.parse({ kind: 'path', path: ' /faq ' })).toEqual({ kind: 'path', path: '/faq' });
    expect(SlideLinkInput.safeParse({ kind: 'product' }).error?.issues[0]?.message).toBe(
      'Choose a product for the link',
    );
    expect(SlideLinkInput.safeParse({ kind: 'product', productId: 1, extra: 1 }).success).toBe(false);
    expect(SlideLinkInput.safeParse({ kind: 'url', url: 'https://x.example' }).success).toBe(false);
  });
});
