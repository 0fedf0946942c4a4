import { describe, expect, it } from 'vitest';
import { BrandImageUpdate, UploadImagesQuery, imageAddressKind } from './upload-schemas';

describe('imageAddressKind', () => {
  it('tells https URLs, stored images and embedded images apart', () => {
    expect(imageAddressKind('https://cdn.example/logo.png')).toBe('https');
    expect(imageAddressKind('/images/0b4e7a52-33c1-4d55-9f0e-5b2f0f3c8a11')).toBe('stored');
    expect(imageAddressKind('/images/0B4E7A52-33C1-4D55-9F0E-5B2F0F3C8A11')).toBe('stored');
    expect(imageAddressKind('data:image/png;base64,iVBORw0KGgo=')).toBe('embedded');
    expect(imageAddressKind('data:image/svg+xml;base64,PHN2Zz4=')).toBe('embedded');
  });

  it('takes nothing else', () => {
    for (const value of [
      'http://cdn.example/logo.png',
      'javascript:alert(1)',
      'https://user:pw@cdn.example/a.png',
      'https://cdn.example/a b.png',
      `https://cdn.example/${'a'.repeat(2048)}`,
      '/images/abc',
      '/images/0b4e7a52-33c1-4d55-9f0e-5b2f0f3c8a11?w=96',
      'data:image/svg+xml,<svg/>',
      'data:text/html;base64,PGh0bWw+',
      'data:image/png;base64,not base64!',
      '',
    ]) {
      expect(imageAddressKind(value), value).toBeUndefined();
    }
  });
});

describe('BrandImageUpdate', () => {
  it('trims, and answers a blank value with one message', () => {
    expect(BrandImageUpdate.parse({ imageUrl: ' https://cdn.example/a.png ' })).toEqual({
      imageUrl: 'https://cdn.example/a.png',
    });
    const blank = BrandImageUpdate.safeParse({ imageUrl: '  ' });
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter an image URL or choose a file',
    ]);
  });
});

describe('UploadImagesQuery', () => {
  it('takes the two screens and nothing else', () => {
    expect(UploadImagesQuery.parse({ context: 'product-form' })).toEqual({ context: 'product-form' });
    expect(UploadImagesQuery.parse({})).toEqual({});
    expect(UploadImagesQuery.safeParse({ context: 'gallery' }).success).toBe(false);
  });
});
