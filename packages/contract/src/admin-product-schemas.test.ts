import { describe, expect, it } from 'vitest';
import { FeaturedEntryInput } from './admin-featured-schemas';
import {
  hasValidGtinCheckDigit,
  ImagesChange,
  PRODUCT_PLACEHOLDER_IMAGE,
  PriceField,
  ProductInput,
  ProductPatch,
  TiersReplace,
  isProductImageUrl,
  nextTierMinimum,
  overlappingTiers,
  splitTags,
} from './admin-product-schemas';
import { adminFeaturedMessages, adminProductMessages as m } from './admin-messages';
import { fieldErrorsOf } from './error-schemas';
import { textMessages } from './text';

const STORED = '/images/0b7c7d3e-8f5a-4a43-9d2e-5b8f2a1c9e10';

const valid = {
  name: 'Botox 100U',
  sku: 'BTX-100',
  description: 'Botulinum toxin type A, 100 units per vial.',
  price: '389.00',
  categoryId: 1,
};

describe('ProductInput (the add-product form)', () => {
  it('fills the defaults: not featured, in stock, standard tax, not cold chain, not prescription-only, no tags, no tiers, the placeholder image', () => {
    expect(ProductInput.parse(valid)).toEqual({
      ...valid,
      price: '389.00',
      gtin: null,
      originalPrice: null,
      brandId: null,
      featured: false,
      inStock: true,
      taxClass: 'standard',
      coldChain: false,
      prescriptionOnly: false,
      tags: [],
      imageUrl: PRODUCT_PLACEHOLDER_IMAGE,
      imageUrls: [],
      bulkDiscounts: [],
    });
  });

  it('gives each field its message', () => {
    const result = ProductInput.safeParse({ name: ' ', description: 'short', price: '', categoryId: '3' });
    expect(fieldErrorsOf(result)).toEqual({
      name: [m.nameRequired],
      sku: [m.skuRequired],
      description: [m.descriptionTooShort(10)],
      price: [m.priceRequired],
      categoryId: [m.categoryRequired],
    });
    expect(fieldErrorsOf(ProductInput.safeParse({}))).toEqual({
      name: [m.nameRequired],
      sku: [m.skuRequired],
      description: [m.descriptionTooShort(10)],
      price: [m.priceRequired],
      categoryId: [m.categoryRequired],
    });
    expect(
      fieldErrorsOf(
        ProductInput.safeParse({ ...valid, name: 'x'.repeat(101), description: 'y'.repeat(1001) }),
      ),
    ).toEqual({ name: [m.nameTooLong(100)], description: [m.descriptionTooLong(1000)] });
    expect(fieldErrorsOf(ProductInput.safeParse({ ...valid, name: 'Two\nlines' }))).toEqual({
      name: [m.namePlainText],
    });
    expect(fieldErrorsOf(ProductInput.safeParse({ ...valid, featured: 'yes', inStock: 1 }))).toEqual({
      featured: [m.featuredFormat],
      inStock: [m.inStockFormat],
    });
  });

  it("words the name, description and price rules as the add-product page's specification does", () => {
    expect(
      fieldErrorsOf(
        ProductInput.safeParse({
          ...valid,
          name: 'x'.repeat(101),
          description: 'y'.repeat(1001),
          price: '1.234',
        }),
      ),
    ).toEqual({
      name: ['Name must be less than 100 characters'],
      description: ['Description must be less than 1000 characters'],
      price: ['Price must be a valid number'],
    });
    // The limits themselves: 100 and 1000 characters are still taken.
    expect(
      ProductInput.safeParse({ ...valid, name: 'x'.repeat(100), description: 'y'.repeat(1000) }).success,
    ).toBe(true);
  });

  it('refuses text that is not well-formed (a lone surrogate) in every text field', () => {
    expect(
      fieldErrorsOf(
        ProductInput.safeParse({
          ...valid,
          name: 'Botox \ud800',
          description: 'A description \udc00 that is long enough',
          tags: ['ok', 'bad \ud83d'],
        }),
      ),
    ).toEqual({
      name: [textMessages.illFormed],
      description: [textMessages.illFormed],
      'tags.1': [textMessages.illFormed],
    });
    // A whole pair is one character, and welcome.
    expect(ProductInput.parse({ ...valid, name: 'Botox \ud83d\udc89' }).name).toBe('Botox 💉');
  });

  it('takes a price as a decimal string or a JSON number, positive, with at most two decimals', () => {
    const price = (value: unknown) => PriceField.safeParse(value);
    expect(price('129.5').data).toBe('129.50');
    expect(price(' 129.50 ').data).toBe('129.50');
    expect(price(129.5).data).toBe('129.50');
    expect(price(7).data).toBe('7.00');
    expect(price('007.10').data).toBe('7.10');
    expect(price('9999999999.99').data).toBe('9999999999.99');
    for (const [value, message] of [
      ['', m.priceRequired],
      [null, m.priceRequired],
      [true, m.priceRequired],
      ['0', m.pricePositive],
      [0, m.pricePositive],
      ['-5', m.pricePositive],
      [-5, m.pricePositive],
      ['12.345', m.priceFormat],
      [12.345, m.priceFormat],
      ['12,50', m.priceFormat],
      ['.5', m.priceFormat],
      ['1e3', m.priceFormat],
      [1e21, m.priceFormat],
      ['0x10', m.priceFormat],
      ['10000000000', m.priceTooLarge],
    ] as const) {
      expect(fieldErrorsOf(price(value)), String(value)).toEqual({ _: [message] });
    }
  });

  it('wants an original price above the price, or none', () => {
    expect(ProductInput.parse({ ...valid, originalPrice: '450' }).originalPrice).toBe('450.00');
    expect(ProductInput.parse({ ...valid, originalPrice: '' }).originalPrice).toBeNull();
    expect(ProductInput.parse({ ...valid, originalPrice: null }).originalPrice).toBeNull();
    expect(fieldErrorsOf(ProductInput.safeParse({ ...valid, originalPrice: '389' }))).toEqual({
      originalPrice: [m.originalPriceNotHigher],
    });
    expect(fieldErrorsOf(ProductInput.safeParse({ ...valid, originalPrice: 'abc' }))).toEqual({
      originalPrice: [m.originalPriceFormat],
    });
  });

  it('splits tags on commas, trims them and drops empties and repeats', () => {
    expect(ProductInput.parse({ ...valid, tags: ' botox, 100U ,, Botox,  type  A ' }).tags).toEqual([
      'botox',
      '100U',
      'type A',
    ]);
    expect(ProductInput.parse({ ...valid, tags: ['a', ' b ', '', 'c,d'] }).tags).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(splitTags('')).toEqual([]);
    expect(fieldErrorsOf(ProductInput.safeParse({ ...valid, tags: 5 }))).toEqual({ tags: [m.tagsFormat] });
    expect(fieldErrorsOf(ProductInput.safeParse({ ...valid, tags: 'x'.repeat(51) }))).toEqual({
      'tags.0': [m.tagTooLong(50)],
    });
  });

  it('orders the images: the main one first, the rest after it, each once', () => {
    const a = 'https://cdn.example.com/a.png';
    const b = 'https://cdn.example.com/b.png';
    expect(ProductInput.parse({ ...valid, imageUrl: a, imageUrls: [b, a, STORED] })).toMatchObject({
      imageUrl: a,
      imageUrls: [b, STORED],
    });
    expect(ProductInput.parse({ ...valid, imageUrls: [b, a] })).toMatchObject({
      imageUrl: b,
      imageUrls: [a],
    });
    expect(ImagesChange.safeParse({ imageUrls: [] }).error?.issues[0]?.message).toBe(m.imageRequired);
    expect(ImagesChange.parse({ imageUrls: [PRODUCT_PLACEHOLDER_IMAGE, a] })).toEqual({
      imageUrl: a,
      imageUrls: [],
    });
  });

  it('takes https URLs and the shop’s own images only', () => {
    for (const url of [
      'https://cdn.example.com/a.png',
      'HTTPS://cdn.example.com/a.png?x=1#y',
      STORED,
      PRODUCT_PLACEHOLDER_IMAGE,
    ]) {
      expect(isProductImageUrl(url), url).toBe(true);
    }
    for (const url of [
      'http://cdn.example.com/a.png',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/png;base64,AAAA',
      '//cdn.example.com/a.png',
      '/images/../admin',
      '/images/not-a-uuid',
      '/etc/passwd',
      'https://user:pw@cdn.example.com/a.png',
      'https://cdn.example.com/a b.png',
      'https://',
      `https://cdn.example.com/${'a'.repeat(2048)}`,
      'ftp://cdn.example.com/a.png',
    ]) {
      expect(isProductImageUrl(url), url).toBe(false);
    }
    expect(fieldErrorsOf(ProductInput.safeParse({ ...valid, imageUrl: 'javascript:alert(1)' }))).toEqual({
      imageUrl: [m.imageUrlInvalid],
    });
    expect(
      fieldErrorsOf(ProductInput.safeParse({ ...valid, imageUrls: ['data:image/png;base64,AA'] })),
    ).toEqual({
      'imageUrls.0': [m.imageUrlInvalid],
    });
  });

  it('refuses fields it does not know and a patch that changes nothing', () => {
    expect(ProductInput.safeParse({ ...valid, rating: 5 }).success).toBe(false);
    expect(fieldErrorsOf(ProductPatch.safeParse({}))).toEqual({ _: [m.nothingToChange] });
    expect(ProductPatch.parse({ price: 12 })).toEqual({ price: '12.00' });
  });
});

describe('bulk tiers', () => {
  const tiers = (list: unknown) => TiersReplace.safeParse({ tiers: list });

  it('sorts tiers by minimum quantity; an absent maximum is open-ended', () => {
    const result = tiers([
      { minQuantity: 10, discountPercentage: 10 },
      { minQuantity: 5, maxQuantity: 9, discountPercentage: 5.25 },
    ]);
    expect(result.data?.tiers).toEqual([
      { minQuantity: 5, maxQuantity: 9, discountPercentage: 5.25 },
      { minQuantity: 10, maxQuantity: null, discountPercentage: 10 },
    ]);
  });

  it('checks each tier’s bounds with the editor’s messages', () => {
    expect(
      fieldErrorsOf(
        tiers([
          { minQuantity: 0, maxQuantity: null, discountPercentage: 101 },
          { minQuantity: 2.5, maxQuantity: '4', discountPercentage: -1 },
          { minQuantity: 8, maxQuantity: 7, discountPercentage: 12.345 },
          { minQuantity: '1', discountPercentage: '5' },
        ]),
      ),
    ).toEqual({
      'tiers.0.minQuantity': [m.tierMinQuantity],
      'tiers.0.discountPercentage': [m.tierDiscount],
      'tiers.1.minQuantity': [m.tierMinQuantity],
      'tiers.1.maxQuantity': [m.tierMaxQuantity],
      'tiers.1.discountPercentage': [m.tierDiscount],
      'tiers.2.maxQuantity': [m.tierMaxBelowMin],
      'tiers.2.discountPercentage': [m.tierDiscountDecimals],
      'tiers.3.minQuantity': [m.tierMinQuantity],
      'tiers.3.discountPercentage': [m.tierDiscount],
    });
    expect(tiers([{ minQuantity: 1, maxQuantity: 1, discountPercentage: 0 }]).success).toBe(true);
    expect(tiers([{ minQuantity: 1, maxQuantity: null, discountPercentage: 100 }]).success).toBe(true);
  });

  it('names the tiers that overlap, numbered as given', () => {
    expect(
      fieldErrorsOf(
        tiers([
          { minQuantity: 1, maxQuantity: 5, discountPercentage: 5 },
          { minQuantity: 5, maxQuantity: 9, discountPercentage: 10 },
          { minQuantity: 20, discountPercentage: 20 },
          { minQuantity: 50, maxQuantity: 60, discountPercentage: 25 },
        ]),
      ),
    ).toEqual({ tiers: [m.tiersOverlap(1, 2), m.tiersOverlap(3, 4)] });
    expect(
      overlappingTiers([
        { minQuantity: 1, maxQuantity: 4 },
        { minQuantity: 5, maxQuantity: null },
      ]),
    ).toEqual([]);
  });

  it('starts the next draft after the highest tier', () => {
    expect(nextTierMinimum([])).toBe(1);
    expect(
      nextTierMinimum([
        { minQuantity: 10, maxQuantity: 19 },
        { minQuantity: 1, maxQuantity: 9 },
      ]),
    ).toBe(20);
    expect(nextTierMinimum([{ minQuantity: 10, maxQuantity: null }])).toBeNull();
  });
});

describe('FeaturedEntryInput', () => {
  it('wants a product id as a JSON number and a whole display order', () => {
    expect(FeaturedEntryInput.parse({ productId: 3 })).toEqual({ productId: 3 });
    const result = FeaturedEntryInput.safeParse({ productId: '3', displayOrder: 1.5 });
    expect(fieldErrorsOf(result)).toEqual({
      productId: [adminFeaturedMessages.productRequired],
      displayOrder: [adminFeaturedMessages.displayOrder(100_000)],
    });
  });
});

describe('the GTIN check digit (GS1)', () => {
  it('accepts the check digit of EAN-8, UPC-A, EAN-13 and GTIN-14, and refuses any other', () => {
    for (const gtin of ['96385074', '036000291452', '4006381333931', '10012345678902']) {
      expect(hasValidGtinCheckDigit(gtin), gtin).toBe(true);
      const wrong = `${gtin.slice(0, -1)}${(Number(gtin.at(-1)) + 1) % 10}`;
      expect(hasValidGtinCheckDigit(wrong), wrong).toBe(false);
    }
  });
});
