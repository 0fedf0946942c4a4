import { PRODUCT_PLACEHOLDER_IMAGE } from '@shop/contract/admin-product-schemas';
import type { Product } from '@shop/contract/catalog-schemas';
import { adminProductMessages as m } from '@shop/contract/admin-messages';
import { LOW_STOCK_THRESHOLD_DEFAULT, stockMessages } from '@shop/contract/stock-schemas';
import { describe, expect, it } from 'vitest';
import { firstMessages } from '@/lib/form';
import {
  addDraft,
  draftAfter,
  editValuesFrom,
  emptyNewProduct,
  newProductErrors,
  stockSettingsChanged,
  stockSettingsOf,
  tierDiscountError,
  tierUnitPrice,
  toProductReplace,
  validateNewProduct,
  validateProductEdit,
  validPrice,
  type EditorTier,
  type TierDraft,
} from './product-form';

const draft = (minQuantity: string, maxQuantity: string, discountPercentage: string): TierDraft => ({
  minQuantity,
  maxQuantity,
  discountPercentage,
});

function added(tiers: EditorTier[], next: TierDraft): EditorTier[] {
  const result = addDraft(tiers, next);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.tiers;
}

const ranges = (tiers: EditorTier[]) =>
  tiers.map((t) => [t.minQuantity, t.maxQuantity, t.discountPercentage]);

describe('the tier editor (docs/product.md, Bulk pricing)', () => {
  it('starts at 1, and after a tier the next draft starts at its maximum plus one', () => {
    expect(draftAfter([]).minQuantity).toBe('1');
    const one = added([], draft('5', '9', '10'));
    expect(draftAfter(one).minQuantity).toBe('10');
    const two = added(one, draft('10', '', '15'));
    // After an open-ended tier there is no next minimum.
    expect(draftAfter(two).minQuantity).toBe('');
  });

  it('keeps the tiers sorted by minimum quantity', () => {
    const tiers = added(
      added(added([], draft('20', '', '20')), draft('1', '4', '0')),
      draft('5', '19', '10'),
    );
    expect(ranges(tiers)).toEqual([
      [1, 4, '0'],
      [5, 19, '10'],
      [20, null, '20'],
    ]);
  });

  it('refuses a draft that shares a quantity with a tier, with the contract message', () => {
    const tiers = added(added([], draft('1', '9', '5')), draft('10', '19', '10'));
    expect(addDraft(tiers, draft('15', '30', '12'))).toEqual({
      ok: false,
      errors: { range: m.tiersOverlap(2, 3) },
    });
    expect(addDraft(tiers, draft('25', '', '12')).ok).toBe(true);
  });

  it('checks each draft field by the contract rule', () => {
    expect(addDraft([], draft('', '', ''))).toEqual({
      ok: false,
      errors: { minQuantity: m.tierMinQuantity, discountPercentage: m.tierDiscount },
    });
    expect(addDraft([], draft('10', '5', '101'))).toMatchObject({
      ok: false,
      errors: { discountPercentage: m.tierDiscount },
    });
    expect(addDraft([], draft('10', '5', '10'))).toEqual({
      ok: false,
      errors: { maxQuantity: m.tierMaxBelowMin },
    });
    expect(addDraft([], draft('1.5', '', '10.005'))).toEqual({
      ok: false,
      errors: { minQuantity: m.tierMinQuantity, discountPercentage: m.tierDiscountDecimals },
    });
  });

  it('prices a tier as price × (1 − percent / 100), half-up to the cent', () => {
    expect(tierUnitPrice('629.00', '5')).toBe('597.55');
    expect(tierUnitPrice('10.05', '50')).toBe('5.03');
    expect(tierUnitPrice(undefined, '5')).toBeUndefined();
    expect(tierUnitPrice('10.00', '')).toBeUndefined();
    expect(tierUnitPrice('10.00', '120')).toBeUndefined();
    expect(validPrice(' 129.5 ')).toBe('129.50');
    expect(validPrice('0')).toBeUndefined();
  });

  it("reports an added tier's discount as it is edited", () => {
    const [tier] = added([], draft('1', '', '10'));
    expect(tierDiscountError({ ...tier!, discountPercentage: '12.5' })).toBeUndefined();
    expect(tierDiscountError({ ...tier!, discountPercentage: '' })).toBe(m.tierDiscount);
  });
});

describe('the add-product form', () => {
  const filled = () => ({
    ...emptyNewProduct(),
    name: '  Juvederm Voluma 2 x 1 mL ',
    sku: ' juv-vol-2x1 ',
    price: '329.5',
    categoryId: '2',
    description: 'Hyaluronic acid filler for the mid-face.',
    tags: 'filler, HA, filler',
  });

  it('defaults Featured off, In Stock on, the standard tax class, no cold chain and not prescription only, and sends the placeholder without images', () => {
    const result = validateNewProduct(filled());
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Juvederm Voluma 2 x 1 mL',
        sku: 'JUV-VOL-2X1',
        gtin: null,
        description: 'Hyaluronic acid filler for the mid-face.',
        price: '329.50',
        originalPrice: null,
        categoryId: 2,
        brandId: null,
        tags: ['filler', 'HA'],
        featured: false,
        inStock: true,
        taxClass: 'standard',
        coldChain: false,
        prescriptionOnly: false,
        imageUrl: PRODUCT_PLACEHOLDER_IMAGE,
        imageUrls: [],
        bulkDiscounts: [],
      },
    });
  });

  it('sends the first uploaded image as the main one and the tiers in order', () => {
    const tiers = added(added([], draft('10', '', '10')), draft('5', '9', '5'));
    const images = [
      '/images/11111111-1111-4111-8111-111111111111',
      '/images/22222222-2222-4222-8222-222222222222',
    ];
    const result = validateNewProduct({ ...filled(), images, tiers });
    expect(result.ok && result.body.imageUrl).toBe(images[0]);
    expect(result.ok && result.body.imageUrls).toEqual([images[1]]);
    expect(result.ok && result.body.bulkDiscounts).toEqual([
      { minQuantity: 5, maxQuantity: 9, discountPercentage: 5 },
      { minQuantity: 10, maxQuantity: null, discountPercentage: 10 },
    ]);
  });

  it('shows every rule message on its field', () => {
    const result = validateNewProduct({ ...emptyNewProduct(), description: 'short' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: m.nameRequired,
        sku: m.skuRequired,
        description: m.descriptionTooShort(10),
        price: m.priceRequired,
        categoryId: m.categoryRequired,
      },
    });
    const [tier] = added([], draft('1', '', '10'));
    const withBadTier = validateNewProduct({ ...filled(), tiers: [{ ...tier!, discountPercentage: '' }] });
    expect(withBadTier).toEqual({
      ok: false,
      errors: { 'bulkDiscounts.0.discountPercentage': m.tierDiscount },
    });
  });

  it("puts the server's image messages on the image area", () => {
    expect(
      newProductErrors(firstMessages({ 'imageUrls.0': [m.imageUrlInvalid], name: [m.nameRequired] })),
    ).toEqual({ images: m.imageUrlInvalid, name: m.nameRequired });
  });
});

describe('the two forms agree (issue 18)', () => {
  it('send the same fields: SKU, GTIN, original price, brand, tags, featured, in stock, charges, prescription only and tiers', () => {
    const shared = {
      sku: 'dys-300',
      gtin: '4006381333931',
      name: 'Dysport 300 Units',
      price: '450',
      originalPrice: '499.00',
      categoryId: '1',
      brandId: '4',
      description: 'AbobotulinumtoxinA, 300 units.',
      tags: 'toxin, dysport',
      featured: true,
      inStock: false,
      taxClass: 'zero' as const,
      coldChain: true,
      prescriptionOnly: true,
      tiers: [],
      trackInventory: true,
      lotTracked: true,
      lowStockThreshold: '3',
    };
    const added = validateNewProduct({ ...emptyNewProduct(), ...shared });
    const edited = validateProductEdit({
      ...shared,
      imageUrl: '/images/11111111-1111-4111-8111-111111111111',
    });
    const sharedBody = {
      sku: 'DYS-300',
      gtin: '4006381333931',
      price: '450.00',
      originalPrice: '499.00',
      brandId: 4,
      tags: ['toxin', 'dysport'],
      featured: true,
      inStock: false,
      taxClass: 'zero',
      coldChain: true,
      prescriptionOnly: true,
      bulkDiscounts: [],
    };
    expect(added.ok && added.body).toMatchObject(sharedBody);
    expect(edited.ok && edited.body).toMatchObject(sharedBody);
    // A blank brand is none on both.
    const none = validateNewProduct({ ...emptyNewProduct(), ...shared, brandId: '' });
    expect(none.ok && none.body.brandId).toBeNull();
  });
});

describe('the edit dialog', () => {
  const product: Product = {
    id: 7,
    taxClass: 'exempt',
    coldChain: true,
    prescriptionOnly: true,
    sku: 'BTX-100',
    gtin: null,
    name: 'Botox Cosmetic 100 Units',
    description: 'Botulinum toxin type A, 100 units.',
    price: '629.00',
    originalPrice: '699.00',
    imageUrl: '/images/11111111-1111-4111-8111-111111111111',
    imageUrls: [],
    tags: 'botox',
    inStock: true,
    trackInventory: false,
    stockLeft: null,
    featured: false,
    categoryId: 1,
    category: { id: 1, name: 'Botulinum Toxins', slug: 'botulinum-toxins' },
    brand: null,
    rating: 4.8,
    bulkDiscounts: [
      { id: 2, minQuantity: 10, maxQuantity: null, discountPercentage: 10, discountedPrice: '566.10' },
      { id: 1, minQuantity: 5, maxQuantity: 9, discountPercentage: 5, discountedPrice: '597.55' },
    ],
  };

  it('starts from the product, its tiers sorted', () => {
    const values = editValuesFrom(product);
    expect(values.tiers.map((t) => t.minQuantity)).toEqual([5, 10]);
    expect(toProductReplace(values)).toEqual({
      sku: 'BTX-100',
      gtin: null,
      name: product.name,
      description: product.description,
      price: '629.00',
      originalPrice: '699.00',
      imageUrl: product.imageUrl,
      categoryId: 1,
      brandId: null,
      tags: 'botox',
      inStock: true,
      featured: false,
      taxClass: 'exempt',
      coldChain: true,
      prescriptionOnly: true,
      bulkDiscounts: [
        { minQuantity: 5, maxQuantity: 9, discountPercentage: 5 },
        { minQuantity: 10, maxQuantity: null, discountPercentage: 10 },
      ],
    });
  });

  it('keeps prescription only as the product has it, and sends the switch as the admin leaves it', () => {
    const kept = validateProductEdit(editValuesFrom(product));
    expect(kept.ok && kept.body.prescriptionOnly).toBe(true);
    const switchedOff = validateProductEdit({ ...editValuesFrom(product), prescriptionOnly: false });
    expect(switchedOff.ok && switchedOff.body.prescriptionOnly).toBe(false);
  });

  it('clears the original price when it is left blank, and requires every text field', () => {
    const values = { ...editValuesFrom(product), originalPrice: '', price: '649' };
    const result = validateProductEdit(values);
    expect(result.ok && result.body.originalPrice).toBeNull();
    expect(result.ok && result.body.price).toBe('649.00');

    const blank = validateProductEdit({ ...values, name: ' ', description: '', imageUrl: '', price: '' });
    expect(blank).toEqual({
      ok: false,
      errors: {
        name: m.nameRequired,
        description: m.descriptionTooShort(10),
        price: m.priceRequired,
        imageUrl: m.imageUrlInvalid,
      },
    });
    expect(validateProductEdit({ ...values, originalPrice: '600' })).toEqual({
      ok: false,
      errors: { originalPrice: m.originalPriceNotHigher },
    });
  });
});

describe('the stock settings of both forms (issue 19)', () => {
  const product: Product = {
    id: 9,
    taxClass: 'standard',
    coldChain: false,
    prescriptionOnly: false,
    sku: 'RES-LYFT-1',
    gtin: '7350031443059',
    name: 'Restylane Lyft 1 mL',
    description: 'Hyaluronic acid filler, 1 mL.',
    price: '289.00',
    originalPrice: null,
    imageUrl: '/images/11111111-1111-4111-8111-111111111111',
    imageUrls: [],
    tags: '',
    inStock: true,
    trackInventory: true,
    stockLeft: 2,
    featured: false,
    categoryId: 2,
    category: { id: 2, name: 'Dermal Fillers', slug: 'dermal-fillers' },
    brand: null,
    rating: 4.5,
    bulkDiscounts: [],
  };

  it('start a new product untracked, without lots, at the default threshold: nothing more to send', () => {
    const values = emptyNewProduct();
    expect(values).toMatchObject({
      trackInventory: false,
      lotTracked: false,
      lowStockThreshold: String(LOW_STOCK_THRESHOLD_DEFAULT),
    });
    expect(
      stockSettingsChanged(stockSettingsOf(values), {
        trackInventory: false,
        lotTracked: false,
        lowStockThreshold: LOW_STOCK_THRESHOLD_DEFAULT,
      }),
    ).toBe(false);
  });

  it('start the edit dialog from the product’s settings, or from what the product says without them', () => {
    const settings = { trackInventory: true, lotTracked: true, lowStockThreshold: 3 };
    expect(editValuesFrom(product, settings)).toMatchObject({
      trackInventory: true,
      lotTracked: true,
      lowStockThreshold: '3',
    });
    expect(editValuesFrom(product)).toMatchObject({
      trackInventory: true,
      lotTracked: false,
      lowStockThreshold: String(LOW_STOCK_THRESHOLD_DEFAULT),
    });
  });

  it('send the settings only when one changed', () => {
    const settings = { trackInventory: true, lotTracked: false, lowStockThreshold: 5 };
    const values = editValuesFrom(product, settings);
    expect(stockSettingsChanged(stockSettingsOf(values), settings)).toBe(false);
    const lots = stockSettingsOf({ ...values, lotTracked: true, lowStockThreshold: ' 10 ' });
    expect(lots).toEqual({ trackInventory: true, lotTracked: true, lowStockThreshold: 10 });
    expect(stockSettingsChanged(lots, settings)).toBe(true);
  });

  it('refuse a threshold that is blank, fractional or negative beside its field, with the product’s own messages', () => {
    for (const threshold of ['', '2.5', '-1']) {
      const values = { ...editValuesFrom(product), lowStockThreshold: threshold };
      expect(validateProductEdit(values)).toEqual({
        ok: false,
        errors: { lowStockThreshold: stockMessages.threshold },
      });
    }
    const added = validateNewProduct({ ...emptyNewProduct(), lowStockThreshold: 'x' });
    expect(added.ok).toBe(false);
    expect(!added.ok && added.errors).toMatchObject({
      name: m.nameRequired,
      lowStockThreshold: stockMessages.threshold,
    });
  });
});
